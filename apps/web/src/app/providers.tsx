import { SearchOutlined } from '@ant-design/icons';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { queryClient } from '../lib/api/query-client';
import { i18n } from '../lib/i18n/i18n';
import { antdLocaleOf } from '../lib/i18n/load-language';
import { useMediaQuery } from '../lib/hooks/use-media-query';
import { bindNotifications } from '../lib/notify';
import { staticStyles, theme } from './theme';

function NotificationBridge() {
  const { notification } = AntdApp.useApp();
  useEffect(() => bindNotifications(notification), [notification]);
  return null;
}

/** Notices rise from the bottom corner: at the top they covered the header and Back and Edit. */
const notices = { placement: 'bottomRight', bottom: 24 } as const;
/** A new short message replaces the one before instead of stacking under it (lib/notify.tsx does the same for notices). */
const messages = { maxCount: 1 } as const;

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AntdConfig>
        <AntdApp notification={notices} message={messages}>
          <NotificationBridge />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AntdApp>
      </AntdConfig>
    </I18nextProvider>
  );
}

/** antd's language, theme and the parts of its components that speak to the reader. */
function AntdConfig({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // A reader who asked his system for less motion gets none: antd's drawers, menus, modals and
  // notices appear and go at once (WCAG 2.3.3). The browser tests ask for it too, which spares
  // their shared 2-core machine every animation's frames.
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const themed = useMemo(
    () => ({
      ...theme,
      ...staticStyles,
      // antd's component styles come from the build (build/antd-styles.ts), not from the page.
      zeroRuntime: true,
      token: { ...theme.token, motion: !reducedMotion },
    }),
    [reducedMotion],
  );
  // A search box's button is its icon alone: the icon names it in the reader's language (icons
  // are otherwise hidden from screen readers: build/decorative-icons.ts).
  const inputSearch = useMemo(
    () => ({ searchIcon: <SearchOutlined aria-label={t('common.aria.search')} /> }),
    [t],
  );
  return (
    <ConfigProvider locale={antdLocaleOf()} theme={themed} inputSearch={inputSearch}>
      {children}
    </ConfigProvider>
  );
}
