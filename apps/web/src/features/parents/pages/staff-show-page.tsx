import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailActions } from '../../../components/detail-actions';
import { DetailList } from '../../../components/detail-list';
import { PageTitle } from '../../../components/page-title';
import { useDateTime } from '../../../lib/format/use-date-time';
import { linkTo } from '../../../lib/paths';
import { DeleteStaffButton } from '../components/delete-staff-button';
import { StaffLoader } from '../components/staff-loader';
import { staffPageTabPath } from '../hooks/use-staff-params';

export function StaffShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatTime = useDateTime();
  return (
    <StaffLoader>
      {(staff) => {
        const back = staffPageTabPath(staff.admin_id, '7');
        const none = '—';
        const items = [
          { key: 'staff_user_name', children: staff.user_name },
          { key: 'full_name', children: staff.full_name },
          { key: 'run_mode', children: t(`parents.run_modes.${staff.run_mode}`) },
          { key: 'group_blacklist', children: staff.blacklist_name ?? none },
          { key: 'group_whitelist', children: staff.whitelist_name ?? none },
          { key: 'group_blocklist', children: staff.blocklist_name ?? none },
          { key: 'tab_action', children: t(`parents.tab_actions.${staff.tab_action}`) },
          {
            key: 'notification_mode',
            children: t(`parents.notification_modes.${staff.notification_mode}`),
          },
          { key: 'app_mode', children: t(`parents.app_modes.${staff.app_mode}`) },
          { key: 'version', children: String(staff.version) },
          { key: 'updated_at', children: formatTime(staff.updated_at) },
        ].map((item) => ({ ...item, label: t(`parents.fields.${item.key}.label`) }));
        return (
          <>
            <PageTitle
              title={t('parents.titles.show_staff', { name: staff.user_name })}
              extra={
                <DetailActions
                  backPath={back}
                  editPath={linkTo('parents.staffEdit', { id: staff.id })}
                >
                  <DeleteStaffButton staff={staff} onDeleted={() => void navigate(back)} />
                </DetailActions>
              }
            />
            <Card>
              <DetailList items={items} />
            </Card>
          </>
        );
      }}
    </StaffLoader>
  );
}
