import type { AreaHandlers, Deps } from '../../context';
import * as agents from './agents.service';
import * as commands from './commands.service';
import * as enrolment from './enrolment.service';
import * as links from './links.service';
import * as policy from './policy.service';
import * as software from './software.service';
import * as ingest from './reports-ingest.service';
import * as reports from './reports-reads.service';

export function handlers(deps: Deps): AreaHandlers<'agents'> {
  const target = (ctx: { audit: { target?: string } }, agentId: number) => {
    ctx.audit.target = `agent:${agentId}`;
  };
  return {
    'agents.list': async ({ admin_id }, ctx) => {
      const { list, limit } = await agents.listAgents(deps, ctx.user, admin_id);
      return { success: true, total: list.length, list, limit };
    },
    'agents.login': async (input, ctx) => {
      target(ctx, input.agent_id);
      return { success: true, request_id: await links.requestLink(deps, ctx.user, input) };
    },
    'agents.check': async ({ admin_id, agent_id }, ctx) => ({
      success: true,
      ...(await links.checkLink(deps, ctx.user, admin_id, agent_id)),
    }),
    'agents.logout': async ({ admin_id, agent_id }, ctx) => {
      target(ctx, agent_id);
      await links.logout(deps, ctx.user, admin_id, agent_id);
      return { success: true };
    },
    'agents.setBlockBrowser': async (input, ctx) => {
      target(ctx, input.agent_id);
      return {
        success: true,
        item: await agents.setToggle(deps, ctx.user, input, 'block_browser', input.block_browser),
      };
    },
    'agents.setUserLogin': async (input, ctx) => {
      target(ctx, input.agent_id);
      return {
        success: true,
        item: await agents.setToggle(deps, ctx.user, input, 'user_login', input.user_login),
      };
    },
    'agents.sendCommand': async (input, ctx) => {
      target(ctx, input.agent_id);
      return { success: true, item: await commands.sendCommand(deps, ctx.user, input) };
    },
    'agents.commands': async (input, ctx) => ({
      success: true,
      ...(await commands.listCommands(deps, ctx.user, input)),
    }),
    'agents.setName': async (input, ctx) => {
      target(ctx, input.agent_id);
      return { success: true, item: await agents.setName(deps, ctx.user, input) };
    },
    'agents.software': async (input, ctx) => ({
      success: true,
      ...(await software.listSoftware(deps, ctx.user, input)),
    }),
    'agents.latestVersion': async () => ({ success: true, item: await software.getRelease(deps) }),
    'agents.setLatestVersion': async (input, ctx) => ({
      success: true,
      item: await software.setRelease(deps, ctx.user, input),
    }),
    'agents.staffAgentList': async ({ admin_id, agent_id }, ctx) => {
      const { list, staff } = await links.listStaffLinks(deps, ctx.user, admin_id, agent_id);
      return { success: true, total: list.length, list, staff };
    },
    'agents.staffAgentCreate': async (input, ctx) => {
      target(ctx, input.agent_id);
      return { success: true, item: await links.createStaffLink(deps, ctx.user, input) };
    },
    'agents.staffAgentActive': async (input, ctx) => {
      target(ctx, input.agent_id);
      return { success: true, item: await links.activateStaffLink(deps, ctx.user, input) };
    },
    'agents.staffAgentDelete': async (input, ctx) => {
      target(ctx, input.agent_id);
      await links.deleteStaffLink(deps, ctx.user, input);
      return { success: true };
    },
    'agents.urlChart': async (input, ctx) => ({
      success: true,
      ...(await reports.urlChart(deps, ctx.user, input)),
    }),
    'agents.urlList': async (input, ctx) => ({
      success: true,
      ...(await reports.urlList(deps, ctx.user, input)),
    }),
    'agents.userQuery': async (input, ctx) => ({
      success: true,
      ...(await reports.userQuery(deps, ctx.user, input)),
    }),
    'agents.appList': async (input, ctx) => ({
      success: true,
      ...(await reports.appList(deps, ctx.user, input)),
    }),
    'agents.appChart': async (input, ctx) => ({
      success: true,
      ...(await reports.appChart(deps, ctx.user, input)),
    }),

    'agents.enrol': async (input, ctx) => {
      const answer = await enrolment.enrol(deps, input);
      ctx.audit.target = `agent:${answer.agent_id}`;
      ctx.audit.actor = { id: null, name: `agent:${input.name}` };
      return { success: true, ...answer };
    },
    'agents.checkIn': async (input, ctx) =>
      commands.checkIn(deps, ctx.machine.subjectId, input, ctx.signal),
    'agents.ack': async (input, ctx) => {
      ctx.audit.target = `agent_command:${input.command_id}`;
      return { success: true, state: await commands.ack(deps, ctx.machine, input) };
    },
    'agents.policy': async ({ etag }, ctx) => ({
      success: true,
      ...(await policy.fetchPolicy(deps, ctx.machine.subjectId, etag)),
    }),
    'agents.uploadSoftware': async ({ list }, ctx) => ({
      success: true,
      ...(await software.uploadSoftware(deps, ctx.machine.subjectId, list)),
    }),
    'agents.showOtp': async (_input, ctx) => ({
      success: true,
      ...(await enrolment.showOtp(deps, ctx.machine.subjectId)),
    }),
    'agents.reports': async ({ batch_id, items }, ctx) => ({
      success: true,
      ...(await ingest.ingest(deps, ctx.machine.subjectId, batch_id, items, ctx.lang)),
    }),
    'agents.confirmLink': async ({ request_id }, ctx) => ({
      success: true,
      admin_id: await links.confirmLink(deps, ctx.machine.subjectId, request_id),
    }),
  };
}
