import { PlusOutlined } from '@ant-design/icons';
import { PROMOTION_SORT_FIELDS } from '@console/contract/routes/areas/promotions';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { SearchBox } from '../../../components/search-box';
import { useCan } from '../../../lib/auth/use-can';
import { useListParams } from '../../../lib/list/use-list-params';
import { linkTo } from '../../../lib/paths';
import { usePromotions } from '../api/get-promotions';
import { ExportButton } from '../components/export-button';
import { PromotionFilters, usePromotionFilter } from '../components/promotion-filters';
import { PromotionsTable } from '../components/promotions-table';

/** Every code for employees; `mine`: the signed-in salesman's own codes. */
function PromotionList({ mine }: { mine: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useListParams(PROMOTION_SORT_FIELDS, 'id');
  const [filter] = usePromotionFilter();
  const query = { ...params, ...filter } as Parameters<typeof usePromotions>[0];
  const promotions = usePromotions(query, mine);
  const canCreate = useCan('promotions.create') && !mine;
  const search = (keyword: string) => {
    if (keyword !== params.keyword) setParams({ keyword, page: 1 }, { replace: true });
  };
  const actions = (
    <Flex gap="small" wrap>
      <ExportButton params={query} mine={mine} />
      {canCreate && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(linkTo('promotions.create'))}
        >
          {t('buttons.create')}
        </Button>
      )}
    </Flex>
  );
  return (
    <>
      <PageTitle
        title={t(mine ? 'promotions.titles.mine' : 'promotions.titles.list')}
        extra={actions}
      />
      <Card>
        <Flex gap="small" wrap style={{ marginBottom: 16 }}>
          <SearchBox
            value={params.keyword}
            onSearch={search}
            label={t('promotions.fields.keyword.label')}
          />
          <PromotionFilters />
        </Flex>
        <PromotionsTable
          list={promotions.data?.list ?? []}
          total={promotions.data?.total ?? 0}
          loading={promotions.isFetching}
          failed={promotions.isError}
          onRetry={() => void promotions.refetch()}
          mine={mine}
          params={params}
          onChange={setParams}
        />
      </Card>
    </>
  );
}

export const PromotionListPage = () => <PromotionList mine={false} />;
export const PromotionMinePage = () => <PromotionList mine />;
