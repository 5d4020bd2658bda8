import { RPA_SCHEDULES, RPA_WEEKDAYS, type RpaSchedule } from '@console/contract/schemas/rpa';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckboxGroup } from '../../../components/checkbox-group';
import { DatePicker, TimePicker } from '../../../components/date-picker';
import { TimeZoneSelect } from '../../../components/time-zone-select';

/** When: now, at a time, daily or weekly at a time of day, or by cron; each read in a zone. */
export function ScheduleFields({ schedule }: { schedule: RpaSchedule | undefined }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`rpa.fields.${key}.label`);
  return (
    <>
      <Form.Item name="schedule" label={label('schedule')} required>
        <Radio.Group
          options={RPA_SCHEDULES.map((value) => ({ value, label: t(`rpa.schedules.${value}`) }))}
        />
      </Form.Item>
      {schedule === 'at' && (
        <Form.Item name="run_at" label={label('run_at')} htmlFor="rpa-run-at" required>
          <DatePicker id="rpa-run-at" showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      )}
      {(schedule === 'daily' || schedule === 'weekly') && (
        <Form.Item name="time" label={label('time')} htmlFor="rpa-time" required>
          <TimePicker id="rpa-time" format="HH:mm" />
        </Form.Item>
      )}
      {schedule === 'weekly' && (
        <Form.Item name="days" label={<span id="rpa-days-label">{label('days')}</span>} required>
          <CheckboxGroup
            labelId="rpa-days-label"
            options={RPA_WEEKDAYS.map((day) => ({ value: day, label: t(`rpa.weekdays.${day}`) }))}
          />
        </Form.Item>
      )}
      {schedule === 'cron' && (
        <Form.Item
          name="cron"
          label={label('cron')}
          extra={t('rpa.fields.cron.help')}
          htmlFor="rpa-cron"
          required
        >
          <Input id="rpa-cron" placeholder="0 7 * * 1-5" style={{ maxWidth: 240 }} />
        </Form.Item>
      )}
      {schedule !== 'now' && (
        <Form.Item name="timezone" label={label('timezone')} htmlFor="rpa-timezone" required>
          <TimeZoneSelect id="rpa-timezone" allowClear={false} style={{ maxWidth: 320 }} />
        </Form.Item>
      )}
    </>
  );
}
