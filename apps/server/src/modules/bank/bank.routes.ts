import type { BankListRequest, ParsedBankEdit } from '@console/contract/schemas/bank';
import type { AreaHandlers, AuthUser, Deps, RequestContext } from '../../context';
import * as bank from './bank.service';
import * as catalogue from './catalogue.service';

type Ctx = RequestContext & { user: AuthUser };

/** The *_mine calls are the general ones scoped to the signed-in user's own rows. */
export function handlers(deps: Deps): AreaHandlers<'bank'> {
  const list = (mine: boolean) => async (q: BankListRequest, ctx: Ctx) => ({
    success: true as const,
    ...(await bank.listBank(deps, bank.scopeOf(ctx.user, mine), q)),
  });
  const get =
    (mine: boolean) =>
    async ({ id }: { id: number }, ctx: Ctx) => ({
      success: true as const,
      item: await bank.getBank(deps, bank.scopeOf(ctx.user, mine), id),
    });
  const edit =
    (mine: boolean) =>
    async ({ id, ...fields }: ParsedBankEdit, ctx: Ctx) => {
      ctx.audit.target = String(id);
      const item = await bank.editBank(deps, bank.scopeOf(ctx.user, mine), id, fields);
      return { success: true as const, item };
    };
  return {
    'bank.list': list(false),
    'bank.listMine': list(true),
    'bank.get': get(false),
    'bank.getMine': get(true),
    'bank.edit': edit(false),
    'bank.editMine': edit(true),
    'bank.add': async ({ user_name, ...fields }, ctx) => {
      const item = await bank.addBank(deps, ctx.user, fields, user_name);
      ctx.audit.target = String(item.id);
      return { success: true, item };
    },
    'bank.catalogueList': async (q) => ({ success: true, ...catalogue.listCatalogue(q) }),
    'bank.catalogueGet': async ({ code }) => ({
      success: true,
      item: catalogue.getCatalogueBank(code),
    }),
    'bank.addMine': async ({ bank_name, bank_number, bank_holder }, ctx) => {
      const fields = { bank_name, bank_number, bank_holder };
      const item = await bank.addBank(deps, ctx.user, fields, null);
      ctx.audit.target = String(item.id);
      return { success: true, item };
    },
  };
}
