import type { Deps } from '../context';
import type { JobDefinition } from '../jobs/jobs';
import { linkMail, quotaHousekeeping } from './accounts/accounts.jobs';
import { limitsHousekeeping } from '../limits/limits';
import { idempotencyHousekeeping } from '../idempotency/idempotency';
import { housekeeping } from './auth/auth.jobs';
import { campaignClock } from './campaigns/campaigns.jobs';
import { merterFileJob } from './merter/merter.jobs';
import {
  agentCommandExpiry,
  telemetryRawRetention,
  telemetryRollupRetention,
} from './agents/agents.jobs';
import { rpaTick } from './rpa/rpa.jobs';

/** The background jobs of every area (jobs/README.md). */
export function jobDefinitions(deps: Deps): JobDefinition<never>[] {
  return [
    housekeeping(deps),
    linkMail(deps),
    quotaHousekeeping(deps),
    limitsHousekeeping(),
    idempotencyHousekeeping(),
    campaignClock(deps),
    merterFileJob(deps),
    agentCommandExpiry(deps),
    telemetryRawRetention(deps),
    telemetryRollupRetention(deps),
    rpaTick(deps),
  ];
}
