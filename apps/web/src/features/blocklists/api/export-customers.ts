import type { CustomerBlock } from '@console/contract/schemas/blocklists';
import { exportList, type ExportFile } from '../../../lib/export/xlsx-export';
import { getCustomers, type CustomerListParams } from './get-customers';

/** The customer blocklist as filtered, in its order, in the reader's language. */
export function exportCustomers(
  params: CustomerListParams,
  t: (key: string) => string,
  formatTime: (iso: string) => string,
): Promise<ExportFile> {
  const label = (key: string) => t(`blocklists.fields.${key}.label`);
  return exportList<CustomerBlock>(
    'customers',
    [
      { key: 'phone', header: label('phone') },
      {
        key: 'status',
        header: label('status'),
        value: (r) => t(`blocklists.statuses.${r.status}`),
      },
      { key: 'reason', header: label('reason'), value: (r) => t(`blocklists.reasons.${r.reason}`) },
      { key: 'reasonText', header: label('reason_text'), width: 40 },
      {
        key: 'actionAt',
        header: label('action_at'),
        width: 20,
        value: (r) => formatTime(r.actionAt),
      },
      { key: 'actionBy', header: label('action_by') },
    ],
    (page, pageSize) => getCustomers({ ...params, page, pageSize }),
  );
}
