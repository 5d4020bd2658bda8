import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function BankRowActions({ id, canEdit }: { id: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Space size={0}>
      <Button
        type="link"
        size="small"
        icon={<EyeOutlined />}
        onClick={() => void navigate(`/bank/${id}`)}
      >
        {t('buttons.view')}
      </Button>
      {canEdit && (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => void navigate(`/bank/${id}/edit`)}
        >
          {t('buttons.edit')}
        </Button>
      )}
    </Space>
  );
}
