import type { Deps, Handlers } from '../../context';
import { usersRepository } from '../users/users.repository';
import { AppError } from '../../errors';
import * as sales from './sales.service';

export function salesHandlers(
  deps: Deps,
): Handlers<'sales.list' | 'sales.listMine' | 'subscriptions.quote'> {
  return {
    'sales.list': async (q) => ({ success: true, ...(await sales.listSales(deps, q)) }),
    'sales.listMine': async (q, ctx) => ({
      success: true,
      ...(await sales.listMySales(deps, q, ctx.user.id)),
    }),
    'subscriptions.quote': async ({ username, package: pkg, count, code }) => {
      if (username && !(await usersRepository.findByUserName(deps.db, username.toLowerCase()))) {
        throw new AppError('user.not_found');
      }
      const { quote } = await sales.priceOf(deps, pkg, count, code || undefined);
      return { success: true, quote };
    },
  };
}
