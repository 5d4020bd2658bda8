import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useCreateAppRule, type AppRuleInput } from '../api/create-app-rule';
import { AppRuleForm } from '../components/app-rule-form';

/** Employees with `rules.app` make a global group here; a parent makes his own. */
export function RuleCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const global = useCan('rules.app');
  const create = useCreateAppRule();
  const submit = (values: AppRuleInput) =>
    create.mutateAsync({ ...values, global }).then(() => {
      notifySuccess(t('rules.messages.create_success'));
      void navigate(linkTo('rules.list'));
    });

  return (
    <>
      <PageTitle title={t(global ? 'rules.titles.create_global' : 'rules.titles.create')} />
      <Card>
        <AppRuleForm
          pending={create.isPending}
          onSubmit={submit}
          onCancel={() => void navigate(linkTo('rules.list'))}
        />
      </Card>
    </>
  );
}
