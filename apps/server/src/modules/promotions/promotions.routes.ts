import type { AreaHandlers, Deps } from '../../context';
import { listCodeSales } from './code-sales.service';
import * as promotions from './promotions.service';

export function handlers(deps: Deps): AreaHandlers<'promotions'> {
  const { db, clock } = deps;
  const mine = promotions.ownerEmail;
  const answer = (row: Awaited<ReturnType<typeof promotions.findPromotion>>) => ({
    success: true as const,
    item: promotions.toPromotion(row, clock.now()),
  });
  return {
    'promotions.list': async (q) => ({
      success: true,
      ...(await promotions.listPromotions(deps, q)),
    }),
    'promotions.listMine': async (q, ctx) => ({
      success: true,
      ...(await promotions.listPromotions(deps, q, mine(ctx.user))),
    }),
    'promotions.create': async (fields, ctx) => {
      ctx.audit.target = fields.code;
      return { success: true, item: await promotions.createPromotion(deps, ctx.user, fields) };
    },
    'promotions.get': async ({ code }) => answer(await promotions.findPromotion(db, code)),
    'promotions.getMine': async ({ code }, ctx) =>
      answer(await promotions.findPromotion(db, code, mine(ctx.user))),
    'promotions.count': async ({ code }) => ({
      success: true,
      ...(await promotions.countSales(deps, code)),
    }),
    'promotions.countMine': async ({ code }, ctx) => ({
      success: true,
      ...(await promotions.countSales(deps, code, mine(ctx.user))),
    }),
    'promotions.edit': async (fields, ctx) => {
      ctx.audit.target = fields.code;
      return { success: true, item: await promotions.editPromotion(deps, ctx.user, fields) };
    },
    'promotions.sales': async (q) => ({ success: true, ...(await listCodeSales(deps, q)) }),
    'promotions.salesMine': async (q, ctx) => ({
      success: true,
      ...(await listCodeSales(deps, q, {
        email: mine(ctx.user),
        salesmanId: ctx.user.id,
      })),
    }),
  };
}
