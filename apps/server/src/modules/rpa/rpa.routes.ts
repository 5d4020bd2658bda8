import type { AreaHandlers, Deps } from '../../context';
import * as rpa from './rpa.service';

export function handlers(deps: Deps): AreaHandlers<'rpa'> {
  const target = (ctx: { audit: { target?: string } }, jobId: number) => {
    ctx.audit.target = `rpa_job:${jobId}`;
  };
  return {
    'rpa.jobList': async (input, ctx) => ({
      success: true,
      ...(await rpa.listJobs(deps, ctx.user, input)),
    }),
    'rpa.jobGet': async ({ id }, ctx) => ({
      success: true,
      item: await rpa.getJob(deps, ctx.user, id),
    }),
    'rpa.jobCreate': async (input, ctx) => {
      const item = await rpa.createJob(deps, ctx.user, input);
      target(ctx, item.id);
      return { success: true, item };
    },
    'rpa.jobUpdate': async (input, ctx) => {
      target(ctx, input.id);
      return { success: true, item: await rpa.updateJob(deps, ctx.user, input) };
    },
    'rpa.jobPause': async (input, ctx) => {
      target(ctx, input.id);
      return { success: true, item: (await rpa.actOnJob(deps, ctx.user, 'pause', input))! };
    },
    'rpa.jobResume': async (input, ctx) => {
      target(ctx, input.id);
      return { success: true, item: (await rpa.actOnJob(deps, ctx.user, 'resume', input))! };
    },
    'rpa.jobDelete': async (input, ctx) => {
      target(ctx, input.id);
      await rpa.actOnJob(deps, ctx.user, 'delete', input);
      return { success: true };
    },
    'rpa.jobRunNow': async ({ id }, ctx) => {
      target(ctx, id);
      return { success: true, item: await rpa.runNow(deps, ctx.user, id) };
    },
    'rpa.jobHistory': async (input, ctx) => ({
      success: true,
      ...(await rpa.jobHistory(deps, ctx.user, input)),
    }),
    'rpa.runList': async (input, ctx) => ({
      success: true,
      ...(await rpa.listRuns(deps, ctx.user, input)),
    }),
    'rpa.runGet': async (input, ctx) => ({
      success: true,
      ...(await rpa.getRun(deps, ctx.user, input)),
    }),
    'rpa.targetsPreview': async (input, ctx) => {
      const list = await rpa.previewTargets(deps, ctx.user, input);
      return { success: true, total: list.length, list };
    },
  };
}
