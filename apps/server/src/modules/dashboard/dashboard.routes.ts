import type { AreaHandlers, Deps } from '../../context';
import { summary } from './dashboard.service';

export function handlers(deps: Deps): AreaHandlers<'dashboard'> {
  return {
    'dashboard.summary': async (_input, { user }) => ({
      success: true,
      ...(await summary(deps, user)),
    }),
  };
}
