import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/auth/use-can';

export function UserRowActions({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canView = useCan('user.get');
  const canEdit = useCan('user.update');
  return (
    <Space size={0}>
      {canView && (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={() => void navigate(`/usermanager/${id}`)}
        >
          {t('buttons.view')}
        </Button>
      )}
      {canEdit && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => void navigate(`/usermanager/${id}/edit`)}
        >
          {t('buttons.edit')}
        </Button>
      )}
    </Space>
  );
}
