import { ParentSearch } from '../features/parents/components/parent-search';
import { JobCreatePage } from '../features/rpa/pages/job-create-page';
import { JobListPage } from '../features/rpa/pages/job-list-page';

/** /rpamanage with the parents area's search as the staff's parent picker (features stay apart). */
export function RpaListRoute() {
  return <JobListPage ParentPicker={ParentSearch} />;
}

export function RpaCreateRoute() {
  return <JobCreatePage ParentPicker={ParentSearch} />;
}
