import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A card's title as the `h2` under the screen's `h1`, at the size of antd's card titles. */
export function CardTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}
