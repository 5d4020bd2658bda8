import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { timerWindow, type TimerWindow } from '@console/contract/schemas/parents';
import { WEEKDAYS } from '@console/contract/routes/areas/parents';
import { Button, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FullPageSpin } from '../../../components/full-page-spin';
import { LoadError } from '../../../components/load-error';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { notifySuccess } from '../../../lib/notify';
import { useSetTimer, useTimer } from '../api/timer';

const { shape } = timerWindow;

/** The windows as rows (weekday, start, end), saved together. */
export function TimerForm({ staffId }: { staffId: number }) {
  const { t } = useTranslation();
  const timer = useTimer(staffId);
  const save = useSetTimer();
  const [form] = Form.useForm<{ windows: TimerWindow[] }>();
  if (timer.isPending) return <FullPageSpin />;
  if (timer.isError) return <LoadError onRetry={() => void timer.refetch()} />;
  const submit = ({ windows }: { windows?: TimerWindow[] }) =>
    save.mutateAsync({ staff_id: staffId, windows: windows ?? [] }).then(
      () => notifySuccess(t('parents.messages.timer_saved')),
      (error: unknown) => showFieldErrors(form, error),
    );
  return (
    <Form
      form={form}
      name={`timer-${staffId}`}
      noValidate
      initialValues={{ windows: timer.data.windows }}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => clearChangedErrors(form)}
    >
      <Form.List name="windows">
        {(rows, { add, remove }) => (
          <Flex vertical gap={4}>
            {rows.map(({ key, name }) => (
              <Flex key={key} gap="small" wrap align="start">
                <Form.Item name={[name, 'weekday']} rules={[zodRule(shape.weekday)]}>
                  <Select
                    style={{ width: 140 }}
                    aria-label={t('parents.fields.weekday.label')}
                    options={WEEKDAYS.map((d) => ({ value: d, label: t(`parents.weekdays.${d}`) }))}
                  />
                </Form.Item>
                <Form.Item name={[name, 'start']} rules={[zodRule(shape.start)]}>
                  <Input
                    style={{ width: 100 }}
                    placeholder="08:00"
                    aria-label={t('parents.fields.start.label')}
                  />
                </Form.Item>
                <Form.Item name={[name, 'end']} rules={[zodRule(shape.end)]}>
                  <Input
                    style={{ width: 100 }}
                    placeholder="17:00"
                    aria-label={t('parents.fields.end.label')}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={t('parents.actions.remove_window')}
                  onClick={() => remove(name)}
                />
              </Flex>
            ))}
            <Flex gap="small">
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ weekday: 'mon', start: '08:00', end: '17:00' })}
              >
                {t('parents.actions.add_window')}
              </Button>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('buttons.save')}
              </Button>
            </Flex>
          </Flex>
        )}
      </Form.List>
    </Form>
  );
}
