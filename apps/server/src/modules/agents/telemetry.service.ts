/**
 * Agent telemetry (docs/decisions/agents.md, "Telemetry"), by operation: an agent's uploads in
 * telemetry-ingest.service.ts, the day tables they add to in telemetry-rollups.service.ts, the
 * parent's reports in telemetry-reports.service.ts, the retention jobs' deletes in
 * telemetry-retention.service.ts; the queries in telemetry.repository.ts and
 * telemetry-reports.repository.ts. This file names them for the callers that import it.
 */

export { ingest } from './telemetry-ingest.service';
export { appChart, appList, urlChart, urlList, userQuery } from './telemetry-reports.service';
export { RETENTION_CHUNK, removeOldRaw, removeOldRollups } from './telemetry-retention.service';
export { domainOf, searchKeyword } from './telemetry-urls';
