import { describe, expect, it } from 'vitest';
import { loginRequest, normalizeUsername } from './auth';

describe('normalizeUsername', () => {
  it('removes the dots before the @ and lower-cases the whole name', () => {
    expect(normalizeUsername('John.Doe@Example.com')).toBe('johndoe@example.com');
    expect(normalizeUsername('a.b.c@x.com')).toBe('abc@x.com');
  });

  it('keeps the dots after the @', () => {
    expect(normalizeUsername('first.last@mail.example.co.uk')).toBe('firstlast@mail.example.co.uk');
  });

  it('trims surrounding spaces', () => {
    expect(normalizeUsername('  Operator1 ')).toBe('operator1');
    expect(normalizeUsername('\tJane.Roe@Example.COM\n')).toBe('janeroe@example.com');
  });

  it('keeps the dots of a name without @', () => {
    expect(normalizeUsername('First.Last')).toBe('first.last');
    expect(normalizeUsername('a.b.c')).toBe('a.b.c');
  });

  it('leaves an already normal name as it is', () => {
    expect(normalizeUsername('admin001')).toBe('admin001');
    expect(normalizeUsername('johndoe@example.com')).toBe('johndoe@example.com');
  });

  it('maps spellings of one address to one account', () => {
    const spellings = ['john.doe@example.com', 'JOHN.DOE@EXAMPLE.COM', 'j.o.h.n.d.o.e@example.com'];
    expect(new Set(spellings.map(normalizeUsername))).toEqual(new Set(['johndoe@example.com']));
  });
});

describe('loginRequest', () => {
  it('requires a username and a password, with the login messages', () => {
    const result = loginRequest.safeParse({ username: '   ', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['username', 'validation.username_required'],
        ['password', 'validation.password_required'],
      ]),
    );
  });
});
