/** What a visited URL tells the reports rollups: its domain and a search engine's keyword. */

/** The host of a URL as the web rules write it: lower case, no `www.`, no trailing dot. */
export function domainOf(url: string): string {
  try {
    let host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
    if (host.startsWith('www.')) host = host.slice(4);
    return host;
  } catch {
    return '';
  }
}

/** Search engines whose result URLs carry the keyword, and the parameter that does. */
const ENGINES: { host: RegExp; path: RegExp; param: string }[] = [
  { host: /^(.+\.)?google\.[a-z.]+$/, path: /^\/search/, param: 'q' },
  { host: /^(.+\.)?bing\.com$/, path: /^\/search/, param: 'q' },
  { host: /^(.+\.)?coccoc\.com$/, path: /^\/search/, param: 'query' },
  { host: /^(.+\.)?duckduckgo\.com$/, path: /^\//, param: 'q' },
  { host: /^(.+\.)?youtube\.com$/, path: /^\/results/, param: 'search_query' },
];

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F]/g;

/** The keyword of a search engine's result URL, or null. */
export function searchKeyword(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname.toLowerCase();
  for (const engine of ENGINES) {
    if (!engine.host.test(host) || !engine.path.test(parsed.pathname)) continue;
    // A decoded `%00` is a NUL, which PostgreSQL refuses in text: controls count as spaces.
    const keyword = (parsed.searchParams.get(engine.param) ?? '')
      .replace(CONTROLS, ' ')
      .trim()
      .replace(/\s+/g, ' ');
    return keyword ? keyword.slice(0, 200) : null;
  }
  return null;
}
