import { CAMPAIGN_TYPES } from '@console/contract/constants';
import type { IntegrationClient } from '@console/contract/schemas/redemption';
import { Button, Card, Checkbox, Flex, Form, Input, Tag } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPart, useOpenedOnce } from '../../../components/lazy-part';
import { ListTable } from '../../../components/list-table';
import { PageTitle } from '../../../components/page-title';
import { Select } from '../../../components/select';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { useDateTime } from '../../../lib/format/use-date-time';
import { notifySuccess } from '../../../lib/notify';
import { useSubmitGuard } from '../../../lib/forms/use-submit-guard';
import { useConfirm } from '../../../lib/use-confirm';
import {
  useCampaignChoices,
  useCreateClient,
  useIntegrationClients,
  useRevokeClient,
  useRotateClient,
} from '../api/redemption-api';

interface CreateValues {
  name: string;
  campaignTypes?: string[];
  campaignIds?: number[];
}

/** The key dialog (and antd's Typography) loads when a key is first shown. */
const KeyModal = lazyPart(() => import('../components/key-modal').then((m) => m.KeyModal), null);

/** Campaigns picked by name or code, searched on the server as the user types. */
function CampaignPicker(props: { value?: number[]; onChange?: (ids: number[]) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const choices = useCampaignChoices(useDeferredValue(keyword));
  // The names of campaigns picked under an earlier search stay known to their tags.
  const [known, setKnown] = useState(new Map<number, string>());
  const options = (choices.data?.list ?? []).map((c) => ({
    value: c.id,
    label: `${c.code} — ${c.name}`,
  }));
  return (
    <Select
      {...props}
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={choices.isFetching}
      notFoundContent={choices.isFetching ? null : t('redemption.messages.no_campaign')}
      placeholder={t('redemption.messages.ids_help')}
      options={options}
      labelRender={({ value }) => known.get(Number(value)) ?? `#${value}`}
      onChange={(ids) => {
        setKnown((map) => new Map([...map, ...options.map((o) => [o.value, o.label] as const)]));
        setKeyword('');
        props.onChange?.(ids);
      }}
    />
  );
}

function CreateForm({ onCreated }: { onCreated: (name: string, key: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const create = useCreateClient();
  const guard = useSubmitGuard();
  const submit = guard(async (values: CreateValues) => {
    const campaignIds = values.campaignIds ?? [];
    try {
      const answer = await create.mutateAsync({
        name: values.name ?? '',
        campaignTypes: (values.campaignTypes ?? []) as never,
        campaignIds,
      });
      form.resetFields();
      onCreated(answer.item.name, answer.key);
    } catch (error) {
      showFieldErrors(form, error);
    }
  });
  return (
    <Form
      form={form}
      name="integration-client"
      layout="vertical"
      onFinish={submit}
      onValuesChange={() => clearChangedErrors(form)}
    >
      <Form.Item name="name" label={t('redemption.fields.name')} required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="campaignTypes" label={t('redemption.fields.campaignTypes')}>
        <Checkbox.Group
          options={CAMPAIGN_TYPES.map((type) => ({
            value: type,
            label: t(`campaigns.types.${type}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="campaignIds" label={t('redemption.fields.campaignIds')}>
        <CampaignPicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {t('redemption.actions.create')}
      </Button>
    </Form>
  );
}

/** Integration clients: payment systems that redeem campaigns, with their keys. */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const confirm = useConfirm();
  const clients = useIntegrationClients();
  const rotate = useRotateClient();
  const revoke = useRevokeClient();
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  const keyOpened = useOpenedOnce(shown !== null);

  const onRotate = async (client: IntegrationClient) => {
    const ok = await confirm({
      title: t('redemption.confirm.rotate', { name: client.name }),
      okText: t('redemption.actions.rotate'),
      danger: true,
    });
    if (!ok) return;
    const answer = await rotate.mutateAsync(client.id);
    setShown({ name: answer.item.name, key: answer.key });
  };
  const onRevoke = async (client: IntegrationClient) => {
    const ok = await confirm({
      title: t('redemption.confirm.revoke', { name: client.name }),
      okText: t('redemption.actions.revoke'),
      danger: true,
    });
    if (!ok) return;
    await revoke.mutateAsync(client.id);
    notifySuccess(t('redemption.messages.revoked'));
  };

  const scope = (c: IntegrationClient) =>
    [
      c.campaignTypes.length > 0 &&
        t('redemption.messages.all_of_type', {
          types: c.campaignTypes.map((type) => t(`campaigns.types.${type}`)).join(', '),
        }),
      c.campaignIds.length > 0 &&
        t('redemption.messages.campaigns', { ids: c.campaignIds.join(', ') }),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <>
      <PageTitle title={t('redemption.titles.clients')} />
      <Flex vertical gap="middle">
        <Card title={t('redemption.actions.create')}>
          <CreateForm
            onCreated={(name, key) => {
              notifySuccess(t('redemption.messages.created'));
              setShown({ name, key });
            }}
          />
        </Card>
        <Card>
          <ListTable<IntegrationClient>
            loading={clients.isLoading}
            failed={clients.isError}
            onRetry={() => void clients.refetch()}
            list={clients.data?.list ?? []}
            paging={false}
            scrollX="max-content"
            empty={t('redemption.messages.none')}
            columns={[
              { key: 'name', title: t('redemption.fields.name'), dataIndex: 'name' },
              { key: 'scope', title: t('redemption.fields.scope'), render: (_, c) => scope(c) },
              { key: 'createdBy', title: t('redemption.fields.createdBy'), dataIndex: 'createdBy' },
              {
                key: 'createdAt',
                title: t('redemption.fields.createdAt'),
                render: (_, c) => formatTime(c.createdAt),
              },
              {
                key: 'lastUsedAt',
                title: t('redemption.fields.lastUsedAt'),
                render: (_, c) =>
                  c.lastUsedAt ? formatTime(c.lastUsedAt) : t('redemption.messages.never'),
              },
              {
                key: 'status',
                title: t('redemption.fields.status'),
                render: (_, c) =>
                  c.revokedAt ? (
                    <Tag>{t('redemption.states.revoked')}</Tag>
                  ) : (
                    <Tag color="green">{t('redemption.states.active')}</Tag>
                  ),
              },
              {
                key: 'actions',
                title: t('common.actions'),
                render: (_, c) =>
                  c.revokedAt ? null : (
                    <Flex gap="small" wrap>
                      <Button size="small" onClick={() => void onRotate(c)}>
                        {t('redemption.actions.rotate')}
                      </Button>
                      <Button size="small" danger onClick={() => void onRevoke(c)}>
                        {t('redemption.actions.revoke')}
                      </Button>
                    </Flex>
                  ),
              },
            ]}
          />
        </Card>
      </Flex>
      {keyOpened && <KeyModal shown={shown} onClose={() => setShown(null)} />}
    </>
  );
}
