import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function UserNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('errors.users.not_found')}
      extra={
        <Button type="primary" onClick={() => void navigate('/usermanager')}>
          {t('users.actions.back_to_list')}
        </Button>
      }
    />
  );
}
