import { HistoryPage } from '../features/agents/pages/history-page';
import { ParentSearch } from '../features/parents/components/parent-search';

/** /history with the parents area's search as its parent picker (features stay apart). */
export function HistoryRoute() {
  return <HistoryPage ParentPicker={ParentSearch} />;
}
