import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface DetailActionsProps {
  /** Where Back leads: the list the detail was opened from. */
  backPath: string;
  /** Shown only when given: callers leave it out when the user may not edit. */
  editPath?: string;
  /** Further actions of the page, such as a delete button. */
  children?: ReactNode;
}

/** The Back and Edit buttons in the title of every detail page. */
export function DetailActions({ backPath, editPath, children }: DetailActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex gap="small" wrap>
      <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backPath)}>
        {t('buttons.back')}
      </Button>
      {editPath && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => void navigate(editPath)}>
          {t('buttons.edit')}
        </Button>
      )}
      {children}
    </Flex>
  );
}
