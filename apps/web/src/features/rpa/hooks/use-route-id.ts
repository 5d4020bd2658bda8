import { pathId } from '../../../lib/path-id';
import { useParams } from 'react-router';

/** A numeric parameter of the route (`id`, `runId`), or null when the URL's is not a valid id. */
export function useRouteId(name: 'id' | 'runId'): number | null {
  const parsed = pathId.safeParse(useParams()[name]);
  return parsed.success ? parsed.data : null;
}
