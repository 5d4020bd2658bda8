import type { AreaHandlers, Deps } from '../../context';
import * as files from './files.service';
import * as merter from './merter.service';

export function handlers(deps: Deps): AreaHandlers<'merter'> {
  return {
    'merter.upload': async ({ campaign_id }, ctx) => {
      ctx.audit.target = String(campaign_id);
      const item = await files.upload(deps, ctx.user, ctx.lang, campaign_id, ctx.upload);
      return { success: true, item };
    },
    'merter.status': async (q) => ({ success: true, ...(await files.fileStatus(deps, q)) }),
    'merter.result': async ({ file_id }) => ({ file: await files.resultFile(deps, file_id) }),
    'merter.resultLink': async ({ file_id }) => ({ file: await files.resultFile(deps, file_id) }),
    'merter.template': async (_q, ctx) => ({ file: await files.template(ctx.lang) }),
    'merter.apply': async ({ file_id }, ctx) => {
      ctx.audit.target = String(file_id);
      return { success: true, ...(await files.apply(deps, file_id)) };
    },
    'merter.applyAll': async ({ campaign_id }, ctx) => {
      ctx.audit.target = String(campaign_id);
      return { success: true, ...(await files.applyAll(deps, campaign_id)) };
    },
    'merter.terminals': async (q) => ({ success: true, ...(await merter.terminals(deps, q)) }),
    'merter.changeTerminal': async (q, ctx) => {
      ctx.audit.target = `${q.campaign_id}/${q.terminal_id}`;
      return { success: true, item: await merter.changeTerminal(deps, ctx.user, q) };
    },
    'merter.customers': async (q) => ({ success: true, ...(await merter.customers(deps, q)) }),
    'merter.customerTerminals': async (q) => ({
      success: true,
      ...(await merter.customerTerminals(deps, q)),
    }),
    'merter.changeCustomer': async (q, ctx) => {
      ctx.audit.target = String(q.campaign_id);
      return { success: true, item: await merter.changeCustomer(deps, ctx.user, q) };
    },
  };
}
