import { UserSwitchOutlined } from '@ant-design/icons';
import { pathId } from '../../../lib/path-id';
import { Button, Card, Empty, Modal } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { useCan } from '../../../lib/auth/use-can';
import { ReportsCards } from '../components/reports-cards';

export type ParentPicker = ComponentType<{ onChoose: (parentId: number) => void }>;

/**
 * /history: employees with `parents.any` pick a parent in a modal (kept as `?parent_id=`), a parent
 * goes straight to his own agents; then one card per agent leads to its agent page. The picker
 * comes from the parents area (app/joins/agents.reports.tsx).
 */
export function ReportsPage({ ParentPicker }: { ParentPicker: ParentPicker }) {
  const { t } = useTranslation();
  const anyParent = useCan('parents.any');
  const me = useCurrentUser().data;
  const [search, setSearch] = useSearchParams();
  const chosen = pathId.safeParse(search.get('parent_id') ?? undefined);
  const parentId = anyParent ? (chosen.success ? chosen.data : null) : (me?.id ?? null);
  const [picking, setPicking] = useState(anyParent && parentId === null);
  const choose = (id: number) => {
    setSearch(new URLSearchParams({ parent_id: String(id) }));
    setPicking(false);
  };
  return (
    <>
      <PageTitle
        title={t('agents.titles.reports')}
        extra={
          anyParent && (
            <Button icon={<UserSwitchOutlined />} onClick={() => setPicking(true)}>
              {t('agents.reports.pick_parent')}
            </Button>
          )
        }
      />
      <Card>
        {parentId === null ? (
          <Empty description={t('agents.reports.no_parent')} />
        ) : (
          <ReportsCards parentId={parentId} />
        )}
      </Card>
      {anyParent && (
        <Modal
          open={picking}
          title={t('agents.reports.pick_parent')}
          footer={null}
          onCancel={() => setPicking(false)}
          destroyOnHidden
        >
          <ParentPicker onChoose={choose} />
        </Modal>
      )}
    </>
  );
}
