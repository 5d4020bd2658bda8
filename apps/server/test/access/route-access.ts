import type { Access } from '@console/contract/access';
import type { Permission } from '@console/contract/permissions';
import type { RouteId, ScreenId } from '@console/contract/routes';

/**
 * What each call and each screen of the console requires, written out by hand and NOT read from
 * the contract's route table (packages/contract/src/routes/<area>.ts), which the server enforces:
 * a permission changed there by mistake would otherwise move the role walk's expectations with
 * it, and no test would fail. route-access.unit.test.ts compares the contract with these tables
 * entry by entry; the role walk (role-walk.test.ts) expects its answers from them.
 *
 * Changing what a call or a screen requires means changing it here too, on purpose, in the same
 * commit; a new call or screen is written here when it is declared. Kept in the contract's area
 * order (AREA_LIST, packages/contract/src/areas.ts), each area's entries in its own order.
 */

/**
 * Every call (RPC and REST, the agents' and integration clients' included) → its access rule:
 * a permission, `authenticated` (any signed-in user), `public` (no credential), or a machine's
 * credential (`agent`, `integration`).
 */
export const ROUTE_ACCESS = {
  'health.liveness': 'public',
  'health.readiness': 'public',

  'auth.publicKey': 'public',
  'auth.captcha': 'public',
  'auth.login': 'public',
  'auth.rpcLogin': 'public',
  'auth.refresh': 'public',
  'auth.logout': 'public',
  'auth.logoutAll': 'authenticated',
  'auth.ssoLogin': 'public',

  'accounts.signup': 'public',
  'accounts.testName': 'public',
  'accounts.activate': 'public',
  'accounts.resendVerification': 'public',
  'accounts.forgotPassword': 'public',
  'accounts.resetPassword': 'public',
  'accounts.changePassword': 'authenticated',
  'accounts.setLanguage': 'authenticated',

  'users.me': 'authenticated',
  'users.byId': 'authenticated',
  'users.list': 'users.list',
  'users.get': 'users.get',
  'users.update': 'users.update',
  'users.activate': 'users.activate',
  'users.listLike': 'users.lookup',
  'users.searchLike': 'users.lookup',
  'users.info': 'users.get',
  'users.upToStandard': 'users.subscription',
  'users.downToFree': 'users.subscription',
  'users.history': 'users.get',
  'users.quote': 'users.subscription',

  'employees.add': 'employees.manage',
  'employees.get': 'employees.manage',
  'employees.getUserInfo': 'authenticated',
  'employees.update': 'employees.manage',
  'employees.delete': 'employees.manage',
  'employees.resendInvitation': 'employees.manage',
  'employees.invitation': 'public',
  'employees.list': 'employees.manage',

  'browsers.list': 'browsers.list',
  'browsers.get': 'browsers.get',
  'browsers.create': 'browsers.create',
  'browsers.edit': 'browsers.edit',
  'browsers.delete': 'browsers.delete',
  'browsers.apply': 'browsers.apply',

  'bank.list': 'bank.list',
  'bank.listMine': 'bank.mine',
  'bank.get': 'bank.get',
  'bank.getMine': 'bank.mine',
  'bank.add': 'bank.write',
  'bank.addMine': 'bank.mine',
  'bank.catalogueList': 'authenticated',
  'bank.catalogueGet': 'authenticated',
  'bank.edit': 'bank.write',
  'bank.editMine': 'bank.mine',

  'promotions.list': 'promotions.list',
  'promotions.listMine': 'promotions.mine',
  'promotions.create': 'promotions.create',
  'promotions.get': 'promotions.get',
  'promotions.getMine': 'promotions.mine',
  'promotions.count': 'promotions.get',
  'promotions.countMine': 'promotions.mine',
  'promotions.edit': 'promotions.edit',
  'promotions.sales': 'promotions.get',
  'promotions.salesMine': 'promotions.mine',

  'sales.list': 'sales.list',
  'sales.salesmen': 'sales.list',
  'sales.listMine': 'sales.mine',

  'dashboard.summary': 'authenticated',

  'campaigns.list': 'campaigns.read',
  'campaigns.create': 'campaigns.create',
  'campaigns.createFull': 'campaigns.create',
  'campaigns.edit': 'campaigns.edit',
  'campaigns.get': 'campaigns.read',
  'campaigns.budget': 'campaigns.read',
  'campaigns.submit': 'campaigns.submit',
  'campaigns.submitNoUpdate': 'campaigns.submit',
  'campaigns.cancelSubmit': 'campaigns.submit',
  'campaigns.approve': 'campaigns.approve',
  'campaigns.reject': 'campaigns.reject',
  'campaigns.lock': 'campaigns.lock',
  'campaigns.unlock': 'campaigns.unlock',
  'campaigns.extend': 'campaigns.edit',
  'campaigns.approveExtension': 'campaigns.approve',
  'campaigns.rejectExtension': 'campaigns.reject',
  'campaigns.syncMerchant': 'campaigns.sync',
  'campaigns.syncTerminal': 'campaigns.sync',
  'campaigns.stop': 'campaigns.stop',

  'blocklists.customers': 'blocklists.read',
  'blocklists.customerHistory': 'blocklists.read',
  'blocklists.lockCustomer': 'blocklists.write',
  'blocklists.unlockCustomer': 'blocklists.write',
  'blocklists.merchants': 'blocklists.read',
  'blocklists.terminals': 'blocklists.read',
  'blocklists.merchantHistory': 'blocklists.read',
  'blocklists.lockTerminal': 'blocklists.write',
  'blocklists.unlockTerminal': 'blocklists.write',
  'blocklists.syncTerminal': 'blocklists.write',

  'merchants.list': 'merchants.read',

  'merter.upload': 'merter.write',
  'merter.status': 'merter.read',
  'merter.result': 'merter.read',
  'merter.resultLink': 'merter.read',
  'merter.template': 'merter.read',
  'merter.apply': 'merter.write',
  'merter.applyAll': 'merter.write',
  'merter.terminals': 'merter.read',
  'merter.changeTerminal': 'merter.write',
  'merter.customers': 'merter.read',
  'merter.customerTerminals': 'merter.read',
  'merter.changeCustomer': 'merter.write',

  'rules.webBlacklistList': 'rules.groups',
  'rules.webWhitelistList': 'rules.groups',
  'rules.webBlacklistCreate': 'rules.groups',
  'rules.webWhitelistCreate': 'rules.groups',
  'rules.webSetName': 'rules.groups',
  'rules.webDelete': 'rules.groups',
  'rules.webEdit': 'rules.groups',
  'rules.appList': 'rules.groups',
  'rules.appCreate': 'rules.app',
  'rules.appSetName': 'rules.groups',
  'rules.appDelete': 'rules.groups',
  'rules.blocklistGet': 'rules.groups',
  'rules.blocklistEdit': 'rules.groups',
  'rules.blocklistListAdmin': 'rules.groups',
  'rules.blocklistCreateAdmin': 'rules.groups',
  'rules.blocklistEditAdmin': 'rules.groups',
  'rules.appNames': 'rules.groups',

  'parents.get': 'parents.staff',
  'parents.staffList': 'parents.staff',
  'parents.staffGet': 'parents.staff',
  'parents.staffCreate': 'parents.staff',
  'parents.staffEdit': 'parents.staff',
  'parents.staffDelete': 'parents.staff',
  'parents.switchAppMode': 'parents.staff',
  'parents.staffWebList': 'parents.staff',
  'parents.staffAppList': 'parents.staff',
  'parents.blacklistAdd': 'parents.staff',
  'parents.whitelistAdd': 'parents.staff',
  'parents.blocklistAdd': 'parents.staff',
  'parents.blacklistSet': 'parents.staff',
  'parents.whitelistSet': 'parents.staff',
  'parents.blocklistSet': 'parents.staff',
  'parents.runModeSet': 'parents.staff',
  'parents.tabModeSet': 'parents.staff',
  'parents.notificationModeSet': 'parents.staff',
  'parents.timerGet': 'parents.staff',
  'parents.timerSet': 'parents.staff',

  'redemption.expose.list': 'integration',
  'redemption.expose.detail': 'integration',
  'redemption.expose.terminal': 'integration',
  'redemption.expose.addCustomer': 'integration',
  'redemption.expose.quote': 'integration',
  'redemption.expose.redeem': 'integration',
  'redemption.expose.reverse': 'integration',
  'redemption.expose.get': 'integration',
  'redemption.list': 'redemption.read',
  'redemption.clients.list': 'redemption.clients',
  'redemption.clients.create': 'redemption.clients',
  'redemption.clients.rotate': 'redemption.clients',
  'redemption.clients.revoke': 'redemption.clients',

  'agents.list': 'agents.read',
  'agents.login': 'agents.manage',
  'agents.check': 'agents.read',
  'agents.logout': 'agents.manage',
  'agents.setBlockBrowser': 'agents.manage',
  'agents.setUserLogin': 'agents.manage',
  'agents.sendCommand': 'agents.command',
  'agents.commands': 'agents.read',
  'agents.setName': 'agents.manage',
  'agents.software': 'agents.read',
  'agents.latestVersion': 'agents.read',
  'agents.setLatestVersion': 'agents.release',
  'agents.staffAgentList': 'agents.read',
  'agents.staffAgentCreate': 'agents.manage',
  'agents.staffAgentActive': 'agents.manage',
  'agents.staffAgentDelete': 'agents.manage',
  'agents.urlChart': 'agents.read',
  'agents.urlList': 'agents.read',
  'agents.userQuery': 'agents.read',
  'agents.appList': 'agents.read',
  'agents.appChart': 'agents.read',
  'agents.enrol': 'public',
  'agents.checkIn': 'agent',
  'agents.ack': 'agent',
  'agents.policy': 'agent',
  'agents.uploadSoftware': 'agent',
  'agents.showOtp': 'agent',
  'agents.confirmLink': 'agent',
  'agents.reports': 'agent',

  'overview.websites': 'overview.website',
  'overview.applications': 'overview.application',
  'overview.policy': 'overview.policy',

  'rpa.jobList': 'rpa.read',
  'rpa.jobGet': 'rpa.read',
  'rpa.jobCreate': 'rpa.manage',
  'rpa.jobUpdate': 'rpa.manage',
  'rpa.jobPause': 'rpa.manage',
  'rpa.jobResume': 'rpa.manage',
  'rpa.jobDelete': 'rpa.manage',
  'rpa.jobRunNow': 'rpa.manage',
  'rpa.jobHistory': 'rpa.read',
  'rpa.runList': 'rpa.read',
  'rpa.runGet': 'rpa.read',
  'rpa.targetsPreview': 'rpa.read',
} as const satisfies Record<RouteId, Access<Permission>>;

