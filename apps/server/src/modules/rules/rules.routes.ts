import type { RuleGroup, RuleKind } from '@console/contract/schemas/rules';
import type { AreaHandlers, AuthUser, Deps, RequestContext } from '../../context';
import * as rules from './rules.service';

const WEB = ['blacklist', 'whitelist'] as const;
const APP = ['blocklist'] as const;

const listed = (list: RuleGroup[]) => ({ success: true as const, total: list.length, list });
const item = (group: RuleGroup) => ({ success: true as const, item: group });

export function handlers(deps: Deps): AreaHandlers<'rules'> {
  const create =
    (kind: RuleKind) =>
    async (
      input: { admin_id?: number; name: string; list: string[] },
      ctx: Pick<RequestContext, 'audit'> & { user: AuthUser },
    ) => {
      const group = await rules.createGroup(deps, ctx.user, kind, input);
      ctx.audit.target = `rule ${group.id}`;
      return item(group);
    };
  return {
    'rules.webBlacklistList': async ({ admin_id }, ctx) =>
      listed(await rules.listGroups(deps, ctx.user, 'blacklist', admin_id)),
    'rules.webWhitelistList': async ({ admin_id }, ctx) =>
      listed(await rules.listGroups(deps, ctx.user, 'whitelist', admin_id)),
    'rules.webBlacklistCreate': create('blacklist'),
    'rules.webWhitelistCreate': create('whitelist'),
    'rules.webSetName': async ({ id, name }, ctx) => {
      ctx.audit.target = `rule ${id}`;
      return item(await rules.renameGroup(deps, ctx.user, id, WEB, name));
    },
    'rules.webEdit': async ({ id, list }, ctx) => {
      ctx.audit.target = `rule ${id}`;
      return item(await rules.editEntries(deps, ctx.user, id, WEB, list));
    },
    'rules.webDelete': async ({ id }, ctx) => {
      ctx.audit.target = `rule ${id}`;
      await rules.deleteGroup(deps, ctx.user, id, WEB);
      return { success: true };
    },
    'rules.appList': async ({ admin_id }, ctx) =>
      listed(await rules.listGroups(deps, ctx.user, 'blocklist', admin_id)),
    'rules.appCreate': async ({ name, list }, ctx) => {
      const group = await rules.createGroup(deps, ctx.user, 'blocklist', { name, list });
      ctx.audit.target = `rule ${group.id}`;
      return item(group);
    },
    'rules.appSetName': async ({ id, name }, ctx) => {
      ctx.audit.target = `rule ${id}`;
      return item(await rules.renameGroup(deps, ctx.user, id, APP, name));
    },
    'rules.appDelete': async ({ id }, ctx) => {
      ctx.audit.target = `rule ${id}`;
      await rules.deleteGroup(deps, ctx.user, id, APP);
      return { success: true };
    },
    'rules.blocklistGet': async ({ id }, ctx) =>
      item(await rules.getGroup(deps, ctx.user, id, APP)),
    'rules.blocklistEdit': async ({ id, list }, ctx) => {
      ctx.audit.target = `rule ${id}`;
      return item(await rules.editEntries(deps, ctx.user, id, APP, list));
    },
    'rules.blocklistListAdmin': async ({ admin_id }, ctx) =>
      listed(await rules.listGroups(deps, ctx.user, 'blocklist', admin_id, true)),
    'rules.blocklistCreateAdmin': async ({ admin_id, name, list }, ctx) => {
      const group = await rules.createGroup(deps, ctx.user, 'blocklist', {
        admin_id: admin_id ?? ctx.user.id,
        name,
        list,
      });
      ctx.audit.target = `rule ${group.id}`;
      return item(group);
    },
    'rules.blocklistEditAdmin': async ({ id, list }, ctx) => {
      ctx.audit.target = `rule ${id}`;
      return item(await rules.editEntries(deps, ctx.user, id, APP, list));
    },
    'rules.appNames': async () => ({ success: true, list: await rules.appNames(deps) }),
  };
}
