import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, createTestApp, login, type TestApp } from '../helpers/app';
import { enrolAgent, linkAgent, loginCustomer, type TestAgent } from '../helpers/agents';
import { expectFailure, expectFieldErrors } from '../helpers/expect';
import { createStaff } from '../helpers/parents';
import { createJob, jobInput, type Caller } from './helpers';

/**
 * Who reaches which job: a parent his own only (403 otherwise, and he cannot target another
 * parent's agents or staff users), employees with parents.any every parent's (404 for what is not
 * there); and bad input answers 400 with field errors in the caller's language, changing nothing.
 */
let t: TestApp;
let owner: Caller;
let other: Caller;
let supporter: Caller;
let ownerAgent: TestAgent;
let ownerStaff: number;
let jobId: number;
let runId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginCustomer(t.app, 'nguyenthanhha');
  other = await loginCustomer(t.app, 'tranquocbao');
  const s = await login(t.app, 'supporter1');
  supporter = { token: s.access_token, id: s.id };
  ownerAgent = await enrolAgent(t.app, 'Máy chủ nhà');
  await linkAgent(t.app, ownerAgent, owner.id, owner.token);
  ownerStaff = (await createStaff(t.app, owner.token, { user_name: 'rpa_owner_staff' })).id;
  const job = await createJob(t.app, owner, { target: 'agents', agent_ids: [ownerAgent.id] });
  jobId = job.id;
  const run = await call(t.app, 'rpa.jobRunNow', { id: jobId }, { token: owner.token });
  expect(run.statusCode, run.body).toBe(200);
  runId = run.json().item.id;
});
afterAll(() => t.close());

const as = (caller: Caller, id: string, input: Record<string, unknown>, language?: string) =>
  call(t.app, id as 'rpa.jobGet', input, {
    token: caller.token,
    ...(language && { headers: { 'accept-language': language } }),
  });

