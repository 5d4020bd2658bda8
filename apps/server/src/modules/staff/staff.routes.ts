import type { AreaHandlers, Deps } from '../../context';
import { getCurrentUser } from '../users/users.service';
import * as staff from './staff.service';

export function handlers(deps: Deps): AreaHandlers<'staff'> {
  return {
    'staff.add': async (input, ctx) => {
      ctx.audit.target = input.user_name.toLowerCase();
      const item = await staff.addStaff(deps, input, ctx.lang);
      ctx.audit.target = `${item.id} ${item.user_name}`;
      return { success: true, item };
    },
    'staff.get': async ({ id }) => ({ success: true, item: await staff.getStaff(deps, id) }),
    'staff.getUserInfo': async (_input, ctx) => ({
      success: true,
      item: await getCurrentUser(deps, ctx.user),
    }),
    'staff.update': async (input, ctx) => {
      ctx.audit.target = String(input.id);
      return { success: true, item: await staff.updateStaff(deps, ctx.user, input) };
    },
    'staff.delete': async ({ id }, ctx) => {
      ctx.audit.target = String(id);
      await staff.deleteStaff(deps, ctx.user, id);
      return { success: true };
    },
    'staff.resendInvitation': async ({ id }, ctx) => {
      ctx.audit.target = String(id);
      const user = await staff.resendInvitation(deps, id);
      ctx.audit.target = `${user.id} ${user.user_name}`;
      return { success: true };
    },
    'staff.invitation': async ({ reset_token }) => ({
      success: true,
      user_name: await staff.invitationUserName(deps, reset_token),
    }),
    'staff.list': async (q) => ({ success: true, ...(await staff.listStaff(deps, q)) }),
  };
}
