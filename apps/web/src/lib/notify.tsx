import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { i18n } from './i18n/i18n';
import type { HandedOffNotice } from './notice-handoff';

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

let last: (HandedOffNotice & { at: number }) | null = null;

/** The notice shown in the last `withinMs` (the sign-in screen shows it again after its reload). */
export function recentNotice(withinMs: number): HandedOffNotice | null {
  if (!last || Date.now() - last.at > withinMs) return null;
  const { kind, text, detail } = last;
  return { kind, text, ...(detail !== undefined && { detail }) };
}

export function notifySuccess(text: string, detail?: string): void {
  last = { kind: 'success', text, detail, at: Date.now() };
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
  last = { kind: 'error', text, at: Date.now() };
  instance.error({ key: NOTICE, title: i18n.t('common.error'), description: text });
}

/** An outcome that is neither a success nor a failure: there was nothing to do. */
export function notifyInfo(text: string, detail?: string): void {
  last = { kind: 'info', text, detail, at: Date.now() };
  instance.info({
    key: NOTICE,
    title: text,
    ...(detail && { description: detail }),
  });
}