/**
 * Every in-app screen → who may open it: one rule, or several of which any one opens it (a screen
 * shared by a general permission and its own-records one).
 */
export const SCREEN_ACCESS = {
  'auth.login': 'public',
  'auth.sso': 'public',

  'accounts.register': 'public',
  'accounts.activate': 'public',
  'accounts.resend': 'public',
  'accounts.getPassword': 'public',

  'users.list': 'users.list',
  'users.manager': 'users.list',
  'users.show': 'users.get',
  'users.edit': 'users.update',
  'users.profile': 'authenticated',

  'employees.list': 'employees.manage',

  'browsers.list': 'browsers.list',
  'browsers.create': 'browsers.create',
  'browsers.show': 'browsers.get',
  'browsers.edit': 'browsers.edit',

  'bank.list': ['bank.list', 'bank.mine'],
  'bank.create': ['bank.write', 'bank.mine'],
  'bank.show': ['bank.get', 'bank.mine'],
  'bank.edit': ['bank.write', 'bank.mine'],

  'promotions.list': 'promotions.list',
  'promotions.create': 'promotions.create',
  'promotions.show': 'promotions.get',
  'promotions.edit': 'promotions.edit',
  'promotions.sales': ['promotions.get', 'promotions.mine'],
  'promotions.mine': 'promotions.mine',
  'promotions.mineShow': 'promotions.mine',

  'sales.list': ['sales.list', 'sales.mine'],

  'dashboard.show': 'authenticated',
  'errors.forbidden': 'public',
  'errors.notFound': 'public',
  'errors.serverError': 'public',

  'campaigns.list': 'campaigns.read',
  'campaigns.create': 'campaigns.create',
  'campaigns.show': 'campaigns.read',
  'campaigns.edit': 'campaigns.edit',

  'blocklists.customers': 'blocklists.read',
  'blocklists.merchants': 'blocklists.read',
  'blocklists.terminals': 'blocklists.read',

  'rules.list': ['rules.app', 'parents.own'],
  'rules.create': ['rules.app', 'parents.own'],
  'rules.show': ['rules.app', 'parents.own'],
  'rules.edit': ['rules.app', 'parents.own'],

  'parents.staff': 'parents.staff',
  'parents.staffCreate': 'parents.staff',
  'parents.staffShow': 'parents.staff',
  'parents.staffEdit': 'parents.staff',

  'redemption.clients': 'redemption.clients',

  'agents.release': 'agents.release',
  'agents.reports': 'agents.read',
  'agents.page': 'agents.read',

  'overview.website': 'overview.website',
  'overview.application': 'overview.application',
  'overview.policy': 'overview.policy',

  'rpa.manage': 'rpa.read',
  'rpa.create': 'rpa.manage',
  'rpa.show': 'rpa.read',
  'rpa.edit': 'rpa.manage',
  'rpa.run': 'rpa.read',
} as const satisfies Record<ScreenId, Access<Permission> | readonly Access<Permission>[]>;
