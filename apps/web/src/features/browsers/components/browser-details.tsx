import type { BlockedBrowser } from '@console/contract/schemas/browsers';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { useDateTime } from '../../../lib/format/use-date-time';

const TEXT_FIELDS = [
  'id',
  'browser_name',
  'file_name',
  'original_name',
  'file_description',
] as const;

export function BrowserDetails({ browser }: { browser: BlockedBrowser }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const items = [
    ...TEXT_FIELDS.map((field) => ({ key: field, children: String(browser[field]) || '—' })),
    { key: 'created_at', children: formatTime(browser.created_at) },
    { key: 'updated_at', children: formatTime(browser.updated_at) },
  ].map((item) => ({ ...item, label: t(`browsers.fields.${item.key}.label`) }));
  return <DetailList items={items} />;
}
