import { describe, expect, it } from 'vitest';
import { loginLinkFor, markSessionEnded, returnTarget } from './return-to';

describe('returning after sign-in', () => {
  it('round-trips the page that asked, with its query', () => {
    const link = loginLinkFor('/browser?keyword=chrome&page=2');
    expect(link).toBe('/login?next=%2Fbrowser%3Fkeyword%3Dchrome%26page%3D2');
    expect(returnTarget(link.slice(link.indexOf('?')))).toBe('/browser?keyword=chrome&page=2');
  });

  it('sends the dashboard to plain /login', () => {
    expect(loginLinkFor('/')).toBe('/login');
    expect(returnTarget('')).toBe('/');
  });

  it('never leaves the site or loops to the login page', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login?next=/x',
    ]) {
      expect(returnTarget(`?next=${encodeURIComponent(next)}`)).toBe('/');
    }
  });

  it('starts afresh after this tab signed out, until the next sign-in', () => {
    markSessionEnded();
    expect(loginLinkFor('/browser')).toBe('/login');
    markSessionEnded(false);
    expect(loginLinkFor('/browser')).toBe('/login?next=%2Fbrowser');
  });
});
