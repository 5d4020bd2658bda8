import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';

/** The key of a client, shown once with a copy button; the server keeps only its hash. */
export function KeyModal({
  shown,
  onClose,
}: {
  shown: { name: string; key: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    if (!shown) return;
    await navigator.clipboard?.writeText(shown.key).catch(() => {});
    notifySuccess(t('redemption.messages.copied'));
  };
  return (
    <Modal
      open={shown !== null}
      // The key leaves the page with the dialog, not only from sight.
      destroyOnHidden
      title={shown ? t('redemption.titles.key', { name: shown.name }) : ''}
      onCancel={onClose}
      closable={false}
      maskClosable={false}
      footer={[
        <Button key="copy" onClick={() => void copy()}>
          {t('redemption.actions.copy')}
        </Button>,
        <Button key="done" type="primary" onClick={onClose}>
          {t('redemption.actions.done')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('redemption.messages.key_once')}</Typography.Paragraph>
      <Typography.Paragraph code data-testid="integration-key" style={{ wordBreak: 'break-all' }}>
        {shown?.key}
      </Typography.Paragraph>
    </Modal>
  );
}
