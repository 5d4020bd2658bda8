import type { NotificationInstance } from 'antd/es/notification/interface';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Notify from './notify';

vi.stubGlobal('window', { addEventListener: vi.fn(), location: { pathname: '/' } });
vi.stubGlobal('document', { cookie: '', documentElement: {} });
vi.stubGlobal('localStorage', { getItem: () => null, setItem: vi.fn(), removeItem: vi.fn() });

// Imported once the browser globals above exist: the language is read on load.
let notify: typeof Notify;
// It brings antd with it: on a busy machine that import alone can outlast the default 10 s.
beforeAll(async () => {
  notify = await import('./notify');
}, 60_000);

/** A notification instance that records what the console asked of it. */
function recorder() {
  const calls: { op: string; key?: unknown }[] = [];
  const open = (op: string) => (config: { key?: unknown }) => calls.push({ op, key: config.key });
  const instance = {
    success: open('success'),
    error: open('error'),
    info: open('info'),
    warning: open('warning'),
    open: open('open'),
    destroy: (key?: unknown) => calls.push({ op: 'destroy', key }),
  } as unknown as NotificationInstance;
  return { calls, instance };
}

describe('notices', () => {
  it('a new notice closes the one before and comes under a key of its own', () => {
    const { calls, instance } = recorder();
    notify.bindNotifications(instance);
    notify.notifySuccess('M0003-T01 is open');
    notify.notifySuccess('Nhà sách Tiến Thọ: 2 terminals, 0 locked');
    const [first, destroyed, second] = calls;
    expect(first?.op).toBe('success');
    expect(destroyed).toEqual({ op: 'destroy', key: first?.key });
    expect(second?.op).toBe('success');
    expect(second?.key).not.toBe(first?.key);
    expect(notify.recentNotice(60_000)?.text).toBe('Nhà sách Tiến Thọ: 2 terminals, 0 locked');
  });

  it('the same failure from calls made together shows once', () => {
    const { calls, instance } = recorder();
    notify.bindNotifications(instance);
    notify.notifyError('The server could not be reached');
    notify.notifyError('The server could not be reached');
    expect(calls.filter((c) => c.op === 'error')).toHaveLength(1);
    notify.notifyError('Something else');
    expect(calls.filter((c) => c.op === 'error')).toHaveLength(2);
  });
});
