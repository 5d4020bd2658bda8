import type { BlockAction } from '@console/contract/machines/blocklist';
import type { Clock } from '../clock';
import type { AuthUser, Deps } from '../context';
import { changeCustomer, changeTerminal } from '../modules/blocklists/blocklists.service';
import { usersRepository } from '../db/users.repository';
import { toAuthUser } from '../modules/users/users.service';

const HOUR = 3_600_000;
const clockAt = (at: Date): Clock => ({ now: () => at, sleep: () => Promise.resolve() });

type Step = [BlockAction, 'manager01' | 'supporter1', string, string, number];

/** Phones and what happened to them, hours ago: some still locked, some opened again. */
const CUSTOMERS: { phone: string; steps: Step[] }[] = [
  { phone: '0912345678', steps: [['lock', 'supporter1', 'fraud', '', 240]] },
  { phone: '0977123456', steps: [['lock', 'manager01', 'abuse', '', 200]] },
  {
    phone: '0903111222',
    steps: [
      ['lock', 'supporter1', 'other', 'Dùng nhiều tài khoản cho một thiết bị', 180],
      ['open', 'manager01', 'resolved', '', 120],
      ['lock', 'manager01', 'abuse', '', 30],
    ],
  },
  {
    phone: '0933555777',
    steps: [
      ['lock', 'supporter1', 'customer_request', '', 150],
      ['open', 'supporter1', 'customer_request', '', 100],
    ],
  },
  { phone: '0868000111', steps: [['lock', 'manager01', 'fraud', '', 20]] },
];

/** Terminals of the demo merchants and what happened to them. */
const TERMINALS: { merchant: string; terminal: string; steps: Step[] }[] = [
  { merchant: 'M0002', terminal: 'M0002-T03', steps: [['lock', 'manager01', 'fraud', '', 90]] },
  {
    merchant: 'M0002',
    terminal: 'M0002-T05',
    steps: [
      ['lock', 'supporter1', 'abuse', '', 160],
      ['open', 'manager01', 'mistake', '', 140],
    ],
  },
  {
    merchant: 'M0004',
    terminal: 'M0004-T01',
    steps: [['lock', 'supporter1', 'other', 'Máy POS báo mất', 48]],
  },
];

/** Where its demo data comes among the areas' (seed/index.ts, lowest first). After the campaigns (the demo merchants' terminals). */
export const order = 70;

/**
 * Customer and terminal blocklists made through the service as people would have, each change at
 * its own past time, so each entry has the history that led to it.
 */
export async function seed(deps: Deps) {
  const people = new Map<string, AuthUser>();
  for (const name of ['manager01', 'supporter1']) {
    const row = await usersRepository.findByUserName(deps.db, name);
    if (!row) return;
    people.set(name, toAuthUser(row));
  }
  const today = deps.clock.now().getTime();
  const then = (hoursAgo: number): Deps => ({
    ...deps,
    clock: clockAt(new Date(today - hoursAgo * HOUR)),
  });
  for (const { phone, steps } of CUSTOMERS) {
    for (const [action, who, reason, reasonText, hoursAgo] of steps) {
      const input = { phone, reason, reasonText } as Parameters<typeof changeCustomer>[3];
      await changeCustomer(then(hoursAgo), people.get(who)!, action, input);
    }
  }
  for (const { merchant, terminal, steps } of TERMINALS) {
    for (const [action, who, reason, reasonText, hoursAgo] of steps) {
      const input = {
        merchantCode: merchant,
        terminalCode: terminal,
        reason,
        reasonText,
      } as Parameters<typeof changeTerminal>[3];
      await changeTerminal(then(hoursAgo), people.get(who)!, action, input);
    }
  }
}
