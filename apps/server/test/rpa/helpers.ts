import type { FastifyInstance } from 'fastify';
import { callOk } from '../helpers/app';
import type { Caller } from '../helpers/parents';

export type { Caller };

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
  return (await callOk(app, 'rpa.jobCreate', jobInput(caller.id, fields), { token: caller.token }))
    .item;
}

export async function runsOf(app: FastifyInstance, caller: Caller, jobId: number) {
  return (
    await callOk(app, 'rpa.runList', { job_id: jobId, page_size: 100 }, { token: caller.token })
  ).list;
}

export function runOf(app: FastifyInstance, caller: Caller, runId: number) {
  return callOk(app, 'rpa.runGet', { id: runId }, { token: caller.token });
}

export async function jobOf(app: FastifyInstance, caller: Caller, id: number) {
  return (await callOk(app, 'rpa.jobGet', { id }, { token: caller.token })).item;
}

export async function historyOf(app: FastifyInstance, caller: Caller, id: number) {
  const { list } = await callOk(
    app,
    'rpa.jobHistory',
    { id, page_size: 100 },
    { token: caller.token },
  );
  // Newest first: reversed, oldest first.
  return list.reverse();
}
