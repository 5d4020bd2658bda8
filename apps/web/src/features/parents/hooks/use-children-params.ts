import { pathId } from '../../../lib/path-id';
import { useSearchParams } from 'react-router';
import { linkTo } from '../../../lib/paths';

export const CHILDREN_TABS = ['1', '7', '2', '3', '4', '8', '5', '6'] as const;
export type ChildrenTab = (typeof CHILDREN_TABS)[number];

/** The chosen parent and tab, kept in the URL: `/children?parent_id=<id>&tab=<key>`. */
export function useChildrenParams() {
  const [params, setParams] = useSearchParams();
  const parsed = pathId.safeParse(params.get('parent_id') ?? undefined);
  const parentId = parsed.success ? parsed.data : null;
  const raw = params.get('tab');
  const tab: ChildrenTab = CHILDREN_TABS.includes(raw as ChildrenTab) ? (raw as ChildrenTab) : '1';
  const go = (next: { parentId?: number | null; tab?: ChildrenTab }) => {
    const id = next.parentId === undefined ? parentId : next.parentId;
    const search = new URLSearchParams();
    if (id !== null) search.set('parent_id', String(id));
    search.set('tab', next.tab ?? tab);
    setParams(search);
  };
  return { parentId, tab, go };
}

/** Where the staff screens lead back to: the Children tab of the parent. */
export function childrenTabPath(parentId: number, tab: ChildrenTab = '7'): string {
  return linkTo('parents.children', {}, { parent_id: parentId, tab });
}
