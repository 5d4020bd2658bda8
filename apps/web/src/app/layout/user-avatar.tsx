import { CrownOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import type { ReactNode } from 'react';

const looks: Record<'salesman' | 'manager' | 'other', { icon: ReactNode; color: string }> = {
  salesman: { icon: <ShopOutlined />, color: '#52c41a' },
  manager: { icon: <CrownOutlined />, color: '#fa8c16' },
  other: { icon: <UserOutlined />, color: '#1677ff' },
};

/** Spec: salesmen, managers and everyone else each get their own avatar. */
export function UserAvatar({ roles }: { roles: readonly string[] }) {
  const kind = roles.includes('salesman')
    ? 'salesman'
    : roles.includes('manager')
      ? 'manager'
      : 'other';
  const look = looks[kind];
  return (
    <Avatar
      icon={look.icon}
      style={{ backgroundColor: look.color }}
      data-testid={`avatar-${kind}`}
      aria-hidden
    />
  );
}
