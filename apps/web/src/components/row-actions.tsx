import { EditOutlined, EllipsisOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Space, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMediaQuery } from '../lib/hooks/use-media-query';
import { LAPTOP_QUERY, PHONE_QUERY, TABLET_QUERY } from '../lib/hooks/use-phone';

interface RowActionsProps {
  /** Shown only when given: callers leave a path out when the user may not open it. */
  viewPath?: string;
  editPath?: string;
  /** Further actions of the row, such as a delete button. */
  children?: ReactNode;
  /**
   * Where the actions fold into the "⋯" menu: on a phone, or also on a tablet (or up to a small
   * laptop beside the side menu) for a list whose row holds more actions than it has room for.
   */
  foldOn?: keyof typeof FOLD_QUERIES;
}

const FOLD_QUERIES = { phone: PHONE_QUERY, tablet: TABLET_QUERY, laptop: LAPTOP_QUERY };

/**
 * The View and Edit links of a table row, shared by every list. On a phone they fold into a "⋯"
 * menu, so the row's own columns keep the width.
 */
export function RowActions({ viewPath, editPath, children, foldOn = 'phone' }: RowActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const folded = useMediaQuery(FOLD_QUERIES[foldOn]);
  const link = (path: string, icon: ReactNode, label: string) => (
    <Button type="link" size="small" icon={icon} onClick={() => void navigate(path)}>
      {label}
    </Button>
  );
  const actions = (
    <>
      {viewPath && link(viewPath, <EyeOutlined />, t('buttons.view'))}
      {editPath && link(editPath, <EditOutlined />, t('buttons.edit'))}
      {children}
    </>
  );
  return folded ? (
    <RowMenu label={t('common.row_actions')}>{actions}</RowMenu>
  ) : (
    <Space size={0}>{actions}</Space>
  );
}

/** The row's actions, one under the other, behind a "⋯" button. */
function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const panel = {
    padding: token.paddingXS,
    background: token.colorBgElevated,
    borderRadius: token.borderRadiusLG,
    boxShadow: token.boxShadowSecondary,
  };
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <Flex vertical align="start" style={panel}>
          {children}
        </Flex>
      )}
    >
      <Button type="text" icon={<EllipsisOutlined />} aria-label={label} />
    </Dropdown>
  );
}
