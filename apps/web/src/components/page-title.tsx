import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageTitle({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
