import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * Secondary text, drawn as antd's `Typography.Text type="secondary"`: a plain span in the theme's
 * secondary colour. Typography brings its editing, copying and ellipsis parts (7 kB gzip) to
 * every screen that uses it.
 */
export function SecondaryText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary }}>{children}</span>;
}
