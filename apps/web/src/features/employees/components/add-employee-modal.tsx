import { employeeAddRequest } from '@console/contract/schemas/employees';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { isRequired, zodRule } from '../../../lib/forms/zod-rule';
import { notifySuccess } from '../../../lib/notify';
import { useAddEmployee, type EmployeeAddInput } from '../api/add-employee';
import { RoleSelect } from './role-select';

const fields = employeeAddRequest.shape;
const FIELD_OF_ERROR: Record<string, keyof EmployeeAddInput> = {
  'accounts.user_exists': 'userName',
  'accounts.email_exists': 'email',
};

export function AddEmployeeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EmployeeAddInput>();
  const add = useAddEmployee();
  const item = (name: keyof typeof fields) => ({
    name,
    label: t(`employees.fields.${name}.label`),
    rules: [zodRule(fields[name])],
    required: isRequired(fields[name]),
  });

  const submit = (values: EmployeeAddInput) =>
    add.mutate(values, {
      onSuccess: (member) => {
        notifySuccess(t('employees.messages.invited', { email: member.email }));
        form.resetFields();
        onClose();
      },
      onError: (error) => showFieldErrors(form, error, FIELD_OF_ERROR),
    });

  return (
    <Modal
      open={open}
      title={t('employees.titles.add')}
      okText={t('employees.actions.invite')}
      cancelText={t('buttons.cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EmployeeAddInput>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={() => clearChangedErrors(form)}
        preserve={false}
        noValidate
      >
        <Form.Item {...item('userName')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item {...item('email')}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item {...item('role')}>
          <RoleSelect />
        </Form.Item>
        <Form.Item {...item('fullName')}>
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
