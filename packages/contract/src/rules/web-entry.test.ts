import { describe, expect, it } from 'vitest';
import { domainToASCII } from 'node:url';
import { duplicateIndexes, normaliseWebEntry } from './web-entry';

/** A host name of `length` characters, in labels of at most 63. */
const hostOf = (length: number) =>
  `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 196)}.com`;

describe('normaliseWebEntry', () => {
  it.each([
    ['example.com', 'example.com'],
    ['Example.COM', 'example.com'],
    ['https://www.example.com/', 'example.com'],
    ['http://WWW.Example.com/News/', 'example.com/news'],
    ['www.facebook.com/groups/abc/', 'facebook.com/groups/abc'],
    ['https://example.com/a?b=1#top', 'example.com/a?b=1'],
    ['example.com:8080/x', 'example.com:8080/x'],
    ['https://example.com:443/', 'example.com'],
    ['  youtube.com  ', 'youtube.com'],
    ['ví-dụ.vn', 'xn--v-d-rma6749a.vn'],
    ['https://www.bücher.de/', 'xn--bcher-kva.de'],
    ['sub.domain.co.uk', 'sub.domain.co.uk'],
    ['192.168.1.10', '192.168.1.10'],
    ['example.com.', 'example.com'],
    // A scheme further on is part of the address, not its own.
    ['example.com/?next=https://b.io', 'example.com/?next=https://b.io'],
    ['https://example.com/a//', 'example.com/a'],
    ['a.1b.com', 'a.1b.com'],
    // The longest host there may be: 253 characters.
    [hostOf(253), hostOf(253)],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseWebEntry(raw)).toBe(expected);
  });

  it.each([
    '',
    'not a url',
    'localhost',
    'example',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:a@example.com',
    'http://user:pass@example.com',
    'http://user@example.com',
    hostOf(254),
    'exa_mple.com',
    '-bad.com',
    'example.c',
    'http://',
    'example..com',
  ])('refuses %j', (raw) => {
    expect(normaliseWebEntry(raw)).toBeNull();
  });
});

describe('duplicateIndexes', () => {
  it('names each repeat after the first', () => {
    expect(duplicateIndexes(['a.com', 'b.com', 'a.com', 'a.com'])).toEqual([2, 3]);
    expect(duplicateIndexes([])).toEqual([]);
  });
});

describe('international domains', () => {
  it.each(['ví-dụ.vn', 'bücher.de', 'пример.рф', '例え.jp'])(
    '%s is written as node:url domainToASCII writes it',
    (domain) => {
      expect(normaliseWebEntry(domain)).toBe(domainToASCII(domain));
    },
  );
});
