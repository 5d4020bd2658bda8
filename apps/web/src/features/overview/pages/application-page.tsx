import type { Application } from '@console/contract/schemas/overview';
import { APPLICATION_SORT_FIELDS } from '@console/contract/routes/areas/overview';
import { Card, Empty, Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import {
  ListTable,
  shownFrom,
  sortableColumn,
  sortableTimeColumn,
  wrapped,
  type ListColumns,
} from '../../../components/list-table';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { useDateTime } from '../../../lib/format/use-date-time';
import { useListParams } from '../../../lib/list/use-list-params';
import { exportApplications, useApplications } from '../api/applications';

/**
 * /application: the app catalogue (seeded names and the names agents reported), how many agents
 * run each, first and last seen, and the groups that block it; searched, sorted and paged by the
 * server, exported as the list shows it.
 */
export function ApplicationPage() {
  const { t } = useTranslation();
  const formatTime = useDateTime();
  const [params, setParams] = useListParams(APPLICATION_SORT_FIELDS, 'name');
  const { page, page_size, sort, order, keyword } = params;
  const apps = useApplications({ page, page_size, sort, order, keyword });
  const label = (key: string) => t(`overview.fields.${key}`);
  const columns: ListColumns<Application> = [
    wrapped(sortableColumn(params, 'name', label('app_name'))),
    { ...sortableColumn(params, 'agents', label('agents')), align: 'right' },
    shownFrom('md', {
      key: 'source',
      title: label('source'),
      render: (_: unknown, row: Application) => t(`overview.sources.${row.source}`),
    }),
    shownFrom(
      'lg',
      sortableTimeColumn(params, 'first_seen_at', label('first_seen_at'), formatTime),
    ),
    shownFrom('sm', sortableTimeColumn(params, 'last_seen_at', label('last_seen_at'), formatTime)),
    {
      key: 'blocked_by',
      title: label('blocked_by'),
      render: (_: unknown, row: Application) =>
        row.blocked_by.length === 0 ? (
          '—'
        ) : (
          <Flex gap={4} wrap>
            {row.blocked_by.map((group) => (
              <Tooltip key={group.id} title={t(`rules.types.${group.type}`)}>
                <Tag color={group.type === 'global' ? 'blue' : undefined}>{group.name}</Tag>
              </Tooltip>
            ))}
          </Flex>
        ),
    },
  ];
  return (
    <>
      <PageTitle
        title={t('overview.application.title')}
        extra={
          <ExportButton
            name="applications"
            run={() => exportApplications({ sort, order, keyword }, t, formatTime)}
          />
        }
      />
      <Card>
        <Flex gap="small" wrap style={{ marginBottom: 16 }}>
          <SearchBox
            value={keyword}
            label={label('search')}
            onSearch={(text) => setParams({ keyword: text, page: 1 })}
          />
        </Flex>
        <ListTable<Application, (typeof APPLICATION_SORT_FIELDS)[number]>
          list={apps.data?.list ?? []}
          total={apps.data?.total ?? 0}
          loading={apps.isFetching}
          failed={apps.isError}
          onRetry={() => void apps.refetch()}
          params={params}
          onChange={setParams}
          sortFields={APPLICATION_SORT_FIELDS}
          columns={columns}
          empty={<Empty description={t('overview.messages.empty_applications')} />}
        />
      </Card>
    </>
  );
}
