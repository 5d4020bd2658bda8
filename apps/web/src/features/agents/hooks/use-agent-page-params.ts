import { pathId } from '../../../lib/path-id';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { linkTo } from '../../../lib/paths';

export const REPORT_TABS = ['5', '4', '1', '2', '6'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

const idOf = (raw: string | undefined) => {
  const parsed = pathId.safeParse(raw);
  return parsed.success ? parsed.data : null;
};

/** The agent page's link: `/agentpage/<agent>/<parent>/tabs/<tab>?date=<YYYY-MM-DD>`. */
export function agentPagePath(
  agentId: number,
  parentId: number,
  tab: ReportTab = '5',
  date?: string,
) {
  return linkTo('agents.page', { agentId, parentId, tab }, { date });
}

/**
 * The agent, parent, tab and day the page shows, all in the URL; a tab key the page does not
 * have shows the URL list (tab 5), and the day is checked against the day buttons by the page.
 */
export function useAgentPageParams() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const agentId = idOf(params.agentId);
  const parentId = idOf(params.parentId);
  const tab: ReportTab = REPORT_TABS.includes(params.tab as ReportTab)
    ? (params.tab as ReportTab)
    : '5';
  const date = search.get('date') ?? undefined;
  const page = idOf(search.get('page') ?? undefined) ?? 1;
  const go = (next: { agentId?: number; tab?: ReportTab; date?: string }) => {
    if (agentId === null || parentId === null) return;
    void navigate(
      agentPagePath(next.agentId ?? agentId, parentId, next.tab ?? tab, next.date ?? date),
    );
  };
  const setPage = (value: number) => {
    const nextSearch = new URLSearchParams(search);
    nextSearch.set('page', String(value));
    setSearch(nextSearch);
  };
  return { agentId, parentId, tab, date, page, go, setPage };
}
