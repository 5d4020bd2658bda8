import { clearSession } from '../auth/session';
import { navigateTo } from '../navigation';
import { linkTo } from '../paths';
import { queryClient } from './query-client';

export function endSession(): void {
  clearSession();
  queryClient.clear();
  navigateTo(linkTo('auth.login'));
}
