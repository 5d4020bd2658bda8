import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from '../helpers/app';

export interface Caller {
  token: string;
  id: number;
}

/** A job's fields: a daily 09:00 lockscreen in Ho Chi Minh City unless told otherwise. */
export const jobInput = (adminId: number, fields: Record<string, unknown> = {}) => ({
  admin_id: adminId,
  name: 'Khóa màn hình',
  command: 'lockscreen',
  target: 'parent',
  schedule: 'daily',
  time: '09:00',
  timezone: 'Asia/Ho_Chi_Minh',
  ...fields,
});

export async function createJob(
  app: FastifyInstance,
  caller: Caller,
  fields: Record<string, unknown> = {},
) {
  const res = await call(app, 'rpa.jobCreate', jobInput(caller.id, fields), {
    token: caller.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item as {
    id: number;
    state: string;
    next_run_at: string | null;
    last_run: { id: number; state: string; total: number } | null;
  };
}

export interface RunAnswer {
  id: number;
  state: string;
  scheduled_for: string;
  trigger: string;
  total: number;
  finished_at: string | null;
  counts: Record<string, number>;
}

export async function runsOf(app: FastifyInstance, caller: Caller, jobId: number) {
  const res = await call(
    app,
    'rpa.runList',
    { job_id: jobId, page_size: 100 },
    { token: caller.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().list as RunAnswer[];
}

export async function runOf(app: FastifyInstance, caller: Caller, runId: number) {
  const res = await call(app, 'rpa.runGet', { id: runId }, { token: caller.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    item: RunAnswer;
    total: number;
    list: {
      agent_id: number;
      staff_name: string;
      command_id: number | null;
      state: string;
      output: string;
      note: string;
    }[];
  };
}

export async function jobOf(app: FastifyInstance, caller: Caller, id: number) {
  const res = await call(app, 'rpa.jobGet', { id }, { token: caller.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item as {
    id: number;
    state: string;
    next_run_at: string | null;
    last_run_at: string | null;
    time: string;
    run_at: string;
  };
}

export async function historyOf(app: FastifyInstance, caller: Caller, id: number) {
  const res = await call(app, 'rpa.jobHistory', { id, page_size: 100 }, { token: caller.token });
  expect(res.statusCode, res.body).toBe(200);
  // Newest first: reversed, oldest first.
  return (
    res.json().list as {
      action: string;
      from: string;
      to: string;
      actor: string;
      reason: string;
      details: Record<string, unknown>;
    }[]
  ).reverse();
}
