import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/auth/use-can';
import { linkTo } from '../../../lib/paths';

/** No rows: either the search found nothing, or there is nothing yet and creating is the next step. */
export function BrowsersEmpty({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canCreate = useCan('browsers.create');
  if (keyword) {
    return <Empty description={t('browsers.messages.no_match', { keyword })} />;
  }
  return (
    <Empty description={t('browsers.messages.empty')}>
      {canCreate && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(linkTo('browsers.create'))}
        >
          {t('browsers.actions.create_first')}
        </Button>
      )}
    </Empty>
  );
}
