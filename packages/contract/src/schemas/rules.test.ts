import { describe, expect, it } from 'vitest';
import { appList, groupNameOf, webList } from './rules';

/** The refusals of a list, as `index: message key`. */
function refusals(schema: typeof webList | typeof appList, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a web list', () => {
  it('is parsed into normalised entries, in their order', () => {
    expect(
      webList.parse([' https://www.Example.com/News/ ', 'shop.vn', 'http://a.io:8080/x?Q=1']),
    ).toEqual(['example.com/news', 'shop.vn', 'a.io:8080/x?q=1']);
    expect(webList.parse([])).toEqual([]);
  });

  it('refuses each entry that is no web address, on its own index', () => {
    expect(refusals(webList, ['example.com', 'not a site', 'ftp://files.example.com'])).toEqual([
      '1: validation.url.incorrect',
      '2: validation.url.incorrect',
    ]);
  });

  it('refuses an entry repeated once normalised, on the repeat, not the first', () => {
    expect(refusals(webList, ['example.com', 'shop.vn', 'https://www.example.com/'])).toEqual([
      '2: validation.duplicate',
    ]);
    expect(refusals(webList, ['a.vn', 'a.vn', 'A.VN'])).toEqual([
      '1: validation.duplicate',
      '2: validation.duplicate',
    ]);
  });

  it('does not call two bad entries duplicates of each other', () => {
    expect(refusals(webList, ['not a site', 'not a site'])).toEqual([
      '0: validation.url.incorrect',
      '1: validation.url.incorrect',
    ]);
  });
});

describe('an app blocklist', () => {
  it('keeps the names as sent, trimmed', () => {
    expect(appList.parse([' Zalo ', 'Facebook'])).toEqual(['Zalo', 'Facebook']);
  });

  it('refuses a name given twice, on the repeat; the case tells names apart', () => {
    expect(refusals(appList, ['Zalo', 'Facebook', 'Zalo'])).toEqual(['2: validation.duplicate']);
    expect(refusals(appList, ['Zalo', 'zalo'])).toEqual([]);
  });
});

describe('a group’s name', () => {
  it('has the blacklist’s own message for a blacklist, the common one otherwise', () => {
    const missing = (kind: Parameters<typeof groupNameOf>[0]) =>
      groupNameOf(kind)
        .safeParse('')
        .error?.issues.map((i) => i.message);
    expect(missing('blacklist')).toEqual(['validation.blacklist_name_required']);
    expect(missing('whitelist')).toEqual(['validation.rule_name_required']);
    expect(missing('blocklist')).toEqual(['validation.rule_name_required']);
  });
});
