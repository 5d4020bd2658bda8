import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { linkTo } from '../../../lib/paths';

export function BankNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('errors.bank.not_found')}
      extra={
        <Button type="primary" onClick={() => void navigate(linkTo('bank.list'))}>
          {t('bank.actions.back_to_list')}
        </Button>
      }
    />
  );
}
