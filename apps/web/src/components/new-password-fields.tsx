import { LockOutlined } from '@ant-design/icons';
import { passwordPolicy } from '@console/contract/schemas/accounts';
import { Form, Input } from 'antd';
import { confirmRule } from '../lib/forms/confirm-rule';
import { zodRule } from '../lib/forms/zod-rule';

interface NewPasswordFieldsProps {
  /** The form field the new password goes into; its confirmation is always `confirm`. */
  name?: string;
  passwordLabel: string;
  confirmLabel: string;
  autoFocus?: boolean;
}

/**
 * A new password held to the console's password policy and typed again: the pair every form that
 * sets a console password asks for (sign-up, reset, change), so the policy and the confirmation
 * rule are applied the same way in each.
 */
export function NewPasswordFields({
  name = 'password',
  passwordLabel,
  confirmLabel,
  autoFocus,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item name={name} label={passwordLabel} required rules={[zodRule(passwordPolicy)]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          autoFocus={autoFocus}
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={confirmLabel}
        required
        dependencies={[name]}
        rules={[confirmRule(name)]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
