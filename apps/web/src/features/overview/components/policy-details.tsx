import type { PolicyView } from '@console/contract/schemas/overview';
import { Alert, Descriptions, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/format/use-date-time';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The allowed windows per weekday, from the policy's timer ({"mon": [["08:00", "12:00"]]}). */
function timerWindows(timer: unknown): [string, string[]][] {
  if (!timer || typeof timer !== 'object') return [];
  const days = timer as Record<string, unknown>;
  return WEEKDAYS.flatMap((day) => {
    const list = days[day];
    if (!Array.isArray(list) || list.length === 0) return [];
    const windows = list
      .filter((w): w is [string, string] => Array.isArray(w) && w.length === 2)
      .map(([from, to]) => `${String(from)}–${String(to)}`);
    return windows.length > 0 ? [[day, windows] as [string, string[]]] : [];
  });
}

function Entries({ list, none }: { list: string[]; none: string }) {
  if (list.length === 0) return <Typography.Text type="secondary">{none}</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {list.map((entry) => (
        <Tag key={entry}>{entry}</Tag>
      ))}
    </Flex>
  );
}

interface PolicyDetailsProps {
  view: PolicyView;
  /** The staff user the person picked, when not the one the agent signs in with. */
  pickedStaff?: { id: number; name: string };
}

/** The policy as the agent receives it, its version, and whether and when the agent fetched it. */
export function PolicyDetails({ view, pickedStaff }: PolicyDetailsProps) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const { policy } = view;
  const staff = policy.staff;
  const label = (key: string) => t(`overview.fields.${key}`);
  const none = t('overview.messages.none');
  const yesNo = (value: boolean) => (
    <Tag color={value ? 'green' : undefined}>{t(value ? 'overview.yes' : 'overview.no')}</Tag>
  );
  const windows = timerWindows(staff?.timer);
  return (
    <Flex vertical gap="middle">
      {pickedStaff && staff?.id !== pickedStaff.id && (
        <Alert
          type="warning"
          showIcon
          message={t('overview.messages.not_enabled', {
            name: pickedStaff.name,
            enabled: staff ? staff.full_name || staff.user_name : none,
          })}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={1}
        title={label('version_section')}
        items={[
          {
            key: 'etag',
            label: label('etag'),
            children: (
              <Flex gap="small" wrap align="center">
                <Typography.Text code copyable>
                  {view.etag}
                </Typography.Text>
                <Tag color={view.up_to_date ? 'green' : 'orange'}>
                  {t(
                    view.up_to_date ? 'overview.messages.up_to_date' : 'overview.messages.outdated',
                  )}
                </Tag>
              </Flex>
            ),
          },
          {
            key: 'agent_etag',
            label: label('agent_etag'),
            children: view.agent_etag ? (
              <Typography.Text code>{view.agent_etag}</Typography.Text>
            ) : (
              <Typography.Text type="secondary">
                {t('overview.messages.never_fetched')}
              </Typography.Text>
            ),
          },
          {
            key: 'fetched_at',
            label: label('fetched_at'),
            children: view.fetched_at
              ? formatTime(view.fetched_at)
              : t('overview.messages.never_fetched'),
          },
        ]}
      />
      <Descriptions
        bordered
        size="small"
        column={1}
        title={label('policy_section')}
        items={[
          { key: 'agent', label: label('agent'), children: `${policy.name} (#${policy.agent_id})` },
          {
            key: 'staff',
            label: label('enabled_staff'),
            children: staff ? `${staff.full_name} (${staff.user_name})` : none,
          },
          {
            key: 'run_mode',
            label: label('run_mode'),
            children: staff ? t(`parents.run_modes.${staff.run_mode}`) : none,
          },
          {
            key: 'tab_action',
            label: label('tab_action'),
            children: staff ? t(`parents.tab_actions.${staff.tab_action}`) : none,
          },
          {
            key: 'notification_mode',
            label: label('notification_mode'),
            children: staff ? t(`parents.notification_modes.${staff.notification_mode}`) : none,
          },
          {
            key: 'app_mode',
            label: label('app_mode'),
            children: staff ? t(`parents.app_modes.${staff.app_mode}`) : none,
          },
          {
            key: 'timer',
            label: label('timer'),
            children:
              windows.length === 0 ? (
                <Typography.Text type="secondary">{none}</Typography.Text>
              ) : (
                <Flex vertical gap={2}>
                  {windows.map(([day, list]) => (
                    <span key={day}>
                      {t(`parents.weekdays.${day}`)}: {list.join(', ')}
                    </span>
                  ))}
                </Flex>
              ),
          },
          {
            key: 'blacklist',
            label: label('blacklist'),
            children: <Entries list={policy.rules.blacklist} none={none} />,
          },
          {
            key: 'whitelist',
            label: label('whitelist'),
            children: <Entries list={policy.rules.whitelist} none={none} />,
          },
          {
            key: 'blocklist',
            label: label('blocklist'),
            children: <Entries list={policy.rules.blocklist} none={none} />,
          },
          {
            key: 'block_browser',
            label: label('block_browser'),
            children: yesNo(policy.block_browser),
          },
          {
            key: 'blocked_browsers_version',
            label: label('blocked_browsers_version'),
            children: policy.blocked_browsers_version ?? none,
          },
          { key: 'user_login', label: label('user_login'), children: yesNo(policy.user_login) },
          {
            key: 'latest_version',
            label: label('latest_version'),
            children: policy.latest_version ?? none,
          },
        ]}
      />
    </Flex>
  );
}
