import type { AreaHandlers, Deps } from '../../context';
import { getCurrentUser } from '../users/users.service';
import * as employees from './employees.service';

export function handlers(deps: Deps): AreaHandlers<'employees'> {
  return {
    'employees.add': async (input, ctx) => {
      ctx.audit.target = input.userName.toLowerCase();
      const item = await employees.addEmployee(deps, input, ctx.lang);
      ctx.audit.target = `${item.id} ${item.userName}`;
      return { success: true, item };
    },
    'employees.get': async ({ id }) => ({
      success: true,
      item: await employees.getEmployee(deps, id),
    }),
    'employees.getUserInfo': async (_input, ctx) => ({
      success: true,
      item: employees.toSignedInUser(await getCurrentUser(deps, ctx.user)),
    }),
    'employees.update': async (input, ctx) => {
      ctx.audit.target = String(input.id);
      return { success: true, item: await employees.updateEmployee(deps, ctx.user, input) };
    },
    'employees.delete': async ({ id }, ctx) => {
      ctx.audit.target = String(id);
      await employees.deleteEmployee(deps, ctx.user, id);
      return { success: true };
    },
    'employees.resendInvitation': async ({ id }, ctx) => {
      ctx.audit.target = String(id);
      const user = await employees.resendInvitation(deps, id);
      ctx.audit.target = `${user.id} ${user.user_name}`;
      return { success: true };
    },
    'employees.invitation': async ({ resetToken }) => ({
      success: true,
      userName: await employees.invitationUserName(deps, resetToken),
    }),
    'employees.list': async (q) => ({ success: true, ...(await employees.listEmployees(deps, q)) }),
  };
}
