import { UserSwitchOutlined } from '@ant-design/icons';
import { Button, Flex, Modal } from 'antd';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/** The parents area's search (joined in app/joins/ on the rpa screens): employees find a parent and open him. */
export type ParentPicker = ComponentType<{ onChoose: (parentId: number) => void }>;

interface ParentFilterProps {
  parentId: number | null;
  onChange: (parentId: number | null) => void;
  Picker: ParentPicker;
  /** On the list a parent is a filter that can be cleared; on the form one must be chosen. */
  clearable?: boolean;
}

/** For staff: the chosen parent, a button to choose another in a dialog, and "All parents". */
export function ParentFilter({ parentId, onChange, Picker, clearable = true }: ParentFilterProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Flex gap="small" align="center" wrap>
      <span>
        {parentId === null
          ? t('rpa.messages.all_parents')
          : t('rpa.messages.parent_chosen', { id: parentId })}
      </span>
      <Button icon={<UserSwitchOutlined />} onClick={() => setOpen(true)}>
        {t('rpa.actions.pick_parent')}
      </Button>
      {clearable && parentId !== null && (
        <Button type="link" onClick={() => onChange(null)}>
          {t('rpa.actions.all_parents')}
        </Button>
      )}
      <Modal
        open={open}
        title={t('rpa.actions.pick_parent')}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Picker
          onChoose={(id) => {
            onChange(id);
            setOpen(false);
          }}
        />
      </Modal>
    </Flex>
  );
}
