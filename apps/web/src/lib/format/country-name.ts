/** The country's name in the reader's language, or the code itself when Intl does not know it. */
export function countryName(code: string, language: string): string {
  if (!code) return '';
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}
