import type { Deps, Handlers } from '../../context';
import { listCodeSales } from '../sales/sales.service';
import * as promotions from './promotions.service';

type PromotionRoutes =
  | 'promotions.list'
  | 'promotions.listMine'
  | 'promotions.create'
  | 'promotions.get'
  | 'promotions.getMine'
  | 'promotions.count'
  | 'promotions.countMine'
  | 'promotions.edit'
  | 'promotions.sales'
  | 'promotions.salesMine';

export function promotionHandlers(deps: Deps): Handlers<PromotionRoutes> {
  const { db } = deps;
  const mine = promotions.ownerEmail;
  return {
    'promotions.list': async (q) => ({
      success: true,
      ...(await promotions.listPromotions(deps, q)),
    }),
    'promotions.listMine': async (q, ctx) => ({
      success: true,
      ...(await promotions.listPromotions(deps, q, await mine(db, ctx.user))),
    }),
    'promotions.create': async (fields, ctx) => {
      ctx.audit.target = fields.code;
      return { success: true, item: await promotions.createPromotion(deps, ctx.user, fields) };
    },
    'promotions.get': async ({ code }) => ({
      success: true,
      item: promotions.toPromotion(await promotions.findPromotion(db, code)),
    }),
    'promotions.getMine': async ({ code }, ctx) => ({
      success: true,
      item: promotions.toPromotion(
        await promotions.findPromotion(db, code, await mine(db, ctx.user)),
      ),
    }),
    'promotions.count': async ({ code }) => ({
      success: true,
      ...(await promotions.countSales(deps, code)),
    }),
    'promotions.countMine': async ({ code }, ctx) => ({
      success: true,
      ...(await promotions.countSales(deps, code, await mine(db, ctx.user))),
    }),
    'promotions.edit': async (fields, ctx) => {
      ctx.audit.target = fields.code;
      return { success: true, item: await promotions.editPromotion(deps, fields) };
    },
    'promotions.sales': async (q) => ({ success: true, ...(await listCodeSales(deps, q)) }),
    'promotions.salesMine': async (q, ctx) => ({
      success: true,
      ...(await listCodeSales(deps, q, {
        email: await mine(db, ctx.user),
        salesmanId: ctx.user.id,
      })),
    }),
  };
}
