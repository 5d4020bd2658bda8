import type { ResponseOf } from '@console/contract/routes';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useCampaignCustomers, useChangeCustomer } from '../api/merter';
import { StatusList } from './status-list';
import { StatusSwitch } from './status-switch';

type Customer = ResponseOf<'merter.customers'>['list'][number];

/** A private campaign's customers by phone, each with an open/locked switch. */
export function CustomersTab({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation();
  const change = useChangeCustomer();

  const save = (row: Customer, open: boolean) =>
    change.mutate(
      { campaignId, phone: row.phone, status: open ? 'open' : 'locked' },
      {
        onSuccess: () =>
          notifySuccess(t(open ? 'merter.messages.opened' : 'merter.messages.locked')),
      },
    );

  return (
    <StatusList<Customer>
      campaignId={campaignId}
      title={t('merter.titles.customers')}
      searchLabel={t('merter.fields.search_phone')}
      rowKey="phone"
      columns={[{ key: 'phone', dataIndex: 'phone', title: t('merter.fields.phone') }]}
      useRows={useCampaignCustomers}
      switchOf={(row) => (
        <StatusSwitch
          status={row.status}
          name={row.phone}
          busy={change.isPending && change.variables?.phone === row.phone}
          question={(open) =>
            t(open ? 'merter.confirm.open_customer' : 'merter.confirm.lock_customer', {
              phone: row.phone,
            })
          }
          onChange={(open) => save(row, open)}
        />
      )}
    />
  );
}
