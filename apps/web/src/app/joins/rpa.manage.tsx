import { JobListPage } from '../../features/rpa/pages/job-list-page';
import { LazyParentSearch } from './parts/lazy-parent-search';

/** /rpamanage with the parents area's search as the employees' parent picker. */
export default function RpaListRoute() {
  return <JobListPage ParentPicker={LazyParentSearch} />;
}
