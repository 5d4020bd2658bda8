import { pathId } from '../../../lib/path-id';
import { useSearchParams } from 'react-router';
import { linkTo } from '../../../lib/paths';

export const STAFF_PAGE_TABS = ['1', '7', '2', '3', '4', '8', '5', '6'] as const;
export type StaffPageTab = (typeof STAFF_PAGE_TABS)[number];

/** The chosen parent and tab, kept in the URL: `/children?parent_id=<id>&tab=<key>`. */
export function useStaffParams() {
  const [params, setParams] = useSearchParams();
  const parsed = pathId.safeParse(params.get('parent_id') ?? undefined);
  const parentId = parsed.success ? parsed.data : null;
  const raw = params.get('tab');
  const tab: StaffPageTab = STAFF_PAGE_TABS.includes(raw as StaffPageTab)
    ? (raw as StaffPageTab)
    : '1';
  const go = (next: { parentId?: number | null; tab?: StaffPageTab }) => {
    const id = next.parentId === undefined ? parentId : next.parentId;
    const search = new URLSearchParams();
    if (id !== null) search.set('parent_id', String(id));
    search.set('tab', next.tab ?? tab);
    setParams(search);
  };
  return { parentId, tab, go };
}

/** Where the staff screens lead back to: the Children tab of the parent. */
export function staffPageTabPath(parentId: number, tab: StaffPageTab = '7'): string {
  return linkTo('parents.staff', {}, { parent_id: parentId, tab });
}
