import type { AreaHandlers, Deps } from '../../context';
import * as parents from './parents.service';
import * as settings from './staff-settings.service';

export function handlers(deps: Deps): AreaHandlers<'parents'> {
  return {
    'parents.get': async ({ admin_id }, ctx) => ({
      success: true,
      item: await parents.getParent(deps, ctx.user, admin_id),
    }),
    'parents.staffList': async ({ admin_id }, ctx) => {
      const list = await parents.listStaff(deps, ctx.user, admin_id);
      return { success: true, total: list.length, list };
    },
    'parents.staffGet': async ({ staff_id }, ctx) => ({
      success: true,
      item: await parents.getStaff(deps, ctx.user, staff_id),
    }),
    'parents.staffCreate': async (input, ctx) => {
      const item = await parents.createStaff(deps, ctx.user, input);
      ctx.audit.target = `staff ${item.id}`;
      return { success: true, item };
    },
    'parents.staffEdit': async ({ staff_id, full_name }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return { success: true, item: await settings.editStaff(deps, ctx.user, staff_id, full_name) };
    },
    'parents.staffDelete': async ({ staff_id }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      await parents.deleteStaff(deps, ctx.user, staff_id);
      return { success: true };
    },
    'parents.switchAppMode': async ({ staff_id, switch_mode }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return {
        success: true,
        item: await settings.setAppMode(deps, ctx.user, staff_id, switch_mode),
      };
    },
    'parents.staffWebList': async ({ admin_id }, ctx) => ({
      success: true,
      staff_web: await parents.listStaff(deps, ctx.user, admin_id),
    }),
    'parents.staffAppList': async ({ admin_id }, ctx) => ({
      success: true,
      staff_app: await parents.listStaff(deps, ctx.user, admin_id),
    }),
    'parents.blacklistAdd': async ({ staff_id, rule_id }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return {
        success: true,
        item: await settings.assignGroup(deps, ctx.user, staff_id, 'blacklist', rule_id),
      };
    },
    'parents.whitelistAdd': async ({ staff_id, rule_id }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return {
        success: true,
        item: await settings.assignGroup(deps, ctx.user, staff_id, 'whitelist', rule_id),
      };
    },
    'parents.blocklistAdd': async ({ staff_id, rule_id }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return {
        success: true,
        item: await settings.assignGroup(deps, ctx.user, staff_id, 'blocklist', rule_id),
      };
    },
    'parents.blacklistSet': async ({ staff_id }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return {
        success: true,
        item: await settings.setRunMode(deps, ctx.user, staff_id, 'blacklist'),
      };
    },
    'parents.whitelistSet': async ({ staff_id }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return {
        success: true,
        item: await settings.setRunMode(deps, ctx.user, staff_id, 'whitelist'),
      };
    },
    'parents.blocklistSet': async ({ staff_id }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return {
        success: true,
        item: await settings.setRunMode(deps, ctx.user, staff_id, 'blocklist'),
      };
    },
    'parents.runModeSet': async ({ staff_id, mode }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return { success: true, item: await settings.setRunMode(deps, ctx.user, staff_id, mode) };
    },
    'parents.tabModeSet': async ({ staff_id, mode }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return { success: true, item: await settings.setTabMode(deps, ctx.user, staff_id, mode) };
    },
    'parents.notificationModeSet': async ({ staff_id, mode }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return {
        success: true,
        item: await settings.setNotificationMode(deps, ctx.user, staff_id, mode),
      };
    },
    'parents.timerGet': async ({ staff_id }, ctx) => ({
      success: true,
      ...(await settings.getTimer(deps, ctx.user, staff_id)),
    }),
    'parents.timerSet': async ({ staff_id, windows }, ctx) => {
      ctx.audit.target = `staff ${staff_id}`;
      return { success: true, ...(await settings.setTimer(deps, ctx.user, staff_id, windows)) };
    },
  };
}
