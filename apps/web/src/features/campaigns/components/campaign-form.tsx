import type { CampaignType } from '@console/contract/constants';
import {
  campaignInputOf,
  type CampaignInput,
  type CampaignItem,
} from '@console/contract/schemas/campaigns';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { useLeaveGuard } from '../../../lib/forms/use-leave-guard';
import { useSubmitGuard } from '../../../lib/forms/use-submit-guard';
import {
  BudgetSection,
  DiscountSection,
  GeneralSection,
  PartnerSection,
  SpecialSection,
  UsageSection,
} from './campaign-form-sections';
import { inputOf, NEW_CAMPAIGN, valuesOf, type FormValues } from './campaign-form-values';
import { useCampaignCheck } from './use-campaign-check';

interface CampaignFormProps {
  type: CampaignType;
  initial?: CampaignItem;
  pending: boolean;
  onSubmit: (input: CampaignInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The whole campaign in sections. Each field is checked as the user types with the contract's
 * schema of the type and the rules between fields (spec section 5), so a 12-hour campaign or two
 * overlapping special times are refused here before the server is asked.
 */
export function CampaignForm({ type, initial, pending, onSubmit, onCancel }: CampaignFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const check = useCampaignCheck(form, type);
  // Asks before a changed form is left; a save lets the page go to the campaign.
  const leave = useLeaveGuard();

  const submit = useSubmitGuard()(async () => {
    if (!check(true)) return;
    const input = campaignInputOf[type].parse(inputOf(type, form.getFieldsValue(true)));
    leave.saved();
    await onSubmit(input).catch((error: unknown) => {
      leave.changed();
      showFieldErrors(form, error);
    });
  });

  return (
    <Form<FormValues>
      form={form}
      name="campaign"
      layout="vertical"
      noValidate
      initialValues={initial ? valuesOf(initial) : NEW_CAMPAIGN}
      onValuesChange={() => {
        leave.changed();
        clearChangedErrors(form);
        check(false);
      }}
      onFinish={() => void submit()}
      disabled={pending}
    >
      <Flex vertical gap="middle" style={{ maxWidth: 960 }}>
        <GeneralSection />
        {type !== 'private' && <PartnerSection type={type} />}
        <DiscountSection />
        <SpecialSection />
        <UsageSection />
        <BudgetSection type={type} />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={pending}>
            {t('buttons.save')}
          </Button>
          <Button onClick={onCancel} disabled={false}>
            {t('buttons.cancel')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
