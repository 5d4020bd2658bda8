import { RowActions } from '../../../components/row-actions';
import { useCan } from '../../../lib/auth/use-can';

export function UserRowActions({ id }: { id: number }) {
  const canView = useCan('users.get');
  const canEdit = useCan('users.update');
  return (
    <RowActions
      viewPath={canView ? `/usermanager/${id}` : undefined}
      editPath={canEdit ? `/usermanager/${id}/edit` : undefined}
    />
  );
}
