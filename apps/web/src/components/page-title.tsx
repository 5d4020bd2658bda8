import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The screen's title: its one `h1` (sized as an h3), with the screen's actions beside it. */
export function PageTitle({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
      <Typography.Title level={1} className="console-page-title" style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
