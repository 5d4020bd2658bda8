import { Alert, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { isApiError } from '../../../lib/api/api-error';
import { errorText } from '../../../lib/api/error-text';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { useCaptcha } from '../../../lib/captcha/use-captcha';
import { notifySuccess } from '../../../lib/notify';
import { linkTo } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';

const TOKEN_ERRORS = new Set(['accounts.token_invalid', 'accounts.token_expired']);

interface Values {
  password: string;
  confirm: string;
}

export function ResetPasswordForm({ resetToken }: { resetToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const reset = useResetPassword(captcha.take);
  const tokenError =
    isApiError(reset.error) && TOKEN_ERRORS.has(reset.error.message) ? reset.error : null;

  const submit = ({ password }: Values) =>
    reset.mutate(
      { resetToken, password },
      {
        onSuccess: (userName) => {
          notifySuccess(t('accounts.messages.password_set'));
          // The sign-in screen opens with the name filled in: an invitee may not know his yet.
          void navigate(linkTo('auth.login', {}, { username: userName }));
        },
        onError: (error) => {
          captcha.renew();
          showFieldErrors(form, error);
        },
      },
    );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={() => clearChangedErrors(form)}
      disabled={reset.isPending}
    >
      {tokenError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorText(tokenError)}
          description={
            <Link to={linkTo('accounts.getPassword')}>{t('accounts.actions.ask_new_link')}</Link>
          }
        />
      )}
      <NewPasswordFields
        passwordLabel={t('accounts.fields.new_password.label')}
        confirmLabel={t('accounts.fields.confirm.label')}
        autoFocus
      />
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('accounts.actions.set_password')}
      </Button>
    </Form>
  );
}
