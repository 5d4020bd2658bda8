import { describe, expect, it } from 'vitest';
import { errorKeys } from '../errors';
import { PERMISSIONS } from '../permissions';
import { customerBlockMachine, terminalBlockMachine } from './blocklist';
import { agentCommandMachine } from './agent-command';
import { campaignMachine, clockState } from './campaign';
import { actionsFor, canTake, targetOf, type Machine } from './define';
import { promotionMachine } from './promotion';
import { rpaJobMachine } from './rpa-job';
import { membershipMachine, subscriptionMachine } from './subscription';

const machines: Machine[] = [
  subscriptionMachine,
  membershipMachine,
  promotionMachine,
  campaignMachine,
  customerBlockMachine,
  terminalBlockMachine,
  agentCommandMachine,
  rpaJobMachine,
];

describe.each(machines.map((m) => [m.name, m] as const))('the %s machine', (_name, machine) => {
  it('moves only between its own states, by declared permissions and error keys', () => {
    for (const [action, def] of Object.entries(machine.actions)) {
      const targets = def.to === null ? [] : typeof def.to === 'string' ? [def.to] : def.to;
      for (const state of [...def.from, ...targets])
        expect(machine.states, action).toContain(state);
      if (def.permission !== 'system') expect(PERMISSIONS, action).toContain(def.permission);
      if (def.conflict) expect(errorKeys, action).toContain(def.conflict);
    }
  });
});

describe('transitions', () => {
  it('upgrade from any package, downgrade only from a paid one', () => {
    for (const state of subscriptionMachine.states) {
      expect(canTake(subscriptionMachine, 'upgrade', state)).toBe(true);
      expect(canTake(subscriptionMachine, 'downgrade', state)).toBe(state !== 'free');
    }
  });

  it('switch a membership on once', () => {
    expect(canTake(membershipMachine, 'activate', 'off')).toBe(true);
    expect(canTake(membershipMachine, 'activate', 'on')).toBe(false);
  });

  it('keep a failed promotion code failed', () => {
    const table = promotionMachine.states.flatMap((from) =>
      (['run', 'stop', 'fail'] as const).map(
        (action) => `${from}-${action}:${canTake(promotionMachine, action, from)}`,
      ),
    );
    expect(table).toEqual([
      'run-run:true',
      'run-stop:true',
      'run-fail:true',
      'stop-run:true',
      'stop-stop:true',
      'stop-fail:true',
      'fail-run:false',
      'fail-stop:false',
      'fail-fail:true',
    ]);
  });

  it('offer only the actions a permission holder may take from the state', () => {
    expect(actionsFor(subscriptionMachine, 'free', ['users.subscription'])).toEqual(['upgrade']);
    expect(actionsFor(subscriptionMachine, 'standard', ['users.subscription'])).toEqual([
      'upgrade',
      'downgrade',
    ]);
    expect(actionsFor(subscriptionMachine, 'standard', ['users.list'])).toEqual([]);
  });
});

