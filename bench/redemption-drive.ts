import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Campaigns } from './redemption-setup';

/** What a client saw of one transaction id: every answer it got, first to last. */
export interface Transaction {
  body: RedeemBody;
  answers: { decision: string; discount: number; replayed: boolean }[];
  /** Refunds sent for it, by refund id, with the discount each answer gave back. */
  refunds: Map<string, { body: ReverseBody; answers: { decision: string; back: number }[] }>;
}

export interface RedeemBody {
  campaignId: number;
  transactionId: string;
  amount: number;
  merchantCode: string;
  terminalCode: string;
  bankCode: string;
  qrType: string;
  customerPhone: string;
}
export interface ReverseBody {
  transactionId: string;
  refundId: string;
  refundAmount?: number;
}

/** Every transaction of the run, across scenarios: what the invariants compare the rows with. */
export type Ledger = Map<string, Transaction>;

export interface RunResult {
  seconds: number;
  /** Redeem calls answered (new and replays), Reverse calls answered. */
  redeems: number;
  reverses: number;
  latencies: number[];
  /** Calls that got no answer (connection refused or reset, as when the server was killed). */
  unanswered: number;
  /** Answers other than 200. */
  failures: Map<string, number>;
  /** Seconds after the start of the first `budget_exhausted` answer. */
  budgetRanOutAt: number | null;
}

const REDEEM = '/rpc/CampaignExpose/Redeem';
const REVERSE = '/rpc/CampaignExpose/Reverse';

export class Poster {
  private readonly agent: http.Agent;
  constructor(
    private readonly base: string,
    private readonly headers: Record<string, string>,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    const payload = JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${this.base}${path}`,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            ...this.headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve({
                status: res.statusCode ?? 0,
                json: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
              });
            } catch (error) {
              reject(error as Error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** The bare route at `connections` clients for `seconds`: req/s and latencies. */
export async function driveBare(url: string, connections: number, seconds: number) {
  const poster = new Poster(url, {}, connections);
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  const body = { transactionId: 'bare', amount: 200_000, customerPhone: '0901000001' };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await poster.post('/', body);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  poster.close();
  return { seconds: (performance.now() - started) / 1000, requests: latencies.length, latencies };
}

export interface Mix {
  campaigns: Campaigns;
  /** Leave the budget-limited campaign out (the warm-up does, before its budget is set). */
  withBudget: boolean;
}

const CAP_PHONES = 40;
let sequence = 0;
const random = (n: number) => Math.floor(Math.random() * n);

/** A new redemption: which campaign, which customer, how much. */
function newBody(run: string, { campaigns, withBudget }: Mix): RedeemBody {
  const r = Math.random();
  let campaignId = campaigns.open;
  let phone = `09${String(random(100_000_000)).padStart(8, '0')}`;
  if (r < 0.15) {
    campaignId = r < 0.075 ? campaigns.cycleCap : campaigns.campaignCap;
    phone = `0988${String(random(CAP_PHONES)).padStart(6, '0')}`;
  } else if (r < 0.35 && withBudget) campaignId = campaigns.budget;
  return {
    campaignId,
    transactionId: `${run}-${++sequence}`,
    amount: 100_000 + 10_000 * random(50),
    merchantCode: 'BM1',
    terminalCode: 'BT1',
    bankCode: '970436',
    qrType: 'portal',
    customerPhone: phone,
  };
}

/**
 * `connections` clients, each sending one call after another until `stop()` says so or the time
 * is up: about 5% replays of an earlier transaction id with its body, 3% reversals of an earlier
 * applied redemption (half of them a third of the amount, half the whole), the rest new
 * redemptions. Every answer goes into the ledger; a call that gets none is kept in `unanswered`
 * to be sent again.
 */
export async function drive(
  poster: Poster,
  ledger: Ledger,
  run: string,
  mix: Mix,
  connections: number,
  seconds: number,
  unanswered: { path: string; body: RedeemBody | ReverseBody }[],
  until: { stopped: boolean } = { stopped: false },
): Promise<RunResult> {
  const result: RunResult = {
    seconds: 0,
    redeems: 0,
    reverses: 0,
    latencies: [],
    unanswered: 0,
    failures: new Map(),
    budgetRanOutAt: null,
  };
  const answered: string[] = [];
  const applied: string[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;

  const send = async (path: string, body: RedeemBody | ReverseBody) => {
    const t0 = performance.now();
    try {
      const res = await poster.post(path, body);
      result.latencies.push(performance.now() - t0);
      if (res.status !== 200) {
        const key = `${res.status} ${String(res.json.code ?? res.json.message ?? '')}`;
        result.failures.set(key, (result.failures.get(key) ?? 0) + 1);
        return null;
      }
      return res.json;
    } catch {
      result.unanswered += 1;
      unanswered.push({ path, body });
      return null;
    }
  };

  const one = async () => {
    const r = Math.random();
    if (r < 0.03 && applied.length > 0) {
      const id = applied.splice(random(applied.length), 1)[0]!;
      const tx = ledger.get(id)!;
      const body: ReverseBody =
        r < 0.015
          ? { transactionId: id, refundId: 'part', refundAmount: Math.floor(tx.body.amount / 3) }
          : { transactionId: id, refundId: 'full' };
      const refund = { body, answers: [] as { decision: string; back: number }[] };
      tx.refunds.set(body.refundId, refund);
      const json = await send(REVERSE, body);
      if (json) {
        result.reverses += 1;
        refund.answers.push({
          decision: String(json.decision),
          back: Number(json.discountReversed),
        });
      }
      return;
    }
    let tx: Transaction;
    if (r < 0.08 && answered.length > 0) tx = ledger.get(answered[random(answered.length)]!)!;
    else {
      const body = newBody(run, mix);
      tx = { body, answers: [], refunds: new Map() };
      ledger.set(body.transactionId, tx);
    }
    const json = await send(REDEEM, tx.body);
    if (!json) return;
    result.redeems += 1;
    const answer = {
      decision: String(json.decision),
      discount: Number(json.discount),
      replayed: json.replayed === true,
    };
    if (json.reason === 'budget_exhausted' && result.budgetRanOutAt === null) {
      result.budgetRanOutAt = (performance.now() - started) / 1000;
    }
    if (tx.answers.length === 0) {
      answered.push(tx.body.transactionId);
      if (answer.decision === 'applied') applied.push(tx.body.transactionId);
    }
    tx.answers.push(answer);
  };

  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!until.stopped && performance.now() < end) await one();
    }),
  );
  result.seconds = (performance.now() - started) / 1000;
  return result;
}

/** Sends again every call that got no answer, `connections` at a time, into the ledger. */
export async function resend(
  poster: Poster,
  ledger: Ledger,
  calls: { path: string; body: RedeemBody | ReverseBody }[],
  connections: number,
) {
  let next = 0;
  let replayed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < calls.length) {
        const { path, body } = calls[next++]!;
        const res = await poster.post(path, body);
        if (res.status !== 200) throw new Error(`${path} again: ${res.status}`);
        const tx = ledger.get(body.transactionId)!;
        if (res.json.replayed === true) replayed += 1;
        if (path === REDEEM) {
          tx.answers.push({
            decision: String(res.json.decision),
            discount: Number(res.json.discount),
            replayed: res.json.replayed === true,
          });
        } else {
          tx.refunds.get((body as ReverseBody).refundId)!.answers.push({
            decision: String(res.json.decision),
            back: Number(res.json.discountReversed),
          });
        }
      }
    }),
  );
  return { sent: calls.length, replayed };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
