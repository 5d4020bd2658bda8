import type { ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button';
import { useDeleteBrowser } from '../api/delete-browser';

interface DeleteBrowserButtonProps {
  id: number;
  type?: ButtonProps['type'];
  onDeleted?: () => void;
}

export function DeleteBrowserButton({ id, type, onDeleted }: DeleteBrowserButtonProps) {
  const { t } = useTranslation();
  const remove = useDeleteBrowser();
  return (
    <DeleteButton
      question={t('browsers.messages.delete_confirm')}
      done={t('browsers.messages.delete_success')}
      remove={() => remove.mutateAsync(id)}
      pending={remove.isPending}
      type={type}
      onDeleted={onDeleted}
    />
  );
}
