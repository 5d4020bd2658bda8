import type { BlockStatus } from '@console/contract/schemas/blocklists';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function BlockStatusTag({ status }: { status: BlockStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'locked' ? 'red' : 'green'}>{t(`blocklists.statuses.${status}`)}</Tag>
  );
}
