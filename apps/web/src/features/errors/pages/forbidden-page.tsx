import { ErrorPage } from '../components/error-page';

export function ForbiddenPage() {
  return <ErrorPage status="403" />;
}
