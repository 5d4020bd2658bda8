import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface RowActionsProps {
  /** Shown only when given: callers leave a path out when the user may not open it. */
  viewPath?: string;
  editPath?: string;
  /** Further actions of the row, such as a delete button. */
  children?: ReactNode;
}

/** The View and Edit links of a table row, shared by every list. */
export function RowActions({ viewPath, editPath, children }: RowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = (path: string, icon: ReactNode, label: string) => (
    <Button type="link" size="small" icon={icon} onClick={() => void navigate(path)}>
      {label}
    </Button>
  );
  return (
    <Space size={0}>
      {viewPath && link(viewPath, <EyeOutlined />, t('buttons.view'))}
      {editPath && link(editPath, <EditOutlined />, t('buttons.edit'))}
      {children}
    </Space>
  );
}
