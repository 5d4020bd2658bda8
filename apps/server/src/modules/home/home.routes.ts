import type { AreaHandlers, Deps } from '../../context';
import { summary } from './home.service';

export function handlers(deps: Deps): AreaHandlers<'home'> {
  return {
    'home.summary': async (_input, { user }) => ({
      success: true,
      ...(await summary(deps, user)),
    }),
  };
}
