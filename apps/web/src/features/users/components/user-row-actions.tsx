import { RowActions } from '../../../components/row-actions';
import { useCan } from '../../../lib/auth/use-can';

export function UserRowActions({ id }: { id: number }) {
  const canView = useCan('user.get');
  const canEdit = useCan('user.update');
  return (
    <RowActions
      viewPath={canView ? `/usermanager/${id}` : undefined}
      editPath={canEdit ? `/usermanager/${id}/edit` : undefined}
    />
  );
}
