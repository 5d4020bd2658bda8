import { foldSearch } from '@console/contract/search';

/**
 * Text as a search compares it: the server's folding (no accents or case, đ as d, see
 * contract/search.ts), with underscores read as spaces ("nguyen" finds "Nguyễn", "viet" finds
 * "Việt Nam", "ho chi" finds "Asia/Ho_Chi_Minh").
 */
export function foldText(text: string): string {
  return foldSearch(text.replace(/_/g, ' '));
}

/** Whether `text` contains what was typed, compared as a search compares. */
export function matchesSearch(text: string, typed: string): boolean {
  return foldText(text).includes(foldText(typed));
}
