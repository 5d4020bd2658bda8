import { LazyParentSearch } from './lazy-parent-search';
import { JobListPage } from '../features/rpa/pages/job-list-page';

/** /rpamanage with the parents area's search as the staff's parent picker (features stay apart). */
export function RpaListRoute() {
  return <JobListPage ParentPicker={LazyParentSearch} />;
}
