import type { KeywordRow } from '@console/contract/schemas/reports';
import { useTranslation } from 'react-i18next';
import { exportKeywords, useKeywords } from '../api/keywords';
import type { ReportTabProps } from '../api/report-key';
import { ClippedText } from './clipped-text';
import { ReportTable } from './report-table';
import { ReportToolbar } from './report-toolbar';

/** Tab 6: the day's search keywords with how often each staff user searched them. */
export function KeywordsTab({ report, page, onPage }: ReportTabProps) {
  const { t } = useTranslation();
  const keywords = useKeywords(report, page);
  const field = (key: string) => t(`agents.report.fields.${key}`);
  return (
    <>
      <ReportToolbar
        name="keywords"
        run={() => exportKeywords(report, t)}
        rows={keywords.data?.total}
      />
      <ReportTable<KeywordRow>
        query={keywords}
        page={page}
        onPage={onPage}
        rowKey={(row) => `${row.user_id ?? ''} ${row.keyword}`}
        columns={[
          {
            title: field('keyword'),
            dataIndex: 'keyword',
            render: (keyword: string) => <ClippedText text={keyword} max={80} />,
          },
          { title: field('count'), dataIndex: 'count', align: 'right' },
          { title: field('user'), dataIndex: 'user_name', render: (user: string) => user || '—' },
        ]}
      />
    </>
  );
}
