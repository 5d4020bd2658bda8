import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Placeholders for the children screen's Settings (5) and Softwares (6) tabs. The agents area
 * replaces this file with the real tabs; the props stay `{ parentId }`.
 */
export function AgentSettingsTab({ parentId }: { parentId: number }) {
  const { t } = useTranslation();
  return <Empty description={t('parents.messages.agents_soon')} data-parent={parentId} />;
}

export function AgentSoftwareTab({ parentId }: { parentId: number }) {
  const { t } = useTranslation();
  return <Empty description={t('parents.messages.agents_soon')} data-parent={parentId} />;
}
