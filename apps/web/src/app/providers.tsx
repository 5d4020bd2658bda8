import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../lib/api/query-client';
import { i18n } from '../lib/i18n/i18n';
import { antdLocaleOf } from '../lib/i18n/load-language';
import { bindNotifications } from '../lib/notify';

function NotificationBridge() {
  const { notification } = AntdApp.useApp();
  useEffect(() => bindNotifications(notification), [notification]);
  return null;
}

/**
 * antd's default blue (#1677ff) and secondary grey fall short of the 4.5:1 contrast WCAG AA asks
 * for text on white (axe's color-contrast); one shade darker of each meets it.
 */
const theme = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  },
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={antdLocaleOf()} theme={theme}>
        <AntdApp>
          <NotificationBridge />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
