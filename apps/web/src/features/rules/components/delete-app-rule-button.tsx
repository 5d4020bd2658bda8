import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAppRule } from '../api/delete-app-rule';

interface DeleteAppRuleButtonProps {
  id: number;
  type?: ButtonProps['type'];
  onDeleted?: () => void;
}

export function DeleteAppRuleButton({ id, type, onDeleted }: DeleteAppRuleButtonProps) {
  const { t } = useTranslation();
  const remove = useDeleteAppRule();
  const confirm = () =>
    remove
      .mutateAsync(id)
      .then(() => {
        notifySuccess(t('rules.messages.delete_success'));
        onDeleted?.();
      })
      .catch(() => undefined);
  return (
    <Popconfirm
      title={t('rules.messages.delete_confirm')}
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
        loading={remove.isPending}
      >
        {t('buttons.delete')}
      </Button>
    </Popconfirm>
  );
}
