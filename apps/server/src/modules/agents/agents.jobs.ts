import type { Deps } from '../../context';
import type { JobDefinition } from '../../jobs/jobs';
import { expireCommands } from './agents.service';

/** Expires restart and update commands not received within 10 minutes, every 30 seconds. */
export function agentCommandExpiry(deps: Deps): JobDefinition<Record<string, never>> {
  return {
    kind: 'agents.expire_commands',
    everyMs: 30_000,
    run: async (_payload, ctx) => {
      await expireCommands(deps.db, ctx.now());
    },
  };
}
