import type { AreaHandlers, Deps } from '../../context';
import * as sales from './sales.service';

export function handlers(deps: Deps): AreaHandlers<'sales'> {
  return {
    'sales.list': async (q) => ({ success: true, ...(await sales.listSales(deps, q)) }),
    'sales.salesmen': async ({ keyword }) => ({
      success: true,
      list: await sales.searchSalesmen(deps, keyword),
    }),
    'sales.listMine': async (q, ctx) => ({
      success: true,
      ...(await sales.listMySales(deps, q, ctx.user.id)),
    }),
  };
}
