import { Empty, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffList } from '../api/get-staff-list';
import { TimerForm } from './timer-form';

/** Timer (8): a staff user's allowed windows per weekday, enforced in app mode timer. */
export function TimerTab({ parentId }: { parentId: number }) {
  const { t } = useTranslation();
  const staff = useStaffList(parentId);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = staff.data ?? [];
  const staffId = chosen ?? list[0]?.id ?? null;
  const current = list.find((s) => s.id === staffId);
  if (!staff.isPending && list.length === 0) {
    return <Empty description={t('parents.messages.no_staff')} />;
  }
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center" wrap>
        <Typography.Text>{t('parents.fields.timer_staff.label')}</Typography.Text>
        <Select
          style={{ minWidth: 200 }}
          value={staffId ?? undefined}
          loading={staff.isPending}
          aria-label={t('parents.fields.timer_staff.label')}
          onChange={setChosen}
          options={list.map((s) => ({ value: s.id, label: `${s.user_name} · ${s.full_name}` }))}
        />
        {current && (
          <Typography.Text type="secondary">
            {t('parents.fields.app_mode.label')}: {t(`parents.app_modes.${current.app_mode}`)}
          </Typography.Text>
        )}
      </Flex>
      {staffId !== null && <TimerForm key={staffId} staffId={staffId} />}
    </Flex>
  );
}
