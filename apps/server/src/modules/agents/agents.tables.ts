import type { Generated, Selectable } from 'kysely';
import type { AgentCommand, CommandState } from '@console/contract/schemas/agents';

/** A desktop agent; `admin_id` is the parent an OTP linked it to. Its secret is a machine credential. */
export interface AgentsTable {
  id: Generated<number>;
  install_id: string;
  admin_id: number | null;
  name: string;
  version: Generated<string>;
  user_login: Generated<number>;
  block_browser: Generated<number>;
  os_admin: Generated<number>;
  last_seen_at: string | null;
  policy_fetched_at: string | null;
  policy_etag: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** Which staff user signs in on which agent; at most one enabled per agent. */
export interface StaffAgentsTable {
  id: Generated<number>;
  admin_id: number;
  agent_id: number;
  staff_id: number;
  enable: Generated<number>;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    agents: AgentsTable;
    staff_agents: StaffAgentsTable;
  }
}

export type AgentRow = Selectable<AgentsTable>;
export type StaffAgentRow = Selectable<StaffAgentsTable>;

/** The OTP an agent shows, hashed; a new one replaces the old. */
export interface AgentOtpsTable {
  agent_id: number;
  otp_hash: string;
  expires_at: string;
  tries: Generated<number>;
  created_at: string;
}

export type LinkRequestState = 'pending' | 'confirmed' | 'void';

/** A parent's request to link an agent, made with its OTP and confirmed by the agent. */
export interface AgentLinkRequestsTable {
  id: Generated<number>;
  agent_id: number;
  admin_id: number;
  requested_by: string;
  state: Generated<LinkRequestState>;
  requested_at: string;
  answered_at: string | null;
}

/** A command queued for an agent; its state changes are in `transitions`. */
export interface AgentCommandsTable {
  id: Generated<number>;
  agent_id: number;
  admin_id: number;
  command: AgentCommand;
  args: Generated<string>;
  state: Generated<CommandState>;
  output: Generated<string>;
  requested_by: string;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
}

/** The software an agent reported last, one row per item. */
export interface AgentSoftwareTable {
  id: Generated<number>;
  agent_id: number;
  display_name: string;
  version: string;
  publisher: string;
  installed_date: string;
}

export interface AgentSoftwareUploadsTable {
  agent_id: number;
  uploaded_at: string;
  item_count: number;
}

/** What changed between two snapshots of an agent's software. */
export interface AgentSoftwareChangesTable {
  id: Generated<number>;
  agent_id: number;
  change: 'added' | 'removed' | 'changed';
  display_name: string;
  version: string;
  old_version: Generated<string>;
  publisher: string;
  at: string;
}

/** The latest agent version per platform and where to download it. */
export interface AgentReleasesTable {
  platform: string;
  version: string;
  url: string;
  updated_at: string;
  updated_by: string;
}

declare module '../../db/schema' {
  interface Database {
    agent_otps: AgentOtpsTable;
    agent_link_requests: AgentLinkRequestsTable;
    agent_commands: AgentCommandsTable;
    agent_software: AgentSoftwareTable;
    agent_software_uploads: AgentSoftwareUploadsTable;
    agent_software_changes: AgentSoftwareChangesTable;
    agent_releases: AgentReleasesTable;
  }
}

export type AgentCommandRow = Selectable<AgentCommandsTable>;
