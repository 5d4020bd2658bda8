import { ReportsPage } from '../../features/agents/pages/reports-page';
import { ParentSearch } from '../../features/parents/components/parent-search';

/** /history with the parents area's search as its parent picker. */
export default function HistoryRoute() {
  return <ReportsPage ParentPicker={ParentSearch} />;
}
