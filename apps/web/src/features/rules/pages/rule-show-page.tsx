import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DetailActions } from '../../../components/detail-actions';
import { PageTitle } from '../../../components/page-title';
import { linkTo } from '../../../lib/paths';
import { AppRuleDetails } from '../components/app-rule-details';
import { AppRuleLoader } from '../components/app-rule-loader';
import { DeleteAppRuleButton } from '../components/delete-app-rule-button';
import { useCanChangeRule } from '../hooks/use-can-change-rule';

export function RuleShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canChange = useCanChangeRule();
  const toList = () => void navigate(linkTo('rules.list'));

  return (
    <AppRuleLoader>
      {(group) => (
        <>
          <PageTitle
            title={t('rules.titles.show', { name: group.name })}
            extra={
              <DetailActions
                backPath={linkTo('rules.list')}
                editPath={canChange(group) ? linkTo('rules.edit', { id: group.id }) : undefined}
              >
                {canChange(group) && <DeleteAppRuleButton id={group.id} onDeleted={toList} />}
              </DetailActions>
            }
          />
          <Card>
            <AppRuleDetails group={group} />
          </Card>
        </>
      )}
    </AppRuleLoader>
  );
}
