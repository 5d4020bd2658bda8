import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { linkTo } from '../../../lib/paths';

export function RuleNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('errors.rules.not_found')}
      extra={
        <Button type="primary" onClick={() => void navigate(linkTo('rules.list'))}>
          {t('rules.actions.back_to_list')}
        </Button>
      }
    />
  );
}
