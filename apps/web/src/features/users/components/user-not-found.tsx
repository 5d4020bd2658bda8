import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { linkTo } from '../../../lib/paths';

export function UserNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('errors.users.not_found')}
      extra={
        <Button type="primary" onClick={() => void navigate(linkTo('users.manager'))}>
          {t('users.actions.back_to_list')}
        </Button>
      }
    />
  );
}
