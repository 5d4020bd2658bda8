import type { AreaHandlers, Deps } from '../../context';
import * as files from './files.service';
import * as merter from './merter.service';

export function handlers(deps: Deps): AreaHandlers<'merter'> {
  return {
    'merter.upload': async ({ campaignId }, ctx) => {
      ctx.audit.target = String(campaignId);
      const item = await files.upload(deps, ctx.user, ctx.lang, campaignId, ctx.upload);
      return { success: true, item };
    },
    'merter.status': async (q) => ({ success: true, ...(await files.fileStatus(deps, q)) }),
    'merter.result': async ({ fileId }) => ({ file: await files.resultFile(deps, fileId) }),
    'merter.resultLink': async ({ fileId }) => ({ file: await files.resultFile(deps, fileId) }),
    'merter.template': async (_q, ctx) => ({ file: await files.template(ctx.lang) }),
    'merter.apply': async ({ fileId }, ctx) => {
      ctx.audit.target = String(fileId);
      return { success: true, ...(await files.apply(deps, fileId)) };
    },
    'merter.applyAll': async ({ campaignId }, ctx) => {
      ctx.audit.target = String(campaignId);
      return { success: true, ...(await files.applyAll(deps, campaignId)) };
    },
    'merter.terminals': async (q) => ({ success: true, ...(await merter.terminals(deps, q)) }),
    'merter.changeTerminal': async (q, ctx) => {
      ctx.audit.target = `${q.campaignId}/${q.terminalId}`;
      return { success: true, item: await merter.changeTerminal(deps, ctx.user, q) };
    },
    'merter.customers': async (q) => ({ success: true, ...(await merter.customers(deps, q)) }),
    'merter.customerTerminals': async (q) => ({
      success: true,
      ...(await merter.customerTerminals(deps, q)),
    }),
    'merter.changeCustomer': async (q, ctx) => {
      ctx.audit.target = String(q.campaignId);
      return { success: true, item: await merter.changeCustomer(deps, ctx.user, q) };
    },
  };
}
