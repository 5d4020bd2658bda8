import { markSessionEnded } from '../auth/return-to';
import { clearSession } from '../auth/session';
import { navigateTo } from '../navigation';
import { linkTo } from '../paths';
import { queryClient } from './query-client';

export function endSession(): void {
  markSessionEnded();
  clearSession();
  queryClient.clear();
  navigateTo(linkTo('auth.login'));
}
