import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

interface PageTitleProps {
  title: ReactNode;
  extra?: ReactNode;
  /** The tab's title, when `title` is not plain text. */
  documentTitle?: string;
}

/**
 * The screen's title: its one `h1` (sized as an h3), with the screen's actions beside it; the tab
 * shows it too. A plain `h1` drawn like antd's title (`console-page-title` in styles.css): antd's
 * Typography would bring its editing and copying parts into every screen's first files.
 */
export function PageTitle({ title, extra, documentTitle }: PageTitleProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <Flex justify="space-between" align="center" wrap gap="middle" style={{ marginBottom: 16 }}>
      <h1 className="console-page-title" style={{ margin: 0 }}>
        {title}
      </h1>
      {extra}
    </Flex>
  );
}
