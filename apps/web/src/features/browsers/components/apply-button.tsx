import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifyInfo, notifySuccess } from '../../../lib/notify';
import { useApplyBrowsers } from '../api/apply-browsers';

export function ApplyButton() {
  const { t } = useTranslation();
  const apply = useApplyBrowsers();
  const confirm = () =>
    apply
      .mutateAsync()
      .then(({ item, changed }) =>
        changed
          ? notifySuccess(
              t('browsers.messages.apply_success'),
              t('browsers.messages.applied_version', { version: item.version }),
            )
          : notifyInfo(t('browsers.messages.apply_unchanged', { version: item.version })),
      );
  return (
    <Popconfirm
      title={t('browsers.messages.apply_confirm_title')}
      description={t('browsers.messages.apply_confirm')}
      okText={t('browsers.actions.apply')}
      cancelText={t('buttons.cancel')}
      onConfirm={() => confirm().catch(() => undefined)}
    >
      <Button icon={<CloudUploadOutlined />} loading={apply.isPending}>
        {t('browsers.actions.apply')}
      </Button>
    </Popconfirm>
  );
}
