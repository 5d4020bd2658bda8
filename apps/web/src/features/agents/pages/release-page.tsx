import { setLatestVersionRequest } from '@console/contract/schemas/agents';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { zodRule } from '../../../lib/forms/zod-rule';
import { notifySuccess } from '../../../lib/notify';
import { useLatestVersion } from '../api/agent-access';
import { useSetLatestVersion } from '../api/latest-version';

interface ReleaseValues {
  version: string;
  url: string;
}

/** The admin's screen for the latest Windows agent version and its download link. */
export function ReleasePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReleaseValues>();
  const latest = useLatestVersion();
  const save = useSetLatestVersion();
  const item = latest.data?.item;
  const submit = (values: ReleaseValues) =>
    save
      .mutateAsync(values)
      .then(() => notifySuccess(t('agents.messages.release_saved')))
      .catch((error: unknown) => showFieldErrors(form, error));
  return (
    <>
      <PageTitle title={t('agents.titles.release')} />
      <Card style={{ maxWidth: 640 }}>
        <Alert
          style={{ marginBottom: 16 }}
          type="info"
          showIcon
          message={
            item
              ? t('agents.messages.release_current', { version: item.version, url: item.url })
              : t('agents.messages.release_none')
          }
        />
        <Form
          form={form}
          name="agent-release"
          layout="vertical"
          onFinish={(v) => void submit(v)}
          onValuesChange={() => clearChangedErrors(form)}
          initialValues={item ?? undefined}
          key={item?.updated_at ?? 'none'}
        >
          <Form.Item
            name="version"
            label={t('agents.fields.latest_version')}
            required
            rules={[zodRule(setLatestVersionRequest.shape.version)]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item
            name="url"
            label={t('agents.fields.download_url')}
            required
            rules={[zodRule(setLatestVersionRequest.shape.url)]}
          >
            <Input maxLength={500} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('agents.actions.save')}
          </Button>
        </Form>
      </Card>
    </>
  );
}
