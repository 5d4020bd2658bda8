import type { CampaignSummary } from '@console/contract/schemas/campaigns';
import { CAMPAIGN_SORTS } from '@console/contract/routes/areas/campaigns';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  ListTable,
  rowNumberColumn,
  sortableColumn,
  sortableTimeColumn,
  unbroken,
  wrapped,
  type ListColumns,
} from '../../../components/list-table';
import { useDateTime } from '../../../lib/format/use-date-time';
import type { ListParams } from '../../../lib/list/list-params';
import type { ListParamsUpdate } from '../../../lib/list/use-list-params';
import { linkTo } from '../../../lib/paths';
import { CampaignStateTag } from './campaign-state-tag';

type SortField = (typeof CAMPAIGN_SORTS)[number];

interface CampaignsTableProps {
  list: CampaignSummary[];
  total: number;
  loading: boolean;
  params: ListParams<SortField>;
  onChange: ListParamsUpdate<SortField>;
  empty: ReactNode;
}

export function CampaignsTable(table: CampaignsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatTime = useDateTime();
  const { params } = table;
  const label = (key: string) => t(`campaigns.fields.${key}.label`);
  const columns: ListColumns<CampaignSummary> = [
    rowNumberColumn(params, label('no')),
    wrapped({
      ...sortableColumn(params, 'name', label('name')),
      render: (name: string, row: CampaignSummary) => (
        <Link to={linkTo('campaigns.show', { id: row.id })}>{name}</Link>
      ),
    }),
    unbroken(sortableColumn(params, 'code', label('code'))),
    {
      key: 'type',
      dataIndex: 'type',
      title: label('type'),
      render: (type: string) => t(`campaigns.types.${type}`),
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: label('state'),
      render: (_, row) => <CampaignStateTag state={row.state} />,
    },
    {
      ...sortableTimeColumn(params, 'start_time', label('startTime'), formatTime),
      dataIndex: 'startTime',
    },
    {
      ...sortableTimeColumn(params, 'end_time', label('endTime'), formatTime),
      dataIndex: 'endTime',
    },
    {
      key: 'actions',
      width: 100,
      title: label('actions'),
      render: (_, row) => (
        <Button
          size="small"
          onClick={() => void navigate(linkTo('campaigns.show', { id: row.id }))}
        >
          {t('buttons.view')}
        </Button>
      ),
    },
  ];
  return (
    <ListTable<CampaignSummary, SortField>
      {...table}
      sortFields={CAMPAIGN_SORTS}
      columns={columns}
    />
  );
}
