import type { RuleGroup, RuleKind } from '@console/contract/schemas/rules';
import { appList, groupNameOf, webList } from '@console/contract/schemas/rules';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearChangedErrors, showFieldErrors } from '../../../lib/api/form-errors';
import { useFieldItem } from '../../../lib/forms/entity-form';
import { useAppNames } from '../api/rule-groups';
import { useSaveRuleGroup, type RuleGroupInput } from '../api/save-rule-group';

interface RuleGroupModalProps {
  kind: RuleKind;
  parentId: number;
  /** The group to edit; none to create one. */
  group?: RuleGroup;
  open: boolean;
  onClose: () => void;
}

/**
 * A group's name and entries. Web entries are typed as tags (a domain or address, then Enter)
 * and checked as the server checks them; app entries are picked from the catalogue.
 */
export function RuleGroupModal({ kind, parentId, group, open, onClose }: RuleGroupModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RuleGroupInput>();
  const web = kind !== 'blocklist';
  const item = useFieldItem('rules', { name: groupNameOf(kind), list: web ? webList : appList });
  const save = useSaveRuleGroup(kind, parentId);
  const names = useAppNames();
  const submit = (values: RuleGroupInput) =>
    save.mutateAsync({ current: group, input: { ...values, list: values.list ?? [] } }).then(
      () => {
        form.resetFields();
        onClose();
      },
      (error: unknown) => showFieldErrors(form, error),
    );
  return (
    <Modal
      open={open}
      title={t(group ? 'parents.titles.edit_group' : `parents.titles.create_${kind}`)}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RuleGroupInput>
        form={form}
        name={`rule-group-${kind}`}
        layout="vertical"
        noValidate
        preserve={false}
        initialValues={{ name: group?.name ?? '', list: group?.list ?? [] }}
        onFinish={(values) => void submit(values)}
        onValuesChange={() => clearChangedErrors(form)}
      >
        <Form.Item {...item('name')}>
          <Input />
        </Form.Item>
        <Form.Item
          {...item('list')}
          label={t(web ? 'rules.fields.web_list.label' : 'rules.fields.list.label')}
        >
          <Select
            mode={web ? 'tags' : 'multiple'}
            tokenSeparators={web ? [',', ' '] : undefined}
            open={web ? false : undefined}
            suffixIcon={null}
            options={web ? [] : (names.data ?? []).map((name) => ({ value: name, label: name }))}
            placeholder={t(
              web ? 'rules.fields.web_list.placeholder' : 'rules.fields.list.placeholder',
            )}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
