import type { AreaHandlers, Deps } from '../../context';
import { createDraft, createFull, editCampaign } from './drafts.service';
import { decideExtension, requestExtension } from './extensions.service';
import { budgetOf, getCampaign, listCampaigns } from './reads.service';
import { syncMerchant, syncTerminals } from './sync.service';
import { act } from './transitions.service';

export function handlers(deps: Deps): AreaHandlers<'campaigns'> {
  /** An action of the campaign machine, its target in the audit row. */
  const action =
    (name: Parameters<typeof act>[2]) =>
    async (
      input: { id: number; version?: number | undefined; reason?: string },
      ctx: { user: Parameters<typeof act>[1]; audit: { target?: string } },
    ) => {
      ctx.audit.target = String(input.id);
      return { success: true as const, item: await act(deps, ctx.user, name, input) };
    };
  return {
    'campaigns.list': async (q) => ({ success: true, ...(await listCampaigns(deps, q)) }),
    'campaigns.get': async ({ id }) => ({
      success: true,
      ...(await getCampaign(deps, id)),
    }),
    'campaigns.budget': async ({ id }) => ({
      success: true,
      ...(await budgetOf(deps, id)),
    }),
    'campaigns.create': async (header, ctx) => {
      const item = await createDraft(deps, ctx.user, header);
      ctx.audit.target = String(item.id);
      return { success: true, item };
    },
    'campaigns.createFull': async (input, ctx) => {
      const item = await createFull(deps, ctx.user, input);
      ctx.audit.target = String(item.id);
      return { success: true, item };
    },
    'campaigns.edit': async (input, ctx) => {
      ctx.audit.target = String(input.id);
      return { success: true, item: await editCampaign(deps, ctx.user, input) };
    },
    'campaigns.submit': action('submit'),
    'campaigns.submitNoUpdate': action('submitNoUpdate'),
    'campaigns.cancelSubmit': action('cancelSubmit'),
    'campaigns.approve': action('approve'),
    'campaigns.reject': action('reject'),
    'campaigns.lock': action('lock'),
    'campaigns.unlock': action('unlock'),
    'campaigns.stop': action('stop'),
    'campaigns.extend': async (input, ctx) => {
      ctx.audit.target = String(input.id);
      return { success: true, ...(await requestExtension(deps, ctx.user, input)) };
    },
    'campaigns.approveExtension': async (input, ctx) => {
      ctx.audit.target = String(input.id);
      const item = await decideExtension(deps, ctx.user, 'approveExtension', input);
      return { success: true, item };
    },
    'campaigns.rejectExtension': async (input, ctx) => {
      ctx.audit.target = String(input.id);
      const item = await decideExtension(deps, ctx.user, 'rejectExtension', input);
      return { success: true, item };
    },
    'campaigns.syncMerchant': async (input, ctx) => {
      ctx.audit.target = String(input.id);
      return { success: true, item: await syncMerchant(deps, ctx.user, input) };
    },
    'campaigns.syncTerminal': async (input, ctx) => {
      ctx.audit.target = String(input.id);
      return { success: true, ...(await syncTerminals(deps, ctx.user, input)) };
    },
  };
}