const jobCount = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('rpa_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('ownership', () => {
  it("keeps another parent out of a parent's job and runs (403)", async () => {
    const full = jobInput(owner.id, { id: jobId });
    for (const [id, input] of [
      ['rpa.jobGet', { id: jobId }],
      ['rpa.jobUpdate', full],
      ['rpa.jobPause', { id: jobId }],
      ['rpa.jobResume', { id: jobId }],
      ['rpa.jobDelete', { id: jobId }],
      ['rpa.jobRunNow', { id: jobId }],
      ['rpa.jobHistory', { id: jobId }],
      ['rpa.runList', { job_id: jobId }],
      ['rpa.runGet', { id: runId }],
      ['rpa.targetsPreview', { admin_id: owner.id, target: 'parent' }],
      ['rpa.jobCreate', jobInput(owner.id)],
    ] as const) {
      expectFailure(await as(other, id, input), 403, 'common.permission_denied');
    }
    // An id that does not exist tells him no more than one that is not his.
    expectFailure(await as(other, 'rpa.jobGet', { id: 999_999 }), 403, 'common.permission_denied');
    expectFailure(await as(other, 'rpa.runGet', { id: 999_999 }), 403, 'common.permission_denied');
    const still = await as(owner, 'rpa.jobGet', { id: jobId });
    expect(still.json().item.state).toBe('active');
  });

  it("does not let a parent target another parent's agents or staff users", async () => {
    const before = await jobCount();
    expectFailure(
      await as(
        other,
        'rpa.jobCreate',
        jobInput(other.id, { target: 'agents', agent_ids: [ownerAgent.id] }),
      ),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await as(
        other,
        'rpa.jobCreate',
        jobInput(other.id, { target: 'staff', staff_ids: [ownerStaff] }),
      ),
      403,
      'common.permission_denied',
    );
    expectFailure(
      await as(other, 'rpa.targetsPreview', {
        admin_id: other.id,
        target: 'agents',
        agent_ids: [ownerAgent.id],
      }),
      403,
      'common.permission_denied',
    );
    expect(await jobCount()).toBe(before);
  });

  it("lists a parent's own jobs only, whatever parent he names", async () => {
    const mine = await createJob(t.app, other, { name: 'Của người khác' });
    const list = await as(other, 'rpa.jobList', { admin_id: owner.id, page_size: 100 });
    const ids = answerOf('rpa.jobList', list).list.map((j) => j.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(jobId);
  });

  it("answers a parent's real job count on a full page, a short one and one past the end", async () => {
    const before = answerOf(
      'rpa.jobList',
      await as(other, 'rpa.jobList', { page_size: 100 }),
    ).total;
    for (let i = 0; i < 11; i++) await createJob(t.app, other, { name: `Trang ${i}` });
    const all = (await as(other, 'rpa.jobList', { page_size: 100 })).json();
    expect(all.total).toBe(before + 11);
    const pages = Math.ceil(all.total / 10);
    for (let page = 1; page <= pages + 1; page++) {
      const got = (await as(other, 'rpa.jobList', { page, page_size: 10 })).json();
      expect(got.total, `page ${page}`).toBe(all.total);
      expect(got.list).toEqual(all.list.slice((page - 1) * 10, page * 10));
    }
  });

  it("lets employees with parents.any reach any parent's jobs; 404 for what is not there", async () => {
    const got = await as(supporter, 'rpa.jobGet', { id: jobId });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().item).toMatchObject({ admin_id: owner.id, admin_name: 'nguyenthanhha' });
    const all = await as(supporter, 'rpa.jobList', { page_size: 100 });
    const admins = new Set(answerOf('rpa.jobList', all).list.map((j) => j.admin_id));
    expect(admins.has(owner.id) && admins.has(other.id)).toBe(true);
    const created = await call(
      t.app,
      'rpa.jobCreate',
      jobInput(owner.id, { name: 'Do hỗ trợ viên tạo' }),
      { token: supporter.token },
    );
    expect(created.statusCode, created.body).toBe(200);
    expectFailure(await as(supporter, 'rpa.jobGet', { id: 999_999 }), 404, 'rpa.not_found');
    expectFailure(await as(supporter, 'rpa.runGet', { id: 999_999 }), 404, 'rpa.run_not_found');
    expectFailure(
      await as(supporter, 'rpa.jobCreate', jobInput(999_999)),
      404,
      'rpa.parent_not_found',
    );
    expectFailure(
      await as(
        supporter,
        'rpa.jobCreate',
        jobInput(other.id, { target: 'agents', agent_ids: [ownerAgent.id] }),
      ),
      404,
      'rpa.agent_not_found',
    );
    expectFailure(
      await as(
        supporter,
        'rpa.jobCreate',
        jobInput(other.id, { target: 'staff', staff_ids: [ownerStaff] }),
      ),
      404,
      'rpa.staff_not_found',
    );
  });

  it('refuses the job calls to a role without rpa permissions', async () => {
    const operator = await login(t.app, 'operator1');
    const res = await call(t.app, 'rpa.jobList', {}, { token: operator.access_token });
    expectFailure(res, 403, 'common.permission_denied');
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, { path: string; message: string }[]][] = [
    ['no name', { name: ' ' }, [{ path: 'name', message: 'validation.rpa_name_required' }]],
    [
      'an unknown command',
      { command: 'format_disk' },
      [{ path: 'command', message: 'validation.rpa_command_required' }],
    ],
    [
      'agents without any',
      { target: 'agents', agent_ids: [] },
      [{ path: 'agent_ids', message: 'validation.rpa_agents_required' }],
    ],
    [
      'staff without any',
      { target: 'staff' },
      [{ path: 'staff_ids', message: 'validation.rpa_staff_required' }],
    ],
    [
      'a time zone that is not IANA',
      { timezone: 'Mars/Olympus' },
      [{ path: 'timezone', message: 'validation.rpa_timezone' }],
    ],
    [
      'a cron that does not parse',
      { schedule: 'cron', cron: '61 * * * *' },
      [{ path: 'cron', message: 'validation.rpa_cron_invalid' }],
    ],
    [
      'a cron of six fields',
      { schedule: 'cron', cron: '* * * * * *' },
      [{ path: 'cron', message: 'validation.rpa_cron_invalid' }],
    ],
    [
      'a cron left empty',
      { schedule: 'cron', cron: '' },
      [{ path: 'cron', message: 'validation.rpa_cron_required' }],
    ],
    [
      'an at-time in the past',
      { schedule: 'at', run_at: '2020-01-01T00:00:00.000Z' },
      [{ path: 'run_at', message: 'validation.rpa_at_past' }],
    ],
    [
      'an at-time that is no time',
      { schedule: 'at', run_at: 'tomorrow' },
      [{ path: 'run_at', message: 'validation.invalid' }],
    ],
    [
      'weekly without days',
      { schedule: 'weekly', time: '08:00', days: [] },
      [{ path: 'days', message: 'validation.rpa_days_required' }],
    ],
    [
      'a weekday out of range',
      { schedule: 'weekly', time: '08:00', days: [0] },
      [{ path: 'days.0', message: 'validation.invalid_option' }],
    ],
    [
      'daily without a time',
      { schedule: 'daily', time: '' },
      [{ path: 'time', message: 'validation.rpa_time_required' }],
    ],
    [
      'a time of 24:00',
      { schedule: 'daily', time: '24:00' },
      [{ path: 'time', message: 'validation.rpa_time_format' }],
    ],
  ];

  it.each(cases)('answers 400 to %s, and creates nothing', async (_name, fields, errors) => {
    const before = await jobCount();
    const res = await as(owner, 'rpa.jobCreate', jobInput(owner.id, fields));
    expectFieldErrors(res, errors);
    expect(await jobCount()).toBe(before);
  });

  it('answers in the caller language', async () => {
    const input = jobInput(owner.id, { timezone: 'Mars/Olympus' });
    const en = expectFieldErrors(await as(owner, 'rpa.jobCreate', input, 'en'), []);
    const vi = expectFieldErrors(await as(owner, 'rpa.jobCreate', input, 'vi'), []);
    expect(en.errors![0]!.detail).toBe('Please choose a valid time zone');
    expect(vi.errors![0]!.detail).toBe('Vui lòng chọn múi giờ hợp lệ');
  });

  it('checks an edit as a create, and keeps the job as it was', async () => {
    const res = await as(owner, 'rpa.jobUpdate', {
      ...jobInput(owner.id, { schedule: 'at', run_at: '2020-01-01T00:00:00.000Z' }),
      id: jobId,
    });
    expectFieldErrors(res, [{ path: 'run_at', message: 'validation.rpa_at_past' }]);
    const moved = await as(owner, 'rpa.jobUpdate', { ...jobInput(other.id), id: jobId });
    expectFieldErrors(moved, [{ path: 'admin_id', message: 'validation.invalid' }]);
    expect((await as(owner, 'rpa.jobGet', { id: jobId })).json().item.schedule).toBe('daily');
  });
});
