import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../lib/notify';

export interface DeleteButtonProps {
  /** The question the pop-up asks before anything is deleted. */
  question: string;
  /** The notice shown once the server has deleted it. */
  done: string;
  /** Deletes; a rejection has been shown by the call already and leaves things as they are. */
  remove: () => Promise<unknown>;
  pending: boolean;
  type?: ButtonProps['type'];
  onDeleted?: () => void;
}

/** A Delete button that asks in a pop-up first, the one every list and detail page uses. */
export function DeleteButton({
  question,
  done,
  remove,
  pending,
  type,
  onDeleted,
}: DeleteButtonProps) {
  const { t } = useTranslation();
  const confirm = () =>
    remove()
      .then(() => {
        notifySuccess(done);
        onDeleted?.();
      })
      .catch(() => undefined);
  return (
    <Popconfirm
      title={question}
      okText={t('buttons.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('buttons.cancel')}
      onConfirm={confirm}
    >
      <Button
        type={type}
        size={type === 'link' ? 'small' : undefined}
        danger
        icon={<DeleteOutlined />}
        loading={pending}
      >
        {t('buttons.delete')}
      </Button>
    </Popconfirm>
  );
}
