import type { ErrorKinds, Grants, Screens } from '../define';

/**
 * Desktop agents: the console's calls (agent access, commands, software, staff-agent links,
 * the latest version) and the agent API under /api/v1/agent/, which agents call with their own
 * secret (docs/decisions/agents.md). Which parent a call may reach is the service's check:
 * `parents.any` reaches any parent, `parents.own` only the caller himself.
 */
export const permissions = {
  'agents.read': ['admin', 'manager', 'supporter', 'parent'],
  'agents.manage': ['admin', 'manager', 'supporter', 'parent'],
  'agents.command': ['admin', 'manager', 'supporter', 'parent'],
  'agents.release': ['admin'],
} as const satisfies Grants<'agents'>;

export const errors = {
  'agents.not_found': 'not_found',
  'agents.parent_not_found': 'not_found',
  'agents.staff_not_found': 'not_found',
  'agents.command_not_found': 'not_found',
  'agents.link_not_found': 'not_found',
  'agents.limit_reached': 'failed_precondition',
  'agents.otp_invalid': 'failed_precondition',
  'agents.otp_expired': 'failed_precondition',
  'agents.otp_tries': 'failed_precondition',
  'agents.already_linked': 'failed_precondition',
  'agents.not_linked': 'failed_precondition',
  'agents.link_request_invalid': 'failed_precondition',
  'agents.command_state': 'failed_precondition',
  'agents.update_not_needed': 'failed_precondition',
  'agents.link_exists': 'already_exists',
} as const satisfies ErrorKinds<'agents'>;

export const screens = {
  'agents.release': { path: '/agent-release', access: 'agents.release' },
  'agents.reports': { path: '/history', access: 'agents.read' },
  'agents.page': { path: '/agentpage/:agentId/:parentId/tabs/:tab', access: 'agents.read' },
} as const satisfies Screens<'agents', keyof typeof permissions>;

/* Values its screens use without zod; `schemas/reports.ts` declares the calls with them. */

/** A report's list shows at most 50 rows a page (spec section 9). */
export const REPORT_LIST_TOP = 50;
