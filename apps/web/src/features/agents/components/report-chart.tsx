import { LoadError } from '../../../components/load-error';
import { Placeholder } from '../../../components/placeholder';
import { ReportBars, type Bar } from './report-bars';

interface ReportChartProps<T> {
  query: { data?: { list: T[] }; isPending: boolean; isError: boolean; refetch: () => unknown };
  bar: (row: T) => Bar;
}

/** A chart report: its bars once loaded, its error with a retry, 'No data' when empty. */
export function ReportChart<T>({ query, bar }: ReportChartProps<T>) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Placeholder />;
  return <ReportBars bars={(query.data?.list ?? []).map(bar)} />;
}
