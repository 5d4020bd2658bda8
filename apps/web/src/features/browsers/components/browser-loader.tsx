import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import type { ReactNode } from 'react';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api/api-error';
import { useBrowser } from '../api/get-browser';
import { useBrowserId } from '../hooks/use-browser-id';
import { BrowserNotFound } from './browser-not-found';

/** Loads the browser named by the URL and shows the loading, missing and failed states. */
export function BrowserLoader({ children }: { children: (browser: BlockedBrowser) => ReactNode }) {
  const id = useBrowserId();
  const browser = useBrowser(id);
  if (id === null) return <BrowserNotFound />;
  if (browser.isPending) return <FullPageSpin />;
  if (browser.isError) {
    const missing = isApiError(browser.error) && browser.error.status === 404;
    return missing ? <BrowserNotFound /> : <LoadError onRetry={() => void browser.refetch()} />;
  }
  return children(browser.data);
}
