import type { RuleGroup } from '@console/contract/schemas/rules';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import { useDateTime } from '../../../lib/format/use-date-time';
import { RuleTypeTag } from './rule-type-tag';

/** Type, name, rules and version (spec section 2, app-rule detail). */
export function AppRuleDetails({ group }: { group: RuleGroup }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const items = [
    { key: 'type', children: <RuleTypeTag type={group.type} /> },
    { key: 'name', children: group.name },
    {
      key: 'list',
      children: group.list.length ? (
        <Flex wrap gap={4}>
          {group.list.map((app) => (
            <Tag key={app}>{app}</Tag>
          ))}
        </Flex>
      ) : (
        '—'
      ),
    },
    { key: 'version', children: String(group.version) },
    { key: 'updated_at', children: formatTime(group.updated_at) },
  ].map((item) => ({ ...item, label: t(`rules.fields.${item.key}.label`) }));
  return <DetailList items={items} />;
}
