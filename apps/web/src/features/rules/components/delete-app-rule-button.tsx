import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/delete-button';
import { useDeleteAppRule } from '../api/delete-app-rule';

interface DeleteAppRuleButtonProps {
  id: number;
  onDeleted?: () => void;
}

export function DeleteAppRuleButton({ id, onDeleted }: DeleteAppRuleButtonProps) {
  const { t } = useTranslation();
  const remove = useDeleteAppRule();
  return (
    <DeleteButton
      question={t('rules.messages.delete_confirm')}
      done={t('rules.messages.delete_success')}
      remove={() => remove.mutateAsync(id)}
      pending={remove.isPending}
      onDeleted={onDeleted}
    />
  );
}
