import type { RuleGroup } from '@console/contract/schemas/rules';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import type { AppRuleInput } from '../api/create-app-rule';
import { useUpdateAppRule } from '../api/update-app-rule';
import { AppRuleForm } from '../components/app-rule-form';
import { AppRuleLoader } from '../components/app-rule-loader';

function EditAppRule({ group }: { group: RuleGroup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateAppRule(group);
  const detail = linkTo('rules.show', { id: group.id });
  const submit = (values: AppRuleInput) =>
    update.mutateAsync(values).then(() => {
      notifySuccess(t('rules.messages.update_success'));
      void navigate(detail);
    });
  return (
    <>
      <PageTitle title={t('rules.titles.edit', { name: group.name })} />
      <Card>
        <AppRuleForm
          initialValues={{ name: group.name, list: group.list }}
          pending={update.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(detail)}
        />
      </Card>
    </>
  );
}

export function RuleEditPage() {
  return <AppRuleLoader>{(group) => <EditAppRule group={group} />}</AppRuleLoader>;
}
