import { LazyParentSearch } from './lazy-parent-search';
import { JobCreatePage } from '../features/rpa/pages/job-create-page';

/** /rpamanage/new with the parents area's search as the staff's parent picker. */
export function RpaCreateRoute() {
  return <JobCreatePage ParentPicker={LazyParentSearch} />;
}
