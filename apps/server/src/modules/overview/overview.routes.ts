import type { AreaHandlers, Deps } from '../../context';
import { viewPolicy } from '../agents/policy.service';
import * as overview from './overview.service';

export function handlers(deps: Deps): AreaHandlers<'overview'> {
  return {
    'overview.websites': async () => {
      const list = await overview.listWebsites(deps);
      return { success: true, total: list.length, list };
    },
    'overview.applications': async (q) => ({
      success: true,
      ...(await overview.listApplications(deps, q)),
    }),
    'overview.policy': async ({ admin_id, agent_id }, ctx) => ({
      success: true,
      ...(await viewPolicy(deps, ctx.user, admin_id, agent_id)),
    }),
  };
}
