import { z } from 'zod';
import { STAFF_PASSWORD_MIN } from '../constants';
import { encryptedPassword } from './accounts';
import { id, itemOf, ok, requiredText, text, timestamp, typeError } from './common';
import { user } from './users';
import { RUN_MODES, WEEKDAYS } from '../routes/areas/parents';

/** Values its screens use without zod, kept with the area's permissions (`routes/areas/parents.ts`). */
export { RUN_MODES, WEEKDAYS };

/**
 * A parent account and its staff users (the spec's "children"): their run mode and the rule
 * group of each kind, tab, notification and app modes, and the timer's allowed windows.
 */
export type RunMode = (typeof RUN_MODES)[number];
export const TAB_ACTIONS = ['cover', 'closetab'] as const;
export const NOTIFICATION_MODES = ['hide', 'toast'] as const;
export const APP_MODES = ['manual', 'timer'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const STAFF_USER_NAME_MAX = 64;
export const STAFF_FULL_NAME_MAX = 200;
export const TIMER_WINDOWS_MAX = 70;

/** The parent tab: who the parent is and his licence (spec section 3, "Parent user"). */
export const parentUser = user.pick({
  id: true,
  user_name: true,
  email: true,
  phone: true,
  full_name: true,
  country: true,
  time_zone: true,
  admin_role: true,
  license: true,
  subscription_begin: true,
  subscription_end: true,
});
export type ParentUser = z.infer<typeof parentUser>;

/** Spec section 3, "Staff (child user)", with the names of the groups assigned. */
export const staffUser = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  admin_id: z.number().int(),
  user_name: z.string(),
  full_name: z.string(),
  run_mode: z.enum(RUN_MODES),
  blacklist_id: z.number().int().nullable(),
  whitelist_id: z.number().int().nullable(),
  blocklist_id: z.number().int().nullable(),
  blacklist_name: z.string().nullable(),
  whitelist_name: z.string().nullable(),
  blocklist_name: z.string().nullable(),
  tab_action: z.enum(TAB_ACTIONS),
  notification_mode: z.enum(NOTIFICATION_MODES),
  app_mode: z.enum(APP_MODES),
  /** Moves with every change: part of the agents' policy version. */
  version: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type StaffUser = z.infer<typeof staffUser>;

/** A parent's id; a parent may leave it out (his own), employees name the parent. */
export const adminIdRequest = z.object({ admin_id: id.optional() });
export const staffIdRequest = z.object({ staff_id: id });

export const parentItemResponse = itemOf(parentUser);
export const staffListResponse = ok({ total: z.number().int(), list: z.array(staffUser) });
export const staffItemResponse = itemOf(staffUser);
export const staffWebResponse = ok({ staff_web: z.array(staffUser) });
export const staffAppResponse = ok({ staff_app: z.array(staffUser) });

/** A Windows-style sign-in name: letters, digits, dot, hyphen, underscore. */
export const staffUserName = requiredText(
  STAFF_USER_NAME_MAX,
  'validation.username_required',
).regex(/^[A-Za-z0-9._-]+$/, 'validation.staff_user_name_rule');
export const staffFullName = requiredText(STAFF_FULL_NAME_MAX, 'validation.full_name_required');

/** The staff password as typed in the form; it travels encrypted (auth.ts), checked again. */
export const staffPassword = z
  .string({ error: typeError('validation.password_required') })
  .min(1, 'validation.password_required')
  .min(STAFF_PASSWORD_MIN, 'validation.staff_password_min')
  .max(128, 'validation.too_long');

export const staffCreateRequest = z.object({
  admin_id: id.optional(),
  user_name: staffUserName,
  full_name: staffFullName,
  password: encryptedPassword,
  /** Sent by the old console's form; the call is a signed-in one and needs no captcha. */
  token: text().max(4096, 'validation.too_long').optional(),
});
export const staffEditRequest = z.object({ staff_id: id, full_name: staffFullName });
export const switchAppModeRequest = z.object({
  staff_id: id,
  switch_mode: z.enum(APP_MODES, { error: 'validation.invalid_option' }),
});
export const staffRuleAddRequest = z.object({ staff_id: id, rule_id: id });
export const runModeSetRequest = z.object({
  staff_id: id,
  mode: z.enum(RUN_MODES, { error: 'validation.invalid_option' }),
});
export const tabModeSetRequest = z.object({
  staff_id: id,
  mode: z.enum(TAB_ACTIONS, { error: 'validation.invalid_option' }),
});
export const notificationModeSetRequest = z.object({
  staff_id: id,
  mode: z.enum(NOTIFICATION_MODES, { error: 'validation.invalid_option' }),
});

const clock = text({ error: typeError() }).regex(
  /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/,
  'validation.time_of_day',
);

/** An allowed window of one weekday, `HH:mm` to `HH:mm` (end after start; 24:00 ends the day). */
export const timerWindow = z
  .object({
    weekday: z.enum(WEEKDAYS, { error: 'validation.invalid_option' }),
    start: clock,
    end: clock,
  })
  .refine((w) => w.start < w.end, { path: ['end'], message: 'validation.window_order' });
export type TimerWindow = z.infer<typeof timerWindow>;

export const timerSetRequest = z.object({
  staff_id: id,
  windows: z
    .array(timerWindow, { error: 'validation.invalid' })
    .max(TIMER_WINDOWS_MAX, 'validation.too_big')
    .superRefine((windows, ctx) => {
      windows.forEach((w, index) => {
        const overlaps = windows.some(
          (o, other) =>
            other < index && o.weekday === w.weekday && o.start < w.end && w.start < o.end,
        );
        if (overlaps) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'start'],
            message: 'validation.window_overlap',
          });
        }
      });
    }),
});
export const timerResponse = ok({
  staff_id: z.number().int(),
  app_mode: z.enum(APP_MODES),
  windows: z.array(z.object({ weekday: z.enum(WEEKDAYS), start: z.string(), end: z.string() })),
  version: z.number().int(),
});
