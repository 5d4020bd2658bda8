import { HistoryPage } from '../../features/agents/pages/history-page';
import { ParentSearch } from '../../features/parents/components/parent-search';

/** /history with the parents area's search as its parent picker. */
export default function HistoryRoute() {
  return <HistoryPage ParentPicker={ParentSearch} />;
}
