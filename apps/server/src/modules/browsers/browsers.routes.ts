import type { AreaHandlers, Deps } from '../../context';
import * as browsers from './browsers.service';

export function handlers(deps: Deps): AreaHandlers<'browsers'> {
  return {
    'browsers.list': async (q) => ({ success: true, ...(await browsers.listBrowsers(deps, q)) }),
    'browsers.get': async ({ id }) => ({
      success: true,
      item: await browsers.getBrowser(deps, id),
    }),
    'browsers.create': async (fields, ctx) => {
      const item = await browsers.createBrowser(deps, ctx.user, fields);
      ctx.audit.target = String(item.id);
      return { success: true, item };
    },
    'browsers.edit': async ({ id, ...fields }, ctx) => {
      ctx.audit.target = String(id);
      return { success: true, item: await browsers.editBrowser(deps, ctx.user, id, fields) };
    },
    'browsers.delete': async ({ id }, ctx) => {
      ctx.audit.target = String(id);
      await browsers.deleteBrowser(deps, id);
      return { success: true };
    },
    'browsers.apply': async (_input, ctx) => {
      const result = await browsers.applyBrowserRules(deps, ctx.user);
      ctx.audit.target = `version ${result.item.version}`;
      return { success: true, ...result };
    },
  };
}
