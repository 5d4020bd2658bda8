import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguageMenu } from './language-menu';

/** The frame of screens shown outside the console layout (sign-in, sign-up and friends). */
interface PublicShellProps {
  title: string;
  children: ReactNode;
  width?: number;
}

export function PublicShell({ title, children, width = 400 }: PublicShellProps) {
  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <Flex justify="flex-end" style={{ padding: '8px 16px' }}>
        <LanguageMenu />
      </Flex>
      <Flex flex={1} align="center" justify="center" style={{ padding: 16 }}>
        <Card style={{ width: '100%', maxWidth: width }}>
          <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </Flex>
    </Flex>
  );
}
