/**
 * A web black or white list entry as agents match it: a domain, or a domain with a path. The
 * scheme, a leading `www.`, the fragment and a trailing slash are dropped, everything is lower
 * case, and an international domain is written in punycode (the WHATWG URL parser does IDNA in
 * the browser and in Node alike, as `domainToASCII` does). Null when the text is not a web address.
 */
export function normaliseWebEntry(raw: string): string | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `http://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  let host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('www.')) host = host.slice(4);
  if (!isHostName(host)) return null;
  const port = url.port ? `:${url.port}` : '';
  const rest = `${url.pathname}${url.search}`.toLowerCase().replace(/\/+$/, '');
  return `${host}${port}${rest}`;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isHostName(host: string): boolean {
  if (host.length > 253) return false;
  if (IPV4.test(host)) return true;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TOP_LEVEL.test(labels.at(-1)!);
}

/** The index of each entry that repeats an earlier one of the list (after normalising). */
export function duplicateIndexes(entries: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  entries.forEach((entry, index) => {
    if (seen.has(entry)) repeated.push(index);
    seen.add(entry);
  });
  return repeated;
}
