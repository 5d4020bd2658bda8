import type { StaffUser } from '@console/contract/schemas/parents';
import { RUN_MODES } from '@console/contract/routes/areas/parents';
import type { RuleKind } from '@console/contract/schemas/rules';
import { Flex, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumns } from '../../../components/list-table';
import { useStaffList } from '../api/get-staff-list';
import { useRuleGroups } from '../api/rule-groups';
import { useStaffChange } from '../api/update-staff';
import { RuleGroups } from './rule-groups';
import { StaffModeSwitch } from './staff-mode-switch';

const ADD = {
  blacklist: 'parents.blacklistAdd',
  whitelist: 'parents.whitelistAdd',
  blocklist: 'parents.blocklistAdd',
} as const;

/**
 * Black list (2), White list (3), Block app (4): per staff user the group of the tab's kind and
 * the run mode, each saved at once; the tab mode (web) or notification mode (apps) beside them;
 * then the groups themselves.
 */
export function RuleTab({ kind, parentId }: { kind: RuleKind; parentId: number }) {
  const { t } = useTranslation();
  const staff = useStaffList(parentId);
  const groups = useRuleGroups(kind, parentId);
  const assign = useStaffChange(ADD[kind]);
  const runMode = useStaffChange('parents.runModeSet', (row, { mode }) => ({
    ...row,
    run_mode: mode,
  }));
  const tabMode = useStaffChange('parents.tabModeSet', (row, { mode }) => ({
    ...row,
    tab_action: mode,
  }));
  const notification = useStaffChange('parents.notificationModeSet', (row, { mode }) => ({
    ...row,
    notification_mode: mode,
  }));
  const label = (key: string) => t(`parents.fields.${key}.label`);
  const columns: ListColumns<StaffUser> = [
    { key: 'user_name', dataIndex: 'user_name', title: label('staff_user_name') },
    {
      key: 'group',
      title: label(`group_${kind}`),
      render: (_, row) => (
        <Select
          style={{ minWidth: 160 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={row[`${kind}_id`] ?? undefined}
          placeholder={t('parents.fields.group_none.label')}
          aria-label={t('parents.fields.group_of.label', { name: row.user_name })}
          options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          onChange={(rule_id: number) => assign.mutate({ staff_id: row.id, rule_id })}
        />
      ),
    },
    {
      key: 'run_mode',
      title: label('run_mode'),
      render: (_, row) => (
        <Radio.Group
          value={row.run_mode}
          aria-label={t('parents.fields.run_mode_of.label', { name: row.user_name })}
          onChange={(e) => runMode.mutate({ staff_id: row.id, mode: e.target.value })}
          options={RUN_MODES.map((mode) => ({
            value: mode,
            label: t(`parents.run_modes.${mode}`),
          }))}
        />
      ),
    },
    kind === 'blocklist'
      ? {
          key: 'notification_mode',
          title: label('notification_mode'),
          render: (_, row) => (
            <StaffModeSwitch
              row={row}
              field="notification_mode"
              modes={['toast', 'hide']}
              onChange={(mode) => notification.mutate({ staff_id: row.id, mode })}
            />
          ),
        }
      : {
          key: 'tab_action',
          title: label('tab_action'),
          render: (_, row) => (
            <StaffModeSwitch
              row={row}
              field="tab_action"
              modes={['closetab', 'cover']}
              onChange={(mode) => tabMode.mutate({ staff_id: row.id, mode })}
            />
          ),
        },
  ];
  return (
    <Flex vertical gap="large">
      <ListTable
        columns={columns}
        list={staff.data ?? []}
        loading={staff.isFetching}
        failed={staff.isError}
        onRetry={() => void staff.refetch()}
        paging={false}
        empty={t('parents.messages.no_staff')}
      />
      <RuleGroups kind={kind} parentId={parentId} groups={groups} />
    </Flex>
  );
}
