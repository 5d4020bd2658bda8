import type { AreaHandlers, Deps } from '../../context';
import { isDatabaseReachable } from '../../db/database';
import { AppError } from '../../errors';

export function handlers({ db }: Deps): AreaHandlers<'health'> {
  return {
    'health.liveness': async () => ({ success: true, status: 'SERVING' }),
    'health.readiness': async () => {
      if (!(await isDatabaseReachable(db))) throw new AppError('common.database');
      return { success: true, status: 'SERVING' };
    },
  };
}
