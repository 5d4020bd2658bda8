import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('common.messages.load_failed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('buttons.retry')}
        </Button>
      }
    />
  );
}
