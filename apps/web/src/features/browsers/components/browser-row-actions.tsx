import { RowActions } from '../../../components/row-actions';
import { useCan } from '../../../lib/auth/use-can';
import { DeleteBrowserButton } from './delete-browser-button';

export function BrowserRowActions({ id }: { id: number }) {
  const canView = useCan('browsers.get');
  const canEdit = useCan('browsers.edit');
  const canDelete = useCan('browsers.delete');
  return (
    <RowActions
      viewPath={canView ? `/browser/${id}` : undefined}
      editPath={canEdit ? `/browser/${id}/edit` : undefined}
    >
      {canDelete && <DeleteBrowserButton id={id} type="link" />}
    </RowActions>
  );
}
