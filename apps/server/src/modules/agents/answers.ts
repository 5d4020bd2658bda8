/**
 * What the agents area answers (an agent's access, a command, a staff link) and the small
 * helpers its services share.
 */
import crypto from 'node:crypto';
import {
  ONLINE_WINDOW_MS,
  type AgentAccess,
  type AgentCommandItem,
  type StaffAgent,
} from '@console/contract/schemas/agents';
import type { Db } from '../../db/database';
import { softwareRepository } from './software.repository';
import type { AgentCommandRow, AgentRow } from './agents.tables';

/** The one platform agents are released for. */
export const PLATFORM = 'win';

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
export const iso = (ms: number) => new Date(ms).toISOString();

export async function latestVersion(db: Db): Promise<string | null> {
  return (await softwareRepository.release(db, PLATFORM))?.version ?? null;
}

export function accessOf(row: AgentRow, now: Date, latest: string | null): AgentAccess {
  const seen = row.last_seen_at ? Date.parse(row.last_seen_at) : 0;
  return {
    agent_id: row.id,
    user_id: row.admin_id ?? 0,
    name: row.name,
    user_login: row.user_login === 1,
    block_browser: row.block_browser === 1,
    os_admin: row.os_admin === 1,
    version: row.version,
    online: seen >= now.getTime() - ONLINE_WINDOW_MS,
    last_seen_at: row.last_seen_at,
    update_available: latest !== null && latest !== row.version,
  };
}

export function commandOf(row: AgentCommandRow): AgentCommandItem {
  return {
    id: row.id,
    agent_id: row.agent_id,
    command: row.command,
    state: row.state,
    output: row.output,
    requested_by: row.requested_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
    expires_at: row.expires_at,
  };
}

export function staffLinkOf(row: {
  id: number;
  staff_id: number;
  staff_name: string;
  agent_id: number;
  agent_name: string;
  enable: number;
}): StaffAgent {
  return { ...row, enable: row.enable === 1 };
}
