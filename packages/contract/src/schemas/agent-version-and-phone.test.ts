import { describe, expect, it } from 'vitest';
import { setLatestVersionRequest } from './agents';
import { phoneField } from './merter';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the latest agent version', () => {
  const version = (url: string) => setLatestVersionRequest.safeParse({ version: '2.4.1', url });

  it('is downloaded from an http or https address, in any case', () => {
    expect(messages(version('https://downloads.example.com/agent-2.4.1.msi'))).toEqual([]);
    expect(messages(version('HTTP://downloads.example.com/a'))).toEqual([]);
  });

  it.each([
    ['another scheme', 'ftp://downloads.example.com/a'],
    ['no scheme', 'downloads.example.com/a'],
    ['text before the scheme', 'see https://downloads.example.com/a'],
    ['a space in the address', 'https://downloads.example.com/a b'],
    ['a scheme alone', 'https://'],
  ])('is refused with %s', (_, url) => {
    expect(messages(version(url))).toEqual(['url: validation.agent_url']);
  });
});

describe('a mer-ter customer’s phone', () => {
  it('is taken however it is written, and refused when it is no phone', () => {
    expect(messages(phoneField.safeParse('+84 912.345-678'))).toEqual([]);
    expect(messages(phoneField.safeParse('12345'))).toEqual([': validation.invalid_phone']);
  });
});
