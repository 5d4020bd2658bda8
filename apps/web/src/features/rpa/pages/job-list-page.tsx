import { PlusOutlined } from '@ant-design/icons';
import { pathId } from '../../../lib/path-id';
import { Button, Card, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { Select } from '../../../components/select';
import { useCan } from '../../../lib/auth/use-can';
import { useListFilters } from '../../../lib/list/use-list-filters';
import { useListParams } from '../../../lib/list/use-list-params';
import { linkTo } from '../../../lib/paths';
import { useJobs } from '../api/get-jobs';
import { JOB_SORT_FIELDS, JobsTable } from '../components/jobs-table';
import { ParentFilter, type ParentPicker } from '../components/parent-filter';

const LIST_STATES = ['active', 'paused', 'done'] as const;
type ListState = (typeof LIST_STATES)[number];

const FILTERS = {
  state: (text: string) => LIST_STATES.find((state) => state === text),
  parent_id: (text: string) => (pathId.safeParse(text).success ? text : undefined),
};

/** /rpamanage: the jobs, filtered by state and name (employees also by parent), newest first. */
export function JobListPage({ ParentPicker }: { ParentPicker: ParentPicker }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const anyParent = useCan('parents.any');
  const canManage = useCan('rpa.manage');
  const [params, setParams] = useListParams(JOB_SORT_FIELDS, 'created_at');
  const [filters, setFilters] = useListFilters(FILTERS);
  const parentId = filters.parent_id ? Number(filters.parent_id) : null;
  const jobs = useJobs({
    page: params.page,
    page_size: params.page_size,
    keyword: params.keyword,
    state: filters.state as ListState | undefined,
    admin_id: anyParent ? (parentId ?? undefined) : undefined,
  });
  const filtered = Boolean(params.keyword || filters.state);
  const create = () =>
    void navigate(linkTo('rpa.create', {}, { parent_id: parentId ?? undefined }));

  return (
    <>
      <PageTitle
        title={t('rpa.titles.list')}
        extra={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={create}>
              {t('buttons.create')}
            </Button>
          )
        }
      />
      <Card>
        <Flex vertical gap="middle" style={{ marginBottom: 16 }}>
          {anyParent && (
            <ParentFilter
              parentId={parentId}
              Picker={ParentPicker}
              onChange={(id) => setFilters({ parent_id: id === null ? '' : String(id) })}
            />
          )}
          <Flex gap="small" wrap>
            <SearchBox
              value={params.keyword}
              label={t('rpa.fields.keyword.label')}
              onSearch={(keyword) =>
                keyword !== params.keyword && setParams({ keyword, page: 1 }, { replace: true })
              }
            />
            <Select
              allowClear
              aria-label={t('rpa.fields.state.label')}
              placeholder={t('rpa.messages.all_states')}
              style={{ minWidth: 160 }}
              value={filters.state as ListState | undefined}
              onChange={(state?: ListState) => setFilters({ state: state ?? '' })}
              options={LIST_STATES.map((state) => ({
                value: state,
                label: t(`rpa.states.${state}`),
              }))}
            />
          </Flex>
        </Flex>
        <JobsTable
          list={jobs.data?.list ?? []}
          total={jobs.data?.total ?? 0}
          loading={jobs.isFetching}
          failed={jobs.isError}
          onRetry={() => void jobs.refetch()}
          params={params}
          onChange={setParams}
          showParent={anyParent}
          empty={
            <Empty description={t(filtered ? 'rpa.messages.no_match' : 'rpa.messages.empty')}>
              {!filtered && canManage && (
                <Button type="primary" icon={<PlusOutlined />} onClick={create}>
                  {t('rpa.actions.create_first')}
                </Button>
              )}
            </Empty>
          }
        />
      </Card>
    </>
  );
}
