import { day } from '@console/contract/schemas/promotions';

/** Filter values as the URL holds them, read back with the contract's own field rules. */
export const asText = (text: string): string | undefined => text.trim() || undefined;

/** A calendar day, YYYY-MM-DD. */
export const asDay = (text: string): string | undefined =>
  day.safeParse(text).success ? text : undefined;
