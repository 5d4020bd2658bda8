import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { signupRequest } from '@console/contract/schemas/accounts';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaStatus } from '../../../components/captcha-status';
import { CountrySelect } from '../../../components/country-select';
import { browserTimeZone, TimeZoneSelect } from '../../../components/time-zone-select';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { isApiError } from '../../../lib/api/api-error';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { useCaptcha } from '../../../lib/captcha/use-captcha';
import { isRequired, zodRule } from '../../../lib/forms/zod-rule';
import { useSignUp, type SignUpInput } from '../api/sign-up';
import { useNameAvailability } from '../hooks/use-name-availability';

type RegisterValues = SignUpInput & { confirm: string };

const fields = signupRequest.shape;
const FIELD_OF_ERROR: Record<string, keyof RegisterValues> = {
  'accounts.user_exists': 'userName',
  'accounts.email_exists': 'email',
};

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const captcha = useCaptcha();
  const signUp = useSignUp(captcha.take);
  const availability = useNameAvailability(form, 'userName');
  const label = (name: string) => t(`accounts.fields.${name}.label`);

  const submit = (values: RegisterValues) =>
    signUp.mutate(
      {
        userName: values.userName,
        email: values.email,
        password: values.password,
        fullName: values.fullName ?? '',
        country: values.country ?? '',
        time_zone: values.time_zone ?? '',
      },
      {
        onSuccess: () => onRegistered(values.email),
        onError: (error) => {
          if (isApiError(error) && error.message === 'accounts.user_exists') {
            availability.markTaken(values.userName);
          }
          showFieldErrors(form, error, FIELD_OF_ERROR);
          captcha.renew();
        },
      },
    );

  return (
    <Form<RegisterValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={() => clearChangedErrors(form)}
      disabled={signUp.isPending}
      initialValues={{ time_zone: browserTimeZone() }}
      // The app's own messages in the app's language, not the browser's bubbles.
      noValidate
    >
      <Form.Item
        name="userName"
        label={label('userName')}
        required
        rules={[zodRule(fields.userName), availability.rule]}
      >
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          onChange={(event) => availability.check(event.target.value)}
        />
      </Form.Item>
      <Form.Item name="email" label={label('email')} required rules={[zodRule(fields.email)]}>
        <Input prefix={<MailOutlined />} type="email" autoComplete="email" />
      </Form.Item>
      <NewPasswordFields passwordLabel={label('password')} confirmLabel={label('confirm')} />
      <Form.Item
        name="fullName"
        label={label('fullName')}
        required={isRequired(fields.fullName)}
        rules={[zodRule(fields.fullName)]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="country" label={label('country')}>
        <CountrySelect placeholder={t('accounts.fields.country.placeholder')} />
      </Form.Item>
      <Form.Item name="time_zone" label={label('time_zone')}>
        <TimeZoneSelect placeholder={t('accounts.fields.time_zone.placeholder')} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={signUp.isPending}>
          {t('accounts.actions.register')}
        </Button>
      </Form.Item>
      <Flex justify="center">
        <CaptchaStatus ready={captcha.ready} />
      </Flex>
    </Form>
  );
}
