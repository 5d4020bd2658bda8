import { RowActions } from '../../../components/row-actions';
import { useCan } from '../../../lib/auth/use-can';
import { linkTo } from '../../../lib/paths';

export function UserRowActions({ id }: { id: number }) {
  const canView = useCan('users.get');
  const canEdit = useCan('users.update');
  return (
    <RowActions
      viewPath={canView ? linkTo('users.show', { id }) : undefined}
      editPath={canEdit ? linkTo('users.edit', { id }) : undefined}
    />
  );
}
