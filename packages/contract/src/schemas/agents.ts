import { z } from 'zod';
import {
  id,
  listOf,
  itemOf,
  ok,
  optionalText,
  paging,
  requiredText,
  text,
  timestamp,
  typeError,
} from './common';

/**
 * Desktop agents: business constants (spec section 9, docs/spec/readings.md, issue 14). At most
 * this many agents per account, on the best package; what each package allows is
 * `agentAllowance` (contract/licence.ts).
 */
export const AGENTS_PER_PARENT = 4;
/** The console polls `agent_access/check` this often, and gives up after CHECK_GIVE_UP_MS. */
export const CHECK_POLL_MS = 2_000;
export const CHECK_GIVE_UP_MS = 7_000;
/** An agent is online when it checked in within this window. */
export const ONLINE_WINDOW_MS = 60_000;
/** A check-in with nothing to say answers after this long. */
export const LONG_POLL_SECONDS = 25;
/** An OTP the agent shows lives this long and takes this many wrong guesses. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_TRIES = 5;
/** A link request the agent has not confirmed in this time is void. */
export const LINK_REQUEST_TTL_MS = 60_000;
/** restart_now and update_now not received within this time expire. */
export const COMMAND_EXPIRY_MS = 10 * 60_000;

export const AGENT_COMMANDS = [
  'restart_now',
  'lockscreen',
  'unlockscreen',
  'update_now',
  'list_software',
] as const;
export type AgentCommand = (typeof AGENT_COMMANDS)[number];
/** Commands that expire when not received in COMMAND_EXPIRY_MS. */
export const EXPIRING_COMMANDS: readonly AgentCommand[] = ['restart_now', 'update_now'];

export const COMMAND_STATES = [
  'queued',
  'sent',
  'received',
  'started',
  'succeeded',
  'failed',
  'expired',
  'cancelled',
] as const;
export type CommandState = (typeof COMMAND_STATES)[number];
/** What an agent may report of a command. */
export const ACK_STATES = ['received', 'started', 'succeeded', 'failed'] as const;
export type AckState = (typeof ACK_STATES)[number];

/** The OTP as a person types it (spec section 5, Agent). */
export const OTP_PATTERN = /^[A-Za-z0-9.\-_$@*!]{1,30}$/;

const agentId = z
  .number({ error: typeError('validation.agent_required') })
  .int('validation.not_integer')
  .positive('validation.agent_required');
const adminId = id;

export const otp = text({ error: typeError('validation.agent_otp_required') })
  .trim()
  .min(1, 'validation.agent_otp_required')
  .regex(OTP_PATTERN, 'validation.agent_otp_format');

export const agentName = requiredText(100, 'validation.agent_name_required');

// ---- console calls --------------------------------------------------------------------------

export const agentAccess = z.object({
  agent_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  user_login: z.boolean(),
  block_browser: z.boolean(),
  os_admin: z.boolean(),
  version: z.string(),
  online: z.boolean(),
  last_seen_at: timestamp.nullable(),
  /** The agent's version differs from the latest one: update_now is offered. */
  update_available: z.boolean(),
});
export type AgentAccess = z.infer<typeof agentAccess>;

export const ownerRequest = z.object({ admin_id: adminId });
export const agentRequest = z.object({ admin_id: adminId, agent_id: agentId });
export const agentListResponse = listOf(agentAccess).extend({
  /** How many agents the parent may have linked now: his package's (contract/licence.ts). */
  limit: z.number().int(),
});

export const loginRequest = z.object({ agent_id: agentId, otp, admin_id: adminId });
export const loginResponse = ok({ request_id: z.number().int() });
export const checkResponse = ok({ linked: z.boolean(), item: agentAccess.nullable() });

export const blockBrowserRequest = agentRequest.extend({
  block_browser: z.boolean({ error: typeError() }),
});
export const userLoginRequest = agentRequest.extend({
  user_login: z.boolean({ error: typeError() }),
});
export const agentItemResponse = itemOf(agentAccess);

export const setNameRequest = z.object({
  name: agentName,
  agent_id: agentId,
  admin_id: adminId.optional(),
});

export const agentCommandItem = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  command: z.enum(AGENT_COMMANDS),
  state: z.enum(COMMAND_STATES),
  output: z.string(),
  requested_by: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
  expires_at: timestamp.nullable(),
});
export type AgentCommandItem = z.infer<typeof agentCommandItem>;

export const sendCommandRequest = agentRequest.extend({
  command: z.enum(AGENT_COMMANDS, { error: 'validation.invalid_option' }),
});
export const commandItemResponse = itemOf(agentCommandItem);
export const commandListRequest = agentRequest.extend(paging.shape);
export const commandListResponse = listOf(agentCommandItem);

export const software = z.object({
  display_name: z.string(),
  version: z.string(),
  publisher: z.string(),
  installed_date: z.string(),
});
export type Software = z.infer<typeof software>;
export const softwareListRequest = z
  .object({
    agent_id: agentId,
    admin_id: adminId.optional(),
    keyword: text().trim().max(100, 'validation.too_long').default(''),
  })
  .extend(paging.shape);
export const softwareListResponse = ok({
  total: z.number().int(),
  list: z.array(software),
  uploaded_at: timestamp.nullable(),
});

