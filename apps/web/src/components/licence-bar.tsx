import { licenceElapsed } from '@console/contract/licence';
import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumbers } from '../lib/format/use-numbers';

/**
 * The licence bar of the user's page and of /children's Parent tab: the share of the licence
 * period's whole days gone (contract/licence.ts), red once it is all gone; an empty grey bar
 * reading "No licence" for an account that never had one.
 */
export function LicenceBar({
  begin,
  end,
  label,
}: {
  begin: string | null;
  end: string | null;
  label: string;
}) {
  const { t } = useTranslation();
  const numbers = useNumbers();
  const percent = licenceElapsed(begin, end);
  if (percent === null) {
    return (
      <Progress
        percent={0}
        status="normal"
        format={() => t('common.licence_none')}
        aria-label={label}
        aria-valuetext={t('common.licence_none')}
      />
    );
  }
  return (
    <Progress
      percent={percent}
      format={(value) => numbers.percent(value ?? 0, 2)}
      status={percent >= 100 ? 'exception' : 'active'}
      aria-label={label}
    />
  );
}
