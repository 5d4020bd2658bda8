import { pathId } from '../../../lib/path-id';
import { useParams } from 'react-router';

/** The `:id` of the route as a number, or null when the URL carries no valid id. */
export function useUserId(): number | null {
  const parsed = pathId.safeParse(useParams().id);
  return parsed.success ? parsed.data : null;
}
