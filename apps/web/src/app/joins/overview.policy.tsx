import { ParentSearch } from '../../features/parents/components/parent-search';
import { PolicyPage } from '../../features/overview/pages/policy-page';

/** /policy with the parents area's search: employees find a parent as on /children. */
export default function PolicyRoute() {
  return <PolicyPage parentSearch={ParentSearch} />;
}
