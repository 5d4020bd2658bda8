import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AgentPolicy } from '@console/contract/schemas/agents';

/** What the agent keeps between runs, in one JSON file. */
export interface AgentState {
  install_id: string;
  agent_id: number | null;
  token: string | null;
  policy_etag: string;
  policy: AgentPolicy | null;
  /** Simulated: whether the screen is locked. */
  locked: boolean;
  /** Simulated: how many times the session was restarted. */
  sessions: number;
  /** Command ids already obeyed, so a command handed over again is not run twice. */
  done: number[];
}

export function newState(): AgentState {
  return {
    install_id: crypto.randomUUID(),
    agent_id: null,
    token: null,
    policy_etag: '',
    policy: null,
    locked: false,
    sessions: 1,
    done: [],
  };
}

export function loadState(file: string): AgentState {
  try {
    return { ...newState(), ...(JSON.parse(fs.readFileSync(file, 'utf8')) as AgentState) };
  } catch {
    return newState();
  }
}

/** Writes the state (the secret in it: the file is the agent's own, mode 600). */
export function saveState(file: string, state: AgentState): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(state, null, 2), { mode: 0o600 });
  fs.renameSync(tmp, file);
}
