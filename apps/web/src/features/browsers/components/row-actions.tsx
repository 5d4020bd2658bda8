import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/auth/use-can';
import { DeleteBrowserButton } from './delete-browser-button';

export function RowActions({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canView = useCan('browser.get');
  const canEdit = useCan('browser.edit');
  const canDelete = useCan('browser.delete');
  return (
    <Space size={0}>
      {canView && (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={() => void navigate(`/browser/${id}`)}
        >
          {t('buttons.view')}
        </Button>
      )}
      {canEdit && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => void navigate(`/browser/${id}/edit`)}
        >
          {t('buttons.edit')}
        </Button>
      )}
      {canDelete && <DeleteBrowserButton id={id} type="link" />}
    </Space>
  );
}
