import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { shortDay } from '../../../lib/format/recent-days';

const NAMED = ['agents.report.today', 'agents.report.yesterday', 'agents.report.day_before'];

interface ReportDaysProps {
  /** The last seven days in the parent's time zone, today first. */
  days: string[];
  value: string;
  onChange: (day: string) => void;
}

/** The day buttons: today, yesterday, the day before yesterday, then DD/M. */
export function ReportDays({ days, value, onChange }: ReportDaysProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange(event.target.value as string)}
      optionType="button"
      aria-label={t('agents.report.day')}
      style={{ display: 'flex', flexWrap: 'wrap', rowGap: 8, marginBottom: 8 }}
      options={days.map((day, back) => ({
        value: day,
        label: NAMED[back] ? t(NAMED[back]) : shortDay(day),
      }))}
    />
  );
}
