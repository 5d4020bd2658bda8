import { JobCreatePage } from '../../features/rpa/pages/job-create-page';
import { LazyParentSearch } from './parts/lazy-parent-search';

/** /rpamanage/new with the parents area's search as the employees' parent picker. */
export default function RpaCreateRoute() {
  return <JobCreatePage ParentPicker={LazyParentSearch} />;
}
