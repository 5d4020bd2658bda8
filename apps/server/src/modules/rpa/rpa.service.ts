/**
 * The jobs calls the demo seed (seed/rpa.ts) makes, as before the area's service was split by
 * operation; the calls themselves are in jobs.service.ts.
 */
export { actOnJob, createJob } from './jobs.service';
