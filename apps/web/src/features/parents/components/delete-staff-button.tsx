import { DeleteOutlined } from '@ant-design/icons';
import type { StaffUser } from '@console/contract/schemas/parents';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useConfirm } from '../../../lib/use-confirm';
import { useDeleteStaff } from '../api/delete-staff';

interface DeleteStaffButtonProps {
  staff: Pick<StaffUser, 'id' | 'user_name'>;
  type?: ButtonProps['type'];
  onDeleted?: () => void;
}

/** Deleting a staff user asks first: his settings and agent links go with him. */
export function DeleteStaffButton({ staff, type, onDeleted }: DeleteStaffButtonProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const remove = useDeleteStaff();
  const click = async () => {
    const sure = await confirm({
      title: t('parents.messages.delete_staff_confirm', { name: staff.user_name }),
      content: t('parents.messages.delete_staff_detail'),
      okText: t('buttons.delete'),
      danger: true,
    });
    if (!sure) return;
    try {
      await remove.mutateAsync(staff.id);
    } catch {
      return;
    }
    notifySuccess(t('parents.messages.delete_staff_success'));
    onDeleted?.();
  };
  return (
    <Button
      type={type}
      size={type === 'link' ? 'small' : undefined}
      danger
      icon={<DeleteOutlined />}
      loading={remove.isPending}
      onClick={() => void click()}
    >
      {t('buttons.delete')}
    </Button>
  );
}
