import { defineMachine } from './define';

/** A campaign's states (spec section 4; docs/spec/readings.md "Campaign states"). */
export const CAMPAIGN_STATES = [
  'draft',
  'pending',
  'rejected',
  'waiting',
  'running',
  'locked',
  'out_of_date',
] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/**
 * The campaign approval machine. A supporter drafts, edits and submits; a manager approves,
 * rejects, locks, unlocks and stops; the clock starts and ends live campaigns. Where an action
 * names several targets the clock picks (`clockState`): an approval or an unlock lands in waiting,
 * running or out of date by the campaign's times. Maker-checker (the submitter of a version cannot
 * approve it) is a rule about people, not states: the server checks it beside this table.
 */
export const campaignMachine = defineMachine({
  name: 'campaign',
  states: CAMPAIGN_STATES,
  actions: {
    edit: {
      from: ['draft', 'rejected'],
      to: null,
      permission: 'campaigns.edit',
      conflict: 'campaigns.invalid_status',
    },
    submit: {
      from: ['draft', 'rejected'],
      to: 'pending',
      permission: 'campaigns.submit',
      conflict: 'campaigns.invalid_status',
    },
    /** A rejected campaign sent back as it is. */
    submitNoUpdate: {
      from: ['rejected'],
      to: 'pending',
      permission: 'campaigns.submit',
      conflict: 'campaigns.invalid_status',
    },
    cancelSubmit: {
      from: ['pending'],
      to: 'draft',
      permission: 'campaigns.submit',
      conflict: 'campaigns.invalid_status',
    },
    approve: {
      from: ['pending'],
      to: ['waiting', 'running'],
      permission: 'campaigns.approve',
      conflict: 'campaigns.invalid_status',
    },
    reject: {
      from: ['pending'],
      to: 'rejected',
      permission: 'campaigns.reject',
      reason: true,
      conflict: 'campaigns.invalid_status',
    },
    lock: {
      from: ['waiting', 'running'],
      to: 'locked',
      permission: 'campaigns.lock',
      conflict: 'campaigns.invalid_status',
    },
    unlock: {
      from: ['locked'],
      to: ['waiting', 'running', 'out_of_date'],
      permission: 'campaigns.unlock',
      conflict: 'campaigns.invalid_status',
    },
    /** Final: the campaign ends now ("stopped" in its history). */
    stop: {
      from: ['waiting', 'running', 'locked'],
      to: 'out_of_date',
      permission: 'campaigns.stop',
      reason: true,
      conflict: 'campaigns.invalid_status',
    },
    /**
     * A revision of a live campaign (later end, more budget, higher limits, never less), asked for
     * by a supporter and kept pending beside the live version, which keeps running.
     */
    extend: {
      from: ['waiting', 'running'],
      to: null,
      permission: 'campaigns.edit',
      reason: true,
      conflict: 'campaigns.invalid_status',
    },
    /** A manager (not whoever asked) applies the pending revision to the live campaign. */
    approveExtension: {
      from: ['waiting', 'running', 'locked'],
      to: null,
      permission: 'campaigns.approve',
      conflict: 'campaigns.invalid_status',
    },
    /** A manager turns the pending revision down, saying why; the campaign stays as it is. */
    rejectExtension: {
      from: ['waiting', 'running', 'locked'],
      to: null,
      permission: 'campaigns.reject',
      reason: true,
      conflict: 'campaigns.invalid_status',
    },
    /** The campaign's merchant as the catalogue has it now. */
    syncMerchant: {
      from: ['draft', 'pending', 'rejected', 'waiting', 'running', 'locked'],
      to: null,
      permission: 'campaigns.sync',
      conflict: 'campaigns.invalid_status',
    },
    /** The merchant's catalogue terminals the campaign lacks are added (none removed). */
    syncTerminal: {
      from: ['draft', 'pending', 'rejected', 'waiting', 'running', 'locked'],
      to: null,
      permission: 'campaigns.sync',
      conflict: 'campaigns.invalid_status',
    },
    /** The clock: a waiting campaign runs at its start. */
    start: {
      from: ['waiting'],
      to: 'running',
      permission: 'system',
      conflict: 'campaigns.invalid_status',
    },
    /** The clock: a live or locked campaign is out of date at its end. */
    end: {
      from: ['running', 'locked'],
      to: 'out_of_date',
      permission: 'system',
      conflict: 'campaigns.invalid_status',
    },
  },
});

export type CampaignAction = keyof typeof campaignMachine.actions;

/** Where the clock puts an approved campaign: before its start, during, or after its end. */
export function clockState(
  startTime: string | Date,
  endTime: string | Date,
  now: Date,
): 'waiting' | 'running' | 'out_of_date' {
  const t = now.getTime();
  if (t < new Date(startTime).getTime()) return 'waiting';
  if (t < new Date(endTime).getTime()) return 'running';
  return 'out_of_date';
}
