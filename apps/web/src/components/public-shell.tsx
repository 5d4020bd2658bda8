import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguageMenu } from './language-menu';
import { MAIN_ID, SkipLink } from './skip-link';
import { useDocumentTitle } from '../lib/use-document-title';

/** The frame of screens shown outside the console layout (sign-in, sign-up and friends). */
interface PublicShellProps {
  title: string;
  children: ReactNode;
  width?: number;
}

/**
 * A header with the language menu, then the screen in `main` under its `h1`. The card is a plain
 * styled box: antd's Card would bring its Tabs into the sign-in screen's first download.
 */
export function PublicShell({ title, children, width = 400 }: PublicShellProps) {
  useDocumentTitle(title);
  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#f0f2f5' }}>
      <SkipLink />
      <Flex component="header" justify="flex-end" style={{ padding: '8px 16px' }}>
        <LanguageMenu />
      </Flex>
      <Flex
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        flex={1}
        align="center"
        justify="center"
        style={{ padding: 16 }}
      >
        <section className="console-public-card" style={{ maxWidth: width }}>
          <Typography.Title
            level={1}
            className="console-page-title"
            style={{ textAlign: 'center', marginTop: 0 }}
          >
            {title}
          </Typography.Title>
          {children}
        </section>
      </Flex>
    </Flex>
  );
}
