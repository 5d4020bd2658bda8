/**
 * The campaign's operations, one file per kind: the reads and lists (reads.service.ts), drafts
 * made and edited by the form's rules (drafts.service.ts, form.ts), the machine's actions
 * (transitions.service.ts), extensions (extensions.service.ts), the catalogue's sync
 * (sync.service.ts) and the clock (clock.service.ts). The routes, the clock's job and the seed
 * import them from here.
 */
export { runClock } from './clock.service';
export { createDraft, createFull, editCampaign } from './drafts.service';
export { decideExtension, requestExtension } from './extensions.service';
export { budgetOf, getCampaign, listCampaigns } from './reads.service';
export { syncMerchant, syncTerminals } from './sync.service';
export { act } from './transitions.service';
