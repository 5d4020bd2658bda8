import { afterAll, beforeAll, expect } from 'vitest';
import type { CampaignType } from '@console/contract/constants';
import { TestClock } from '../../src/clock';
import { runClock } from '../../src/modules/campaigns/clock.service';
import { answerOf, call, callOk, createTestApp, login, type TestApp } from './app';
import { campaignInput } from './campaigns';

const DAY = 86_400_000;

/** What a campaign test file's `beforeAll` made. */
export interface CampaignWorld {
  t: TestApp;
  supporter: string;
  manager: string;
  admin: string;
  risk: string;
}

/**
 * The set-up of a campaign test file, its hooks registered: an app of its own (`env`) on a test
 * clock at `now`, the supporter, manager, admin and risk officer signed in. `world` is filled
 * once the file's `beforeAll` has run; the helpers read it when called.
 */
export function useCampaignWorld(now: string, env: Record<string, string> = {}) {
  const clock = new TestClock(now);
  const world = {} as CampaignWorld;
  const at = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
  let codes = 0;

  beforeAll(async () => {
    world.t = await createTestApp(env, { clock });
    const { t } = world;
    world.supporter = (await login(t.app, 'supporter1')).access_token;
    world.manager = (await login(t.app, 'manager01')).access_token;
    world.admin = (await login(t.app, 'admin001')).access_token;
    world.risk = (await login(t.app, 'riskuser1')).access_token;
  });
  afterAll(async () => {
    await world.t.close();
  });

  /** A whole campaign of the type from two days on for three days, `overrides` over. */
  function campaign(type: CampaignType, overrides: Record<string, unknown> = {}) {
    codes += 1;
    return campaignInput(type, {
      name: `Chiến dịch ${type} ${codes}`,
      code: `C-${type}-${codes}`,
      startTime: at(2 * DAY),
      endTime: at(5 * DAY),
      ...overrides,
    });
  }

  /** A draft the supporter made of `campaign(type, overrides)`. */
  async function created(type: CampaignType, overrides: Record<string, unknown> = {}) {
    const res = await call(world.t.app, 'campaigns.createFull', campaign(type, overrides), {
      token: world.supporter,
    });
    return answerOf('campaigns.createFull', res).item;
  }

  /**
   * A campaign running from a day on for nine days: made, submitted and approved at `now`, then
   * the clock moved two days and run (a merchant campaign of `merchantCode`).
   */
  async function running(type: CampaignType = 'merchant', merchantCode = 'M0003') {
    clock.set(now);
    codes += 1;
    const res = await call(
      world.t.app,
      'campaigns.createFull',
      campaignInput(type, {
        name: `Gia hạn ${codes}`,
        code: `EXT-${codes}`,
        startTime: at(DAY),
        endTime: at(10 * DAY),
        ...(type === 'merchant' && { merchantCode }),
      }),
      { token: world.supporter },
    );
    const id = answerOf('campaigns.createFull', res).item.id;
    const as = (token: string) => ({ token });
    expect(
      (await call(world.t.app, 'campaigns.submit', { id }, as(world.supporter))).statusCode,
    ).toBe(200);
    expect(
      (await call(world.t.app, 'campaigns.approve', { id }, as(world.manager))).statusCode,
    ).toBe(200);
    await tick(at(2 * DAY));
    return id;
  }

  /** Moves the test clock and runs the campaign clock at that time. */
  async function tick(to: string) {
    clock.set(to);
    await runClock(world.t.deps.db, clock.now());
  }

  /** Any call of the table by its id, as `token`. */
  const run = (id: string, input: Record<string, unknown>, token: string) =>
    call(world.t.app, id as never, input, { token });

  /** The campaign with its pending revision and history, as the risk officer reads it. */
  const full = (id: number) => callOk(world.t.app, 'campaigns.get', { id }, { token: world.risk });

  return { clock, world, at, campaign, created, running, tick, run, full };
}
