import type { AreaHandlers, Deps } from '../../context';
import * as clients from './clients.service';
import { applicable, listExposed, quote, terminalOf } from './applicable.service';
import { addCustomers } from './customers.service';
import { getRedemption, listRedemptions } from './reads.service';
import { redeem } from './redeem.service';
import { reverse } from './reverse.service';

export function handlers(deps: Deps): AreaHandlers<'redemption'> {
  return {
    'redemption.expose.list': async (q, ctx) => ({
      success: true,
      ...(await listExposed(deps, ctx.machine, q)),
    }),
    'redemption.expose.detail': async (q, ctx) => ({
      success: true,
      ...(await applicable(deps, ctx.machine, q)),
    }),
    'redemption.expose.terminal': async (q, ctx) => ({
      success: true,
      ...(await terminalOf(deps, ctx.machine, q)),
    }),
    'redemption.expose.addCustomer': async (input, ctx) => {
      ctx.audit.target = String(input.campaignId);
      ctx.audit.actor = { id: null, name: `integration:${ctx.machine.name}` };
      return { success: true, ...(await addCustomers(deps, ctx.machine, input)) };
    },
    'redemption.expose.quote': async (input, ctx) => ({
      success: true,
      ...(await quote(deps, ctx.machine, input, ctx.lang)),
    }),
    'redemption.expose.redeem': async (input, ctx) => ({
      success: true,
      ...(await redeem(deps, ctx.machine, input, ctx.lang)),
    }),
    'redemption.expose.reverse': async (input, ctx) => ({
      success: true,
      ...(await reverse(deps, ctx.machine, input, ctx.lang)),
    }),
    'redemption.expose.get': async ({ transactionId }, ctx) => ({
      success: true,
      ...(await getRedemption(deps, ctx.machine, transactionId)),
    }),
    'redemption.list': async (q) => ({
      success: true,
      ...(await listRedemptions(deps, q)),
    }),
    'redemption.clients.list': async (q) => ({
      success: true,
      ...(await clients.listClients(deps, q)),
    }),
    'redemption.clients.create': async (input, ctx) => {
      const created = await clients.createClient(deps, ctx.user, input);
      ctx.audit.target = String(created.item.id);
      return { success: true, ...created };
    },
    'redemption.clients.rotate': async ({ id }, ctx) => {
      ctx.audit.target = String(id);
      return { success: true, ...(await clients.rotateClient(deps, id)) };
    },
    'redemption.clients.revoke': async ({ id }, ctx) => {
      ctx.audit.target = String(id);
      return { success: true, ...(await clients.revokeClient(deps, id)) };
    },
  };
}
