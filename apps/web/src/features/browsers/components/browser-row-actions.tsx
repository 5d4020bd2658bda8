import { RowActions } from '../../../components/row-actions';
import { useCan } from '../../../lib/auth/use-can';
import { linkTo } from '../../../lib/paths';
import { DeleteBrowserButton } from './delete-browser-button';

export function BrowserRowActions({ id }: { id: number }) {
  const canView = useCan('browsers.get');
  const canEdit = useCan('browsers.edit');
  const canDelete = useCan('browsers.delete');
  return (
    <RowActions
      viewPath={canView ? linkTo('browsers.show', { id }) : undefined}
      editPath={canEdit ? linkTo('browsers.edit', { id }) : undefined}
    >
      {canDelete && <DeleteBrowserButton id={id} type="link" />}
    </RowActions>
  );
}
