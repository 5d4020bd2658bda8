import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { queryClient } from '../lib/api/query-client';
import { loadLanguage } from '../lib/i18n/load-language';
import { i18n } from '../lib/i18n/i18n';
import { fakeServerProblems, resetFakeServer } from './fake-server';
import { inLanguage } from './render';

// What happy-dom leaves out and antd asks for: media queries (its grid and responsive hooks) and
// element sizes (virtual lists, the table's sticky parts).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// What a screen shows after its calls (findBy…, waitFor) may take seconds to come while antd renders
// in happy-dom on a busy 2-core machine; Testing Library's default 1 s wait failed passing tests
// there. A limit, not a goal: a test still fails if the text never comes.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => loadLanguage());

afterEach(async () => {
  const problems = [...fakeServerProblems()];
  cleanup();
  queryClient.clear();
  resetFakeServer();
  localStorage.clear();
  // A test that read the screen in Vietnamese (inLanguage) leaves the next one in English.
  if (i18n.language !== 'en') await inLanguage('en');
  expect(problems, 'calls outside the contract or without an answer').toEqual([]);
});
