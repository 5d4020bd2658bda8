import { call, createTestApp, login } from '../apps/server/test/helpers/app';
import { insertCampaign } from '../apps/server/test/helpers/campaigns';

/** The campaigns of one scenario: where the traffic goes and what limits it meets. */
export interface Campaigns {
  /** Budget and uses far beyond the run: most redemptions apply. */
  open: number;
  /** A budget the bench sets after the warm-up so that it runs out mid-run. */
  budget: number;
  /** 40 customers, 2 uses a day each: the cycle cap. */
  cycleCap: number;
  /** 40 customers, 2 uses in the whole campaign: the campaign cap. */
  campaignCap: number;
}

export interface Setup {
  key: string;
  scenarios: Campaigns[];
}

const HOUR = 3_600_000;

/**
 * The data a run needs, made with the helpers of the API tests (apps/server/test/helpers) on the
 * bench's database, before the server starts: migrations and demo accounts by the app itself, the
 * integration client through its route as an admin, the campaigns written straight in the
 * running state by the helper test/redemption uses (their approval is another area's).
 */
export async function setUp(env: Record<string, string>, scenarios: number): Promise<Setup> {
  const t = await createTestApp({ ...env, JOBS_POLL_MS: '0', LOG_LEVEL: 'silent' });
  try {
    const admin = (await login(t.app, 'admin001')).access_token;
    const created = await call(
      t.app,
      'redemption.clients.create',
      { name: 'Bench payments', campaignTypes: ['bank'] },
      { token: admin },
    );
    if (created.statusCode !== 200) throw new Error(`client: ${created.body}`);
    const { db } = t.deps;
    const now = new Date().toISOString();
    const merchant = await db
      .insertInto('merchants')
      .values({
        code: 'BM1',
        name: 'Bench merchant',
        search_text: 'bench merchant',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('terminals')
      .values({ merchant_id: merchant.id, code: 'BT1', name: 'Bench terminal', created_at: now })
      .execute();

    let codes = 0;
    const campaign = (details: Record<string, unknown>, maxBudget: number) => {
      codes += 1;
      return insertCampaign(db, {
        code: `BENCH-${codes}`,
        start: new Date(Date.now() - HOUR).toISOString(),
        end: new Date(Date.now() + 24 * HOUR).toISOString(),
        maxBudget,
        details: { totalUsageLimit: null, ...details },
        createdBy: 'bench',
        createdAt: now,
      });
    };
    const all: Campaigns[] = [];
    for (let i = 0; i < scenarios; i++) {
      all.push({
        open: await campaign({ usesPerCycle: 5, usesPerCampaign: 10 }, 1e12),
        // Set for real once the warm-up has measured the rate.
        budget: await campaign({ usesPerCycle: 5, usesPerCampaign: 10 }, 1e12),
        cycleCap: await campaign({ usesPerCycle: 2, usesPerCampaign: 100 }, 1e12),
        campaignCap: await campaign({ usesPerCycle: 100, usesPerCampaign: 2 }, 1e12),
      });
    }
    return { key: created.json().key as string, scenarios: all };
  } finally {
    await t.close();
  }
}