export const latestVersion = z.object({
  version: z.string(),
  url: z.string(),
  updated_at: timestamp,
  updated_by: z.string(),
});
export const latestVersionResponse = ok({ item: latestVersion.nullable() });
export const setLatestVersionRequest = z.object({
  version: requiredText(40).regex(/^[0-9A-Za-z.+-]+$/, 'validation.invalid'),
  url: requiredText(500).refine((s) => /^https?:\/\/\S+$/i.test(s), 'validation.agent_url'),
});

// ---- staff-agent links ---------------------------------------------------------------------

export const staffAgent = z.object({
  id: z.number().int(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  agent_id: z.number().int(),
  agent_name: z.string(),
  enable: z.boolean(),
});
export type StaffAgent = z.infer<typeof staffAgent>;
export const staffAgentListRequest = z.object({ admin_id: adminId, agent_id: agentId.optional() });
export const staffAgentListResponse = ok({
  total: z.number().int(),
  list: z.array(staffAgent),
  /** The parent's staff users, to pick from when linking one. */
  staff: z.array(z.object({ id: z.number().int(), user_name: z.string(), full_name: z.string() })),
});
export const staffAgentRequest = z.object({
  admin_id: adminId,
  agent_id: agentId,
  staff_id: z
    .number({ error: typeError('validation.agent_staff_required') })
    .int('validation.not_integer')
    .positive('validation.agent_staff_required'),
});
export const staffAgentItemResponse = itemOf(staffAgent);

// ---- the agent API --------------------------------------------------------------------------

const installId = text({ error: typeError() }).regex(/^[A-Za-z0-9-]{16,64}$/, 'validation.invalid');
const version = text().trim().max(40, 'validation.too_long').default('');

export const enrolRequest = z.object({
  install_id: installId,
  name: agentName,
  version,
  os_admin: z.boolean().default(false),
});
export const enrolResponse = ok({ agent_id: z.number().int(), token: z.string() });

export const checkInRequest = z.object({
  version: text().trim().max(40, 'validation.too_long').optional(),
  os_admin: z.boolean().optional(),
  /** The policy version the agent holds; a different one answers at once. */
  policy_etag: text().max(100, 'validation.too_long').default(''),
  /** How long to wait for news; LONG_POLL_SECONDS unless less is asked. */
  wait_seconds: z.number().int().min(0).max(LONG_POLL_SECONDS).default(LONG_POLL_SECONDS),
});
export const deliveredCommand = z.object({
  id: z.number().int(),
  command: z.enum(AGENT_COMMANDS),
  created_at: timestamp,
  /** For update_now: the version to install and where to get it. */
  args: z.record(z.string(), z.string()),
});
export type DeliveredCommand = z.infer<typeof deliveredCommand>;
export const linkRequest = z.object({
  request_id: z.number().int(),
  admin_id: z.number().int(),
  admin_name: z.string(),
  requested_at: timestamp,
});
export const checkInResponse = ok({
  agent_id: z.number().int(),
  linked: z.boolean(),
  admin_id: z.number().int().nullable(),
  commands: z.array(deliveredCommand),
  policy_etag: z.string(),
  policy_changed: z.boolean(),
  link_request: linkRequest.nullable(),
});
export type CheckInResponse = z.infer<typeof checkInResponse>;

export const ackRequest = z.object({
  command_id: id,
  state: z.enum(ACK_STATES, { error: 'validation.invalid_option' }),
  output: optionalText(4000, { multiline: true }),
});
export const ackResponse = ok({ state: z.enum(COMMAND_STATES) });

export const policyStaff = z.object({
  id: z.number().int(),
  user_name: z.string(),
  full_name: z.string(),
  run_mode: z.string(),
  tab_action: z.string(),
  notification_mode: z.string(),
  app_mode: z.string(),
  timer: z.unknown(),
});
export const policy = z.object({
  agent_id: z.number().int(),
  admin_id: z.number().int().nullable(),
  name: z.string(),
  user_login: z.boolean(),
  block_browser: z.boolean(),
  staff: policyStaff.nullable(),
  rules: z.object({
    blacklist: z.array(z.string()),
    whitelist: z.array(z.string()),
    blocklist: z.array(z.string()),
  }),
  blocked_browsers_version: z.number().int().nullable(),
  latest_version: z.string().nullable(),
});
export type AgentPolicy = z.infer<typeof policy>;
export const policyRequest = z.object({ etag: text().max(100, 'validation.too_long').default('') });
export const policyResponse = ok({
  etag: z.string(),
  changed: z.boolean(),
  policy: policy.nullable(),
});

const softwareIn = z.object({
  display_name: requiredText(300),
  version: optionalText(100),
  publisher: optionalText(300),
  installed_date: optionalText(40),
});
export const softwareUploadRequest = z.object({
  list: z.array(softwareIn).max(5000, 'validation.too_long'),
});
export const softwareUploadResponse = ok({
  added: z.number().int(),
  removed: z.number().int(),
  changed: z.number().int(),
});

export const otpResponse = ok({ otp: z.string(), expires_at: timestamp });
export const confirmLinkRequest = z.object({ request_id: id });
export const confirmLinkResponse = ok({ admin_id: z.number().int() });