describe('the campaign machine', () => {
  // Every action from every state, written out from docs/spec/readings.md "Campaign states": the target, or
  // '-' where the action is refused (409 campaigns.invalid_status). '=' keeps the state; a list is
  // chosen by the clock.
  const expected: Record<string, Record<string, string>> = {
    edit: { draft: '=', rejected: '=' },
    submit: { draft: 'pending', rejected: 'pending' },
    submitNoUpdate: { rejected: 'pending' },
    cancelSubmit: { pending: 'draft' },
    approve: { pending: 'waiting|running' },
    reject: { pending: 'rejected' },
    lock: { waiting: 'locked', running: 'locked' },
    unlock: { locked: 'waiting|running|out_of_date' },
    stop: { waiting: 'out_of_date', running: 'out_of_date', locked: 'out_of_date' },
    extend: { waiting: '=', running: '=' },
    approveExtension: { waiting: '=', running: '=', locked: '=' },
    rejectExtension: { waiting: '=', running: '=', locked: '=' },
    syncMerchant: {
      draft: '=',
      pending: '=',
      rejected: '=',
      waiting: '=',
      running: '=',
      locked: '=',
    },
    syncTerminal: {
      draft: '=',
      pending: '=',
      rejected: '=',
      waiting: '=',
      running: '=',
      locked: '=',
    },
    start: { waiting: 'running' },
    end: { running: 'out_of_date', locked: 'out_of_date' },
  };

  it('allows exactly the transitions of the readings, to their targets', () => {
    expect(Object.keys(campaignMachine.actions).sort()).toEqual(Object.keys(expected).sort());
    for (const [action, def] of Object.entries(campaignMachine.actions)) {
      for (const state of campaignMachine.states) {
        const want = expected[action]?.[state] ?? '-';
        const got = !canTake(campaignMachine, action as never, state)
          ? '-'
          : def.to === null
            ? '='
            : typeof def.to === 'string'
              ? def.to
              : def.to.join('|');
        expect(`${action} from ${state}: ${got}`).toBe(`${action} from ${state}: ${want}`);
        if (got !== '-') expect(def.conflict).toBe('campaigns.invalid_status');
      }
    }
  });

  it('asks a reason to reject, stop, extend and reject an extension, and of nothing else', () => {
    const withReason = Object.entries(campaignMachine.actions)
      .filter(([, def]) => 'reason' in def && def.reason)
      .map(([action]) => action)
      .sort();
    expect(withReason).toEqual(['extend', 'reject', 'rejectExtension', 'stop']);
  });

  it('offers a supporter and a manager their own buttons only; the clock to no one', () => {
    const supporter = ['campaigns.read', 'campaigns.create', 'campaigns.edit', 'campaigns.submit'];
    const manager = ['campaigns.read', 'campaigns.approve', 'campaigns.reject', 'campaigns.lock'];
    expect(actionsFor(campaignMachine, 'draft', supporter)).toEqual(['edit', 'submit']);
    expect(actionsFor(campaignMachine, 'rejected', supporter)).toEqual([
      'edit',
      'submit',
      'submitNoUpdate',
    ]);
    expect(actionsFor(campaignMachine, 'pending', supporter)).toEqual(['cancelSubmit']);
    expect(actionsFor(campaignMachine, 'pending', manager)).toEqual(['approve', 'reject']);
    expect(actionsFor(campaignMachine, 'running', manager)).toEqual([
      'lock',
      'approveExtension',
      'rejectExtension',
    ]);
    expect(actionsFor(campaignMachine, 'running', supporter)).toEqual(['extend']);
    expect(actionsFor(campaignMachine, 'waiting', [...manager, 'system'])).not.toContain('start');
  });

  it('lets the clock pick among an action’s targets, and only among them', () => {
    const start = '2026-12-01T00:00:00.000Z';
    const end = '2026-12-03T00:00:00.000Z';
    expect(clockState(start, end, new Date('2026-11-30T23:59:59.999Z'))).toBe('waiting');
    expect(clockState(start, end, new Date(start))).toBe('running');
    expect(clockState(start, end, new Date('2026-12-02T23:59:59.999Z'))).toBe('running');
    expect(clockState(start, end, new Date(end))).toBe('out_of_date');
    expect(targetOf(campaignMachine, 'approve', 'pending', 'running')).toBe('running');
    expect(() => targetOf(campaignMachine, 'approve', 'pending', 'out_of_date')).toThrow(
      'campaign.approve leads to one of waiting, running, not out_of_date',
    );
    expect(() => targetOf(campaignMachine, 'approve', 'pending')).toThrow(
      'campaign.approve leads to one of waiting, running, not undefined',
    );
    expect(targetOf(campaignMachine, 'edit', 'rejected')).toBe('rejected');
    expect(targetOf(campaignMachine, 'lock', 'running')).toBe('locked');
  });
});

describe('the agent-command machine', () => {
  // Every action from every state, written out from docs/decisions/agents.md "Commands": the
  // target, or '-' where the action is refused. A finished command (succeeded, failed, expired,
  // cancelled) takes no action; the API walk of the agent's reports is
  // apps/server/test/agents/command-states.test.ts.
  const expected: Record<string, Record<string, string>> = {
    deliver: { queued: 'sent' },
    receive: { queued: 'received', sent: 'received' },
    start: { queued: 'started', sent: 'started', received: 'started' },
    succeed: {
      queued: 'succeeded',
      sent: 'succeeded',
      received: 'succeeded',
      started: 'succeeded',
    },
    fail: { queued: 'failed', sent: 'failed', received: 'failed', started: 'failed' },
    expire: { queued: 'expired', sent: 'expired' },
    cancel: { queued: 'cancelled', sent: 'cancelled', received: 'cancelled', started: 'cancelled' },
  };

  it('allows exactly the transitions of the decision, to their targets', () => {
    expect(Object.keys(agentCommandMachine.actions).sort()).toEqual(Object.keys(expected).sort());
    for (const [action, def] of Object.entries(agentCommandMachine.actions)) {
      for (const state of agentCommandMachine.states) {
        const want = expected[action]?.[state] ?? '-';
        const got = canTake(agentCommandMachine, action as never, state) ? String(def.to) : '-';
        expect(`${action} from ${state}: ${got}`).toBe(`${action} from ${state}: ${want}`);
      }
    }
  });
});
