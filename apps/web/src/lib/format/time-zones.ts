/**
 * Old IANA names that browsers (their ICU data) still list as canonical, and the names the
 * server, the demo data and today's tz database use. Asia/Saigon is the one that matters here.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
};

export const currentZoneName = (zone: string) => CURRENT_NAMES[zone] ?? zone;

/** Every zone the browser knows, under its current name, sorted, UTC included. */
export function timeZoneNames(known: readonly string[] = Intl.supportedValuesOf('timeZone')) {
  return [...new Set([...known.map(currentZoneName), 'UTC'])].sort();
}

/** The browser's own zone, under its current name. */
export const browserTimeZone = () =>
  currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
