import type { RuleGroup } from '@console/contract/schemas/rules';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function RuleTypeTag({ type }: Pick<RuleGroup, 'type'>) {
  const { t } = useTranslation();
  return <Tag color={type === 'global' ? 'blue' : 'green'}>{t(`rules.types.${type}`)}</Tag>;
}
