import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorPage } from '../components/error-page';

/** The router's error boundary: whatever broke the page, the user sees this and a way back to the dashboard. */
export function ServerErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
  return <ErrorPage status="500" reload />;
}
