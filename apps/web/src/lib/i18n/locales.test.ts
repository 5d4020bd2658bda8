import { errorKeys } from '@console/contract/errors';
import { PERMISSIONS } from '@console/contract/permissions';
import { routeIds, screens } from '@console/contract/routes';
import { describe, expect, it } from 'vitest';
import { translationsOf } from './resources';
import { flattenTree } from './tree';

const en = flattenTree(translationsOf('en'));
const vi = flattenTree(translationsOf('vi'));

const webSources = import.meta.glob(['../../**/*.{ts,tsx}', '!../../**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const contractSources = import.meta.glob(
  [
    '../../../../../packages/contract/src/**/*.ts',
    '!../../../../../packages/contract/src/**/*.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

const namespaces = Object.keys(translationsOf('en')).join('|');
/** `t('key')` calls, plus keys handed around as literals (`labelKey: 'browsers.title'`). */
const patterns = [/\bt\(\s*'([^']+)'/g, new RegExp(`'((?:${namespaces})\\.[\\w.]+)'`, 'g')];
// Route ids, screen ids, error keys and permissions are dotted too, but they do not name texts.
const notTextKeys = new Set<string>([
  ...routeIds,
  ...Object.keys(screens),
  ...errorKeys,
  ...PERMISSIONS,
]);

function keysUsedIn(source: string): string[] {
  const keys = patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1] as string),
  );
  return [...new Set(keys)];
}

function placeholders(text: string): string[] {
  // With its format (`{{count, number}}`): both languages group the same figures.
  return [...text.matchAll(/\{\{(\w+(?:, \w+)?)\}\}/g)].map((match) => match[1] as string).sort();
}

describe('translations', () => {
  it('have the same keys in English and Vietnamese', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });

  it('have the same placeholders in both languages', () => {
    const differing = Object.keys(en).filter(
      (key) =>
        vi[key] !== undefined &&
        placeholders(en[key] as string).join() !== placeholders(vi[key]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('have no empty texts', () => {
    const empty = [...Object.entries(en), ...Object.entries(vi)].filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });

  it('define every key the web app uses', () => {
    expect(Object.keys(webSources).length).toBeGreaterThan(10);
    const missing = Object.entries(webSources).flatMap(([file, source]) =>
      keysUsedIn(source)
        .filter((key) => !notTextKeys.has(key) && en[key] === undefined)
        .map((key) => `${file}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('say every permission in words', () => {
    const missing = PERMISSIONS.filter((permission) => en[`rights.${permission}`] === undefined);
    expect(missing).toEqual([]);
  });

  it('give every error key of the contract a text', () => {
    const missing = errorKeys.filter((key) => en[`errors.${key}`] === undefined);
    expect(missing).toEqual([]);
  });

  it('give every validation message of the contract a text', () => {
    expect(Object.keys(contractSources).length).toBeGreaterThan(10);
    const used = Object.values(contractSources).flatMap((source) =>
      [...source.matchAll(/'(validation\.\w+)'/g)].map((match) => match[1] as string),
    );
    const missing = [...new Set(used)].filter((key) => en[key] === undefined);
    expect(missing).toEqual([]);
  });
});
