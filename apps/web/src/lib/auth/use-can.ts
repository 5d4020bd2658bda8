import { canAccess, type Access } from '@console/contract/permissions';
import { useCurrentUser } from './current-user';

export function useCan(access: Access): boolean {
  const { data: user } = useCurrentUser();
  return canAccess(access, user ?? null);
}
