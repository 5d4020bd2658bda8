/**
 * CampaignExpose and the staff's reads, one file per operation: what applies to a transaction
 * and the Quote (applicable.service.ts, its checks in evaluate.ts), Redeem (redeem.service.ts),
 * Reverse (reverse.service.ts), AddCustomer (customers.service.ts), GetRedemption and the lists
 * (reads.service.ts). A refusal is an answer with a reason key, not an error
 * (docs/decisions/redemption.md).
 */
export { applicable, listExposed, quote, terminalOf } from './applicable.service';
export { addCustomers } from './customers.service';
export { getRedemption, listRedemptions } from './reads.service';
export { redeem } from './redeem.service';
export { reverse } from './reverse.service';
