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

/** Within this time the same notice again (concurrent calls failing alike) is not shown twice. */
const SAME_NOTICE_MS = 1_000;

/**
 * One notice per outcome on screen: each new one replaces the one before (an old error does not
 * stay beside a later success), and the same failure from concurrent calls shows once.
 *
 * Each notice gets a key of its own and the one before is closed. With one key for all, a notice
 * shown while the one before was in its leave motion could be taken away with it.
 */
let serial = 0;
let shown: { key: string; kind: HandedOffNotice['kind']; text: string; at: number } | null = null;

/** The key for a new notice, or null when the same notice is already on screen. */
function nextKey(kind: HandedOffNotice['kind'], text: string): string | null {
  const now = Date.now();
  if (shown && shown.kind === kind && shown.text === text && now - shown.at < SAME_NOTICE_MS) {
    return null;
  }
  if (shown) instance.destroy(shown.key);
  serial += 1;
  shown = { key: `notice-${serial}`, kind, text, at: now };
  return shown.key;
}

let last: (HandedOffNotice & { at: number }) | null = null;

/** The notice shown in the last `withinMs` (the sign-in screen shows it again after its reload). */
export function recentNotice(withinMs: number): HandedOffNotice | null {
  if (!last || Date.now() - last.at > withinMs) return null;
  const { kind, text, detail } = last;
  return { kind, text, ...(detail !== undefined && { detail }) };
}

export function notifySuccess(text: string, detail?: string): void {
  last = { kind: 'success', text, detail, at: Date.now() };
  const key = nextKey('success', text);
  if (key === null) return;
  instance.success({
    key,
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

/** Shows a failure; answers the notice's key (null when the same one was already on screen). */
export function notifyError(text: string): string | null {
  last = { kind: 'error', text, at: Date.now() };
  const key = nextKey('error', text);
  if (key === null) return null;
  instance.error({ key, title: i18n.t('common.error'), description: text });
  return key;
}

/** Takes a notice away again (a failure a form turned out to show under its fields). */
export function closeNotice(key: string): void {
  instance.destroy(key);
  if (shown?.key === key) shown = null;
}

/** An outcome that is neither a success nor a failure: there was nothing to do. */
export function notifyInfo(text: string, detail?: string): void {
  last = { kind: 'info', text, detail, at: Date.now() };
  const key = nextKey('info', text);
  if (key === null) return;
  instance.info({
    key,
    title: text,
    ...(detail && { description: detail }),
  });
}
