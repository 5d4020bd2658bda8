import type { RequestOf, RouteId } from '@console/contract/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/call-api';
import { queryKeyOf } from '../../../lib/api/query-keys';

/** The agent and day a report covers; the day is one of the parent's last seven local days. */
export interface ReportKey {
  admin_id: number;
  agent_id: number;
  date: string;
  timezone: string;
}

type ReportRoute = Extract<
  RouteId,
  'agents.urlChart' | 'agents.urlList' | 'agents.userQuery' | 'agents.appList' | 'agents.appChart'
>;

/** A report of one day; the rows of the day before stay on screen while the next ones load. */
export const reportQueryOptions = <K extends ReportRoute>(route: K, input: RequestOf<K>) =>
  queryOptions({
    queryKey: queryKeyOf(route, input),
    queryFn: ({ signal }) => callApi(route, input, { signal }),
    placeholderData: keepPreviousData,
  });

/** What each report tab gets from the page: the agent and day, and the page of a list. */
export interface ReportTabProps {
  report: ReportKey;
  page: number;
  onPage: (page: number) => void;
}
