import { PlusOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The spec's shared Add button (section 2, "Shared buttons: Cancel, Save, Back, Add, Logout"): a
 * primary button with a plus that says "Add" (`buttons.add`), for a screen that adds a record in
 * place, say the employees' list (the spec's "Add user"). Screens the spec calls "Create" keep
 * their Create button.
 */
export function AddButton(props: Omit<ButtonProps, 'type' | 'icon' | 'children'>) {
  const { t } = useTranslation();
  // The plus is decoration: the button's name is "Add", not "plus Add".
  return (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} {...props}>
      {t('buttons.add')}
    </Button>
  );
}
