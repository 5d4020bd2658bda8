import type { User } from '@console/contract/schemas/users';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { licenceProgress } from '../utils/licence-progress';

export function LicenceBar({ user }: { user: User }) {
  const { t } = useTranslation();
  const percent = licenceProgress(user.subscription_begin, user.subscription_end);
  return (
    <Progress
      percent={percent}
      format={(value) => `${(value ?? 0).toFixed(2)}%`}
      status={percent >= 100 ? 'exception' : 'active'}
      aria-label={t('users.fields.licence_progress.label')}
    />
  );
}
