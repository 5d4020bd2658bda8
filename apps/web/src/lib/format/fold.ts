/**
 * Text as a search compares it: without accents or case, đ as d, spaces and underscores alike
 * ("nguyen" finds "Nguyễn", "viet" finds "Việt Nam", "ho chi" finds "Asia/Ho_Chi_Minh").
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();
}

/** Whether `text` contains what was typed, compared as a search compares. */
export function matchesSearch(text: string, typed: string): boolean {
  return foldText(text).includes(foldText(typed));
}
