import { IMPORT_FILE_MAX_BYTES } from '@console/contract/constants';
import type { ImportFileStatus } from '@console/contract/constants-merter';
import { MERTER_CAMPAIGN_STATES } from '@console/contract/machines/merter';
import type { CampaignItem } from '@console/contract/schemas/campaigns';
import type { MerterFile } from '@console/contract/schemas/merter';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { lazyPart } from '../../../components/lazy-part';
import { ListTable, type ListColumns } from '../../../components/list-table';
import { useCan } from '../../../lib/auth/use-can';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useNumbers } from '../../../lib/format/use-numbers';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useConfirm } from '../../../lib/use-confirm';
import { downloadFile } from '../api/file-transfer';
import { useApply, useApplyAll, useMerterFiles, useUpload } from '../api/merter';
import { SecondaryText } from '../../../components/secondary-text';

/** The drop zone (antd's Upload, 10 KB gzip) loads only for a campaign that takes files now. */
const UploadDragger = lazyPart(() => import('./upload-dragger').then((m) => m.UploadDragger));

const STATUS_COLORS: Record<ImportFileStatus, string> = {
  pending: 'default',
  processing: 'blue',
  done: 'green',
  error: 'red',
};

export function FilesTab({ campaign }: { campaign: Pick<CampaignItem, 'id' | 'state'> }) {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const numbers = useNumbers();
  const confirm = useConfirm();
  const canWrite = useCan('merter.write');
  const changeable = (MERTER_CAMPAIGN_STATES as readonly string[]).includes(campaign.state);
  const files = useMerterFiles(campaign.id);
  const upload = useUpload();
  const apply = useApply();
  const applyAll = useApplyAll();
  const list = files.data?.list ?? [];
  const busy = list.some((f) => f.status === 'pending' || f.status === 'processing');

  const pick = (file: File) => {
    if (!/\.xlsx$/i.test(file.name)) notifyError(t('errors.merter.invalid_format'));
    else if (file.size > IMPORT_FILE_MAX_BYTES) notifyError(t('errors.merter.file_too_large'));
    else {
      upload.mutate(
        { campaignId: campaign.id, file },
        { onSuccess: () => notifySuccess(t('merter.messages.uploaded')) },
      );
    }
    return false;
  };

  const applied = (answer: { added: number }) =>
    notifySuccess(t('merter.messages.applied', { count: answer.added }));

  const askApply = async (file: MerterFile) => {
    const ok = await confirm({
      title: t('merter.confirm.apply', { count: file.valid }),
      okText: t('merter.actions.apply'),
    });
    if (ok) apply.mutate(file.id, { onSuccess: applied });
  };

  const askApplyAll = async () => {
    const ok = await confirm({
      title: t('merter.confirm.apply_all'),
      okText: t('merter.actions.apply_all'),
    });
    if (ok) applyAll.mutate(campaign.id, { onSuccess: applied });
  };

  const columns: ListColumns<MerterFile> = [
    { key: 'fileName', dataIndex: 'fileName', title: t('merter.fields.file'), ellipsis: true },
    {
      key: 'status',
      title: t('merter.fields.status'),
      render: (_, f) => (
        <Tag color={STATUS_COLORS[f.status]}>{t(`merter.statuses.${f.status}`)}</Tag>
      ),
    },
    {
      key: 'progress',
      title: t('merter.fields.progress'),
      width: 160,
      render: (_, f) => (
        <Progress
          percent={f.total ? Math.floor((f.processed / f.total) * 100) : 0}
          size="small"
          // 'normal' when done too: antd's own success status writes "100%" in green, 2.26:1
          // on white, below the 4.5:1 a text needs (WCAG 1.4.3); the Done tag says it is done.
          status={f.status === 'error' ? 'exception' : 'normal'}
          // The figure, also when done (antd shows a bare tick at 100%).
          format={(percent) => numbers.percent(percent ?? 0)}
          aria-label={t('merter.fields.progress')}
        />
      ),
    },
    { key: 'total', title: t('merter.fields.total'), render: (_, f) => numbers.count(f.total) },
    { key: 'valid', title: t('merter.fields.valid'), render: (_, f) => numbers.count(f.valid) },
    {
      key: 'invalid',
      title: t('merter.fields.invalid'),
      render: (_, f) => numbers.count(f.invalid),
    },
    {
      key: 'uploaded',
      title: t('merter.fields.uploaded_at'),
      render: (_, f) => (
        <>
          {formatTime(f.uploadedAt)}
          <br />
          <SecondaryText>{f.uploadedBy}</SecondaryText>
        </>
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, f) =>
        f.status === 'done' && (
          <Space wrap>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() =>
                void downloadFile('merter.resultLink', { fileId: f.id }).catch(() => {})
              }
            >
              {t('merter.actions.result')}
            </Button>
            {canWrite && changeable && (
              <Button
                size="small"
                type={f.appliedAt ? 'default' : 'primary'}
                disabled={f.valid === 0}
                loading={apply.isPending && apply.variables === f.id}
                onClick={() => void askApply(f)}
              >
                {t('merter.actions.apply')}
              </Button>
            )}
            {f.appliedAt && <Tag color="green">{t('merter.fields.applied')}</Tag>}
          </Space>
        ),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <SecondaryText>{t('merter.hints.limits')}</SecondaryText>
      {canWrite && changeable && (
        <UploadDragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          beforeUpload={pick}
          showUploadList={false}
          multiple={false}
          disabled={upload.isPending || busy}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('merter.hints.drop')}</p>
        </UploadDragger>
      )}
      {busy && <Alert type="info" showIcon message={t('errors.merter.another_processing')} />}
      <Space wrap>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void downloadFile('merter.template', {}).catch(() => {})}
        >
          {t('merter.actions.template')}
        </Button>
        {canWrite && changeable && (
          <Button
            onClick={() => void askApplyAll()}
            loading={applyAll.isPending}
            disabled={!list.some((f) => f.status === 'done')}
          >
            {t('merter.actions.apply_all')}
          </Button>
        )}
      </Space>
      <ListTable
        size="small"
        label={t('merter.titles.files')}
        columns={columns}
        list={list}
        loading={files.isLoading}
        failed={files.isError}
        onRetry={() => void files.refetch()}
        paging={false}
        scrollX="max-content"
        // The file's name clips to its column (ellipsis), which needs a fixed layout.
        tableLayout="fixed"
      />
    </Flex>
  );
}
