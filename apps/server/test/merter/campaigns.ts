import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { CampaignType } from '@console/contract/constants';
import { call } from '../helpers/app';

const DAY = 86_400_000;
let codes = 0;

/** A draft campaign of the type, made through the campaign calls. */
export async function draftCampaign(app: FastifyInstance, token: string, type: CampaignType) {
  codes += 1;
  const tag = `${process.pid}-${codes}`;
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const byType =
    type === 'bank' ? { banks: ['970436'] } : type === 'merchant' ? { merchantCode: 'M0002' } : {};
  const res = await call(
    app,
    'campaigns.createFull',
    {
      type,
      name: `Mer-ter ${type} ${tag}`,
      code: `MT-${type}-${tag}`,
      startTime: at(2 * DAY),
      endTime: at(5 * DAY),
      defaultCondition: { discountRate: 10, maxDiscountAmount: 50_000, minTransactionAmount: 0 },
      specialConditions: [],
      qrTypes: ['portal'],
      usesPerCycle: 1,
      usesPerCampaign: 2,
      totalUsageLimit: 100,
      maxBudget: 10_000_000,
      ...byType,
    },
    { token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item.id as number;
}
