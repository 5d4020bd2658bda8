import { RowActions } from '../../../components/row-actions';
import { useCan } from '../../../lib/auth/use-can';
import { DeleteBrowserButton } from './delete-browser-button';

export function BrowserRowActions({ id }: { id: number }) {
  const canView = useCan('browser.get');
  const canEdit = useCan('browser.edit');
  const canDelete = useCan('browser.delete');
  return (
    <RowActions
      viewPath={canView ? `/browser/${id}` : undefined}
      editPath={canEdit ? `/browser/${id}/edit` : undefined}
    >
      {canDelete && <DeleteBrowserButton id={id} type="link" />}
    </RowActions>
  );
}
