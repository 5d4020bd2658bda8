/**
 * Text as every keyword search compares it, in the browser and on the server: without accents or
 * case, đ as d, runs of white space as one space, no control characters ("nguyen" finds "Nguyễn",
 * "NGUYEN" too, "duc" finds "Đức"). The server stores each searched row's text folded this way
 * (`search_text`) and matches the folded keyword in it as a literal substring (% and _ included),
 * so both databases give the same answer (docs/decisions/search-and-totals.md).
 */
export function foldSearch(text: string): string {
  // Most list calls carry no keyword: an empty one skips the six passes below (1.2 µs).
  if (text === '') return '';
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Between the fields of a stored search text: a keyword never holds it (folding turns control
 * characters into spaces), so no match spans two fields.
 */
export const SEARCH_FIELD_SEPARATOR = '\u001f';

/** The stored search text of a row: each field folded, joined by the separator. */
export function searchTextOf(fields: readonly (string | null | undefined)[]): string {
  return fields.map((field) => foldSearch(field ?? '')).join(SEARCH_FIELD_SEPARATOR);
}

/**
 * Lists count their matches up to this many and then say "more than": an exact count of a
 * million rows costs a second, the first page a millisecond.
 */
export const TOTAL_CAP = 10_000;
