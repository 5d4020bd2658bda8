/**
 * The API reference at /api/docs: the OpenAPI document rendered once on the server as one HTML
 * page, grouped by area (the document's tags), with no script and no other file to fetch. Full
 * schemas stay in the JSON document it links to; the page shows each call's credential,
 * parameters, examples and error keys (docs/decisions/openapi.md).
 */
type Json = Record<string, unknown>;

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, unknown>[];
  parameters?: Json[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<
    string,
    {
      description: string;
      content?: Record<
        string,
        {
          example?: unknown;
          schema?: { properties?: { message?: { enum?: string[] } } };
        }
      >;
    }
  >;
}

interface Document {
  info: { title: string; version: string; description?: string; license?: { name: string } };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes?: Record<string, { description?: string }>;
    examples?: Record<string, { summary?: string }>;
    parameters?: Record<string, { name: string; in: string; description?: string }>;
  };
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Escaped text with `code` spans, the one piece of Markdown the descriptions use. */
const prose = (text: string) => escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

const anchor = (text: string) => text.replace(/[^A-Za-z0-9_.-]/g, '-');

function parameterRows(doc: Document, operation: Operation): string {
  const parameters = (operation.parameters ?? []).map((parameter) => {
    const ref = typeof parameter.$ref === 'string' ? parameter.$ref.split('/').pop() : undefined;
    const resolved = ref ? (doc.components.parameters?.[ref] as Json | undefined) : parameter;
    return resolved ?? parameter;
  });
  if (parameters.length === 0) return '';
  const rows = parameters
    .map(
      (p) =>
        `<li><code>${escape(String(p.name))}</code> (${escape(String(p.in))}${p.required ? ', required' : ''})${
          typeof p.description === 'string' ? `: ${prose(p.description)}` : ''
        }</li>`,
    )
    .join('');
  return `<p class="label">Parameters</p><ul>${rows}</ul>`;
}

function errorRows(doc: Document, operation: Operation): string {
  const rows = Object.entries(operation.responses)
    .filter(([status]) => status !== '200')
    .map(([status, response]) => {
      const keys = response.content?.['application/json']?.schema?.properties?.message?.enum ?? [];
      const items = keys
        .map((key) => {
          const text = doc.components.examples?.[key]?.summary;
          return `<li><code>${escape(key)}</code>${text ? ` ${escape(text)}` : ''}</li>`;
        })
        .join('');
      return `<tr><th scope="row">${escape(status)}</th><td><ul>${items}</ul></td></tr>`;
    })
    .join('');
  return `<table><caption>Errors by status</caption><thead><tr><th scope="col">Status</th><th scope="col">Keys</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationHtml(doc: Document, path: string, method: string, operation: Operation) {
  const schemes = operation.security.flatMap((requirement) => Object.keys(requirement));
  const request = operation.requestBody?.content['application/json']?.example;
  const answer = operation.responses['200']?.content?.['application/json']?.example;
  return `<article id="${escape(anchor(operation.operationId))}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${prose(operation.summary)}</p>
<p class="meta"><code>${escape(operation.operationId)}</code> · Credential: ${
    schemes.length
      ? schemes.map((s) => `<a href="#credential-${escape(s)}">${escape(s)}</a>`).join(', ')
      : 'none'
  }</p>
${operation.description ? `<p>${prose(operation.description)}</p>` : ''}
${parameterRows(doc, operation)}
${request !== undefined ? `<details><summary>Request example</summary>${json(request)}</details>` : ''}
${answer !== undefined ? `<details><summary>Answer example</summary>${json(answer)}</details>` : ''}
${errorRows(doc, operation)}
</article>`;
}

const STYLE = `
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1f1f;background:#fff}
header,main,nav{max-width:960px;margin:0 auto;padding:0 16px}
header{padding-top:16px}
h1{font-size:1.6rem;margin:.5rem 0}
h2{font-size:1.3rem;margin:2rem 0 .25rem;border-bottom:2px solid #d9d9d9;padding-bottom:.25rem}
h3{font-size:1rem;margin:0 0 .25rem;word-break:break-all}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:4px 16px}
article{border:1px solid #d9d9d9;border-radius:6px;padding:12px;margin:12px 0}
.method{display:inline-block;min-width:3.2em;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:1px 4px;margin-right:4px}
.get{background:#0958d9}.post{background:#237804}
.meta{color:#4a4a4a;font-size:.85rem;margin:.25rem 0}
.label{font-weight:600;margin:.5rem 0 0}
code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em;background:#f5f5f5;padding:0 3px;border-radius:3px}
pre{background:#f5f5f5;padding:8px;overflow:auto;font-size:.8rem;margin:4px 0}
table{border-collapse:collapse;width:100%;margin-top:8px;font-size:.9rem}
caption{text-align:left;font-weight:600}
th,td{border-top:1px solid #e8e8e8;text-align:left;vertical-align:top;padding:4px}
td ul{margin:0;padding-left:1rem}
summary{cursor:pointer;color:#0958d9}
a{color:#0958d9}
`;

/** The whole page; the document's strings are escaped. */
export function renderApiReference(doc: Document): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(doc, path, method, operation)]);
    }
  }
  const sections = doc.tags
    .filter((tag) => byTag.has(tag.name))
    .map(
      (
        tag,
      ) => `<section id="area-${escape(anchor(tag.name))}" aria-labelledby="h-${escape(anchor(tag.name))}">
<h2 id="h-${escape(anchor(tag.name))}">${escape(tag.name)}</h2>
${tag.description ? `<p>${prose(tag.description)}</p>` : ''}
${(byTag.get(tag.name) ?? []).join('\n')}
</section>`,
    )
    .join('\n');
  const credentials = Object.entries(doc.components.securitySchemes ?? {})
    .map(
      ([name, scheme]) =>
        `<dt id="credential-${escape(name)}"><code>${escape(name)}</code> (Authorization: Bearer)</dt><dd>${prose(scheme.description ?? '')}</dd>`,
    )
    .join('');
  const toc = doc.tags
    .filter((tag) => byTag.has(tag.name))
    .map(
      (tag) =>
        `<li><a href="#area-${escape(anchor(tag.name))}">${escape(tag.name)}</a> (${byTag.get(tag.name)?.length ?? 0})</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
${doc.info.description ? `<p>${prose(doc.info.description)}</p>` : ''}
<p>Server: <code>${escape(doc.servers[0]?.url ?? '')}</code> · <a href="/api/docs/json">OpenAPI 3.1 document (JSON)</a>${
    doc.info.license ? ` · License: ${escape(doc.info.license.name)}` : ''
  }</p>
</header>
<nav aria-label="Areas"><ul>${toc}<li><a href="#credentials">credentials</a></li></ul></nav>
<main>
${sections}
<section id="credentials" aria-labelledby="h-credentials">
<h2 id="h-credentials">Credentials</h2>
<dl>${credentials}</dl>
</section>
</main>
</body>
</html>
`;
}
