import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { PriorityGate } from '../../src/limits/priority-gate';
import { CHECK_LANES } from '../../src/modules/auth/login-limiter';
import {
  call,
  createTestApp,
  demoPassword,
  loginInput,
  uniqueAddress,
  type TestApp,
} from '../helpers/app';

/**
 * The password-check gate under a flood of sign-ins for names no account has
 * (docs/decisions/sign-in-limits.md, "The password checks of one server"): one place, and every
 * check held until the test lets it run, so the order is the gate's and no clock is read.
 */
class HeldGate extends PriorityGate {
  readonly started: { lane: number; release: () => void }[] = [];

  override run<T>(lane: number, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return super.run(
      lane,
      async () => {
        await new Promise<void>((release) => this.started.push({ lane, release }));
        return task();
      },
      signal,
    );
  }
}

/** Lets the server work until `condition` holds (nothing is timed; the test's limit ends a hang). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const WRONG = 'Wrong@Password1';

describe('sign-in while the password checks are full of unknown names', () => {
  let t: TestApp;
  let gate: HeldGate;
  beforeAll(async () => {
    gate = new HeldGate(1);
    t = await createTestApp({}, { passwordChecks: gate });
  });
  afterAll(() => t.close());

  /** Sends a prepared sign-in from an address of its own; notes its name when it is answered. */
  function send(input: Record<string, unknown>, name: string, answered: string[]) {
    return call(t.app, 'auth.login', input, { remoteAddress: uniqueAddress() }).then((res) => {
      answered.push(name);
      return res;
    });
  }

  it('answers a known name with a clean record before the unknown names queued ahead of it', async () => {
    const answered: string[] = [];
    const unknownNames = ['ghost-a1', 'ghost-a2', 'ghost-a3', 'ghost-a4'];
    const inputs = await Promise.all(unknownNames.map((name) => loginInput(t.app, name, WRONG)));
    const honestInput = await loginInput(t.app, 'operator1', demoPassword('operator1'));

    const bogus = inputs.map((input, i) => send(input, unknownNames[i]!, answered));
    await until(() => gate.started.length === 1 && gate.queued === 3);
    const honest = send(honestInput, 'operator1', answered);
    await until(() => gate.queued === 4);

    // The first unknown name's check ends; the place goes to the honest one, last in.
    gate.started[0]!.release();
    await until(() => gate.started.length === 2);
    expect(gate.started.map((s) => s.lane)).toEqual([
      CHECK_LANES.unknownName,
      CHECK_LANES.cleanRecord,
    ]);
    gate.started[1]!.release();
    const signedIn = await honest;
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user_name).toBe('operator1');
    // Of the unknown names only the one checked first may have been answered (which of the
    // four it is, their race to the gate decided); the next has just taken the place.
    expect(answered.filter((name) => name.startsWith('ghost')).length).toBeLessThanOrEqual(1);
    expect(answered).toContain('operator1');
    expect(gate.started).toHaveLength(3);
    expect(gate.queued).toBe(2);

    for (let n = 3; n <= 5; n++) {
      await until(() => gate.started.length === n);
      gate.started[n - 1]!.release();
    }
    const refused = await Promise.all(bogus);
    for (const res of refused) expect(res.statusCode).toBe(401);
    expect(new Set(refused.map((res) => res.body)).size).toBe(1);
    expect(answered.filter((name) => name.startsWith('ghost'))).toHaveLength(4);
  });

  it('checks a known name with other attempts after clean ones, before unknown names, and answers both alike', async () => {
    const answers: Record<string, LightMyRequestResponse> = {};
    const answered: string[] = [];
    // riskuser1 has one attempt already: his record is not clean.
    const base = gate.started.length;
    const first = send(await loginInput(t.app, 'riskuser1', WRONG), 'first', answered);
    await until(() => gate.started.length === base + 1);
    const blocker = await loginInput(t.app, 'ghost-b0', WRONG);
    const unknown = await loginInput(t.app, 'ghost-b1', WRONG);
    const known = await loginInput(t.app, 'riskuser1', WRONG);
    const clean = await loginInput(t.app, 'supporter1', WRONG);
    gate.started[base]!.release();
    answers.first = await first;

    const held = send(blocker, 'ghost-b0', answered);
    await until(() => gate.started.length === base + 2);
    const calls = {
      unknown: send(unknown, 'ghost-b1', answered),
      known: send(known, 'riskuser1', answered),
      clean: send(clean, 'supporter1', answered),
    };
    await until(() => gate.queued === 3);
    for (let n = base + 2; n <= base + 5; n++) {
      await until(() => gate.started.length === n);
      gate.started[n - 1]!.release();
    }
    expect(gate.started.slice(base + 1).map((s) => s.lane)).toEqual([
      CHECK_LANES.unknownName,
      CHECK_LANES.cleanRecord,
      CHECK_LANES.knownName,
      CHECK_LANES.unknownName,
    ]);
    await held;
    answers.unknown = await calls.unknown;
    answers.known = await calls.known;
    answers.clean = await calls.clean;
    // A wrong password for a known name and any password for an unknown one: one answer.
    for (const res of Object.values(answers)) expect(res.statusCode).toBe(401);
    expect(answers.known!.body).toBe(answers.unknown!.body);
    expect(answers.clean!.body).toBe(answers.unknown!.body);
    expect(answers.known!.headers['content-type']).toBe(answers.unknown!.headers['content-type']);
  });
});
