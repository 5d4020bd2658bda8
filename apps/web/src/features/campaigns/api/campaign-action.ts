import type { CampaignAction } from '@console/contract/machines/campaign';
import type { RouteId } from '@console/contract/routes';
import type { CampaignItem } from '@console/contract/schemas/campaigns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { invalidateQueriesOf } from '../../../lib/api/query-keys';

/** The actions a person takes from the detail page, and the call of each. */
export const ACTION_ROUTES = {
  submit: 'campaigns.submit',
  submitNoUpdate: 'campaigns.submitNoUpdate',
  cancelSubmit: 'campaigns.cancelSubmit',
  approve: 'campaigns.approve',
  reject: 'campaigns.reject',
  lock: 'campaigns.lock',
  unlock: 'campaigns.unlock',
  stop: 'campaigns.stop',
  approveExtension: 'campaigns.approveExtension',
  rejectExtension: 'campaigns.rejectExtension',
  syncMerchant: 'campaigns.syncMerchant',
  syncTerminal: 'campaigns.syncTerminal',
} as const satisfies Partial<Record<CampaignAction, RouteId>>;
export type PersonAction = keyof typeof ACTION_ROUTES;

export interface ActionInput {
  action: PersonAction;
  id: number;
  /** The version the person saw: a change made meanwhile by someone else is refused (409). */
  version: number;
  reason?: string;
}

export async function takeAction({
  action,
  id,
  version,
  reason,
}: ActionInput): Promise<{ item: CampaignItem; added?: number }> {
  const input = { id, version, ...(reason !== undefined && { reason }) };
  return (await callApi(ACTION_ROUTES[action], input as never)) as {
    item: CampaignItem;
    added?: number;
  };
}

export function useCampaignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeAction,
    onSettled: () =>
      Promise.all([
        invalidateQueriesOf(queryClient, 'campaigns.list'),
        invalidateQueriesOf(queryClient, 'campaigns.get'),
      ]),
  });
}
