import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { i18n } from './i18n/i18n';

// antd's static notification cannot read the app's theme and locale; the app binds the
// context-aware instance from <App> here, and the static one serves until then.
let instance: NotificationInstance = notification;

export function bindNotifications(next: NotificationInstance): void {
  instance = next;
}

export function notifySuccess(text: string, detail?: string): void {
  instance.success({
    title: i18n.t('common.success'),
    description: detail ? (
      <>
        <div>{text}</div>
        <div>{detail}</div>
      </>
    ) : (
      text
    ),
  });
}

/** Same text, same notice: concurrent failing calls show one toast, not a pile. */
export function notifyError(text: string): void {
  instance.error({ key: `error:${text}`, title: i18n.t('common.error'), description: text });
}
