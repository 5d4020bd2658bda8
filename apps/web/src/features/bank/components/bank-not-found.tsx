import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function BankNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('errors.bank.not_found')}
      extra={
        <Button type="primary" onClick={() => void navigate('/bank')}>
          {t('bank.actions.back_to_list')}
        </Button>
      }
    />
  );
}
