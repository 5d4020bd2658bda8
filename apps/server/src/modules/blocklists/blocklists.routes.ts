import type { AreaHandlers, Deps } from '../../context';
import * as blocklists from './blocklists.service';

export function handlers(deps: Deps): AreaHandlers<'blocklists'> {
  return {
    'blocklists.customers': async (q) => ({
      success: true,
      ...(await blocklists.listCustomers(deps, q)),
    }),
    'blocklists.customerHistory': async ({ phone }) => ({
      success: true,
      ...(await blocklists.customerHistory(deps, phone)),
    }),
    'blocklists.lockCustomer': async (input, ctx) => {
      ctx.audit.target = input.phone;
      return {
        success: true,
        item: await blocklists.changeCustomer(deps, ctx.user, 'lock', input),
      };
    },
    'blocklists.unlockCustomer': async (input, ctx) => {
      ctx.audit.target = input.phone;
      return {
        success: true,
        item: await blocklists.changeCustomer(deps, ctx.user, 'open', input),
      };
    },
    'blocklists.merchants': async (q) => ({
      success: true,
      ...(await blocklists.listMerchants(deps, q)),
    }),
    'blocklists.terminals': async (q) => ({
      success: true,
      ...(await blocklists.listTerminals(deps, q)),
    }),
    'blocklists.merchantHistory': async (q) => ({
      success: true,
      ...(await blocklists.merchantHistory(deps, q)),
    }),
    'blocklists.lockTerminal': async (input, ctx) => {
      ctx.audit.target = `${input.merchantCode}/${input.terminalCode}`;
      return {
        success: true,
        item: await blocklists.changeTerminal(deps, ctx.user, 'lock', input),
      };
    },
    'blocklists.unlockTerminal': async (input, ctx) => {
      ctx.audit.target = `${input.merchantCode}/${input.terminalCode}`;
      return {
        success: true,
        item: await blocklists.changeTerminal(deps, ctx.user, 'open', input),
      };
    },
    'blocklists.syncTerminal': async ({ merchantCode }, ctx) => {
      ctx.audit.target = merchantCode;
      return { success: true, item: await blocklists.syncTerminals(deps, merchantCode) };
    },
  };
}
