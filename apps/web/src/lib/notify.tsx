import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { i18n } from './i18n/i18n';

// antd's static notification cannot read the app's theme and locale; the app binds the
// context-aware instance from <App> here, and the static one serves until then.
let instance: NotificationInstance = notification;

export function bindNotifications(next: NotificationInstance): void {
  instance = next;
}

/**
 * One notice per outcome on screen: each new one replaces the one before (an old error does not
 * stay beside a later success), and the same failure from concurrent calls shows once.
 */
const NOTICE = 'notice';

export function notifySuccess(text: string, detail?: string): void {
  instance.success({
    key: NOTICE,
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

export function notifyError(text: string): void {
  instance.error({ key: NOTICE, title: i18n.t('common.error'), description: text });
}

/** An outcome that is neither a success nor a failure: there was nothing to do. */
export function notifyInfo(text: string, detail?: string): void {
  instance.info({
    key: NOTICE,
    title: text,
    ...(detail && { description: detail }),
  });
}
