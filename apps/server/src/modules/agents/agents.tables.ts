import type { Generated, Selectable } from 'kysely';

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
