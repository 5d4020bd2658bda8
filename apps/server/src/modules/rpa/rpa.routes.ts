import type { AreaHandlers, Deps } from '../../context';
import * as jobs from './jobs.service';
import * as runs from './runs.service';
import { previewTargets } from './targets';

export function handlers(deps: Deps): AreaHandlers<'rpa'> {
  const target = (ctx: { audit: { target?: string } }, jobId: number) => {
    ctx.audit.target = `rpa_job:${jobId}`;
  };
  return {
    'rpa.jobList': async (input, ctx) => ({
      success: true,
      ...(await jobs.listJobs(deps, ctx.user, input)),
    }),
    'rpa.jobGet': async ({ id }, ctx) => ({
      success: true,
      item: await jobs.getJob(deps, ctx.user, id),
    }),
    'rpa.jobCreate': async (input, ctx) => {
      const item = await jobs.createJob(deps, ctx.user, input);
      target(ctx, item.id);
      return { success: true, item };
    },
    'rpa.jobUpdate': async (input, ctx) => {
      target(ctx, input.id);
      return { success: true, item: await jobs.updateJob(deps, ctx.user, input) };
    },
    'rpa.jobPause': async (input, ctx) => {
      target(ctx, input.id);
      return { success: true, item: (await jobs.actOnJob(deps, ctx.user, 'pause', input))! };
    },
    'rpa.jobResume': async (input, ctx) => {
      target(ctx, input.id);
      return { success: true, item: (await jobs.actOnJob(deps, ctx.user, 'resume', input))! };
    },
    'rpa.jobDelete': async (input, ctx) => {
      target(ctx, input.id);
      await jobs.actOnJob(deps, ctx.user, 'delete', input);
      return { success: true };
    },
    'rpa.jobRunNow': async ({ id }, ctx) => {
      target(ctx, id);
      return { success: true, item: await runs.runNow(deps, ctx.user, id) };
    },
    'rpa.jobHistory': async (input, ctx) => ({
      success: true,
      ...(await jobs.jobHistory(deps, ctx.user, input)),
    }),
    'rpa.runList': async (input, ctx) => ({
      success: true,
      ...(await runs.listRuns(deps, ctx.user, input)),
    }),
    'rpa.runGet': async (input, ctx) => ({
      success: true,
      ...(await runs.getRun(deps, ctx.user, input)),
    }),
    'rpa.targetsPreview': async (input, ctx) => {
      const list = await previewTargets(deps, ctx.user, input);
      return { success: true, total: list.length, list };
    },
  };
}
