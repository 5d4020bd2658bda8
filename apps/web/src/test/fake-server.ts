import { ErrorCode, errors } from '@console/contract/errors';
import { routes, type RequestOf, type ResponseOf, type RouteId } from '@console/contract/routes';

/**
 * The server as a screen's component test sees it: each call the screen makes is answered by the
 * test's handler for that route, and both sides are held to the contract, so a fake cannot drift
 * from the real server: the request must pass the route's request schema and the answer its
 * response schema (or be a failure envelope with a status). A call with no handler fails the test.
 * The API tests show what the real server answers; these show what the screen does with it.
 */
export type Answer<K extends RouteId> =
  | ResponseOf<K>
  | { status: number; body: { success: false; message: string; code?: number; detail?: string } };

type Handler<K extends RouteId> = (input: RequestOf<K>) => Answer<K> | Promise<Answer<K>>;
export type Handlers = { [K in RouteId]?: Handler<K> };

interface Received {
  id: RouteId;
  input: Record<string, unknown>;
  /** The request's headers, names in lower case (`idempotency-key`). */
  headers: Record<string, string>;
}

let handlers: Handlers = {};
let received: Received[] = [];
/** What went wrong on the fake server's side; the screen would only show a failure for it. */
let problems: string[] = [];
const realFetch = globalThis.fetch;

const matchers = (Object.keys(routes) as RouteId[]).map((id) => {
  const def = routes[id];
  const pattern = new RegExp(`^${def.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
  return { id, method: def.method, pattern };
});

function routeOf(method: string, pathname: string) {
  for (const m of matchers) {
    const match = m.method === method ? m.pattern.exec(pathname) : null;
    if (match) return { id: m.id, params: { ...match.groups } };
  }
  return null;
}

function inputOf(url: URL, init: RequestInit | undefined, params: Record<string, string>) {
  const body =
    typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  const query = Object.fromEntries(url.searchParams);
  return { ...query, ...body, ...params };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A request or answer outside the contract fails the test (setup.ts), not just the screen. */
async function answer(request: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await answerChecked(request, init);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

async function answerChecked(request: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(request instanceof Request ? request.url : request), location.href);
  const method = (init?.method ?? 'GET').toUpperCase();
  const found = routeOf(method, url.pathname);
  if (!found) throw new Error(`No route of the contract is ${method} ${url.pathname}`);
  const def = routes[found.id];
  const input = inputOf(url, init, found.params);
  const parsed = def.request.safeParse(input);
  if (!parsed.success) {
    throw new Error(`${found.id} was sent outside its schema: ${parsed.error.message}`);
  }
  // happy-dom's Headers keep the names as written: lower case here, as HTTP reads them.
  const headers = Object.fromEntries(
    [...new Headers(init?.headers).entries()].map(([name, value]) => [name.toLowerCase(), value]),
  );
  received.push({ id: found.id, input, headers });
  const handler = handlers[found.id] as Handler<typeof found.id> | undefined;
  if (!handler) throw new Error(`The test gave no answer for ${found.id}`);
  const result = await handler(parsed.data as never);
  if (result && typeof result === 'object' && 'status' in result && 'body' in result) {
    return json(result.status as number, result.body);
  }
  const checked = def.response.safeParse(result);
  if (!checked.success) {
    throw new Error(
      `The test's answer to ${found.id} is outside its schema: ${checked.error.message}`,
    );
  }
  return json(200, result);
}

/** Answers the screen's calls with these handlers until the test ends. */
export function fakeServer(routeHandlers: Handlers) {
  handlers = routeHandlers;
  received = [];
  globalThis.fetch = ((request: RequestInfo | URL, init?: RequestInit) =>
    answer(request, init)) as typeof fetch;
  return {
    /** The calls the screen made, in order, with their inputs and headers. */
    calls: (id?: RouteId) => received.filter((call) => id === undefined || call.id === id),
    /** Changes or adds answers mid-test (a retry that now succeeds, a list after a save). */
    answer: (more: Handlers) => {
      handlers = { ...handlers, ...more };
    },
  };
}

/**
 * A failure answer the way the server sends one: the web caller takes the envelope's message key
 * only with its numeric code and a detail (http.ts `isFailure`), so both are there; the code is the
 * error key's own unless given.
 */
export const failure = (status: number, message: string, code?: number) => ({
  status,
  body: {
    success: false as const,
    message,
    code:
      code ??
      (errors as Record<string, { code: number } | undefined>)[message]?.code ??
      ErrorCode.INTERNAL,
    detail: '',
  },
});

/** The contract violations and unanswered calls of the test so far. */
export const fakeServerProblems = (): readonly string[] => problems;

export function resetFakeServer(): void {
  handlers = {};
  received = [];
  problems = [];
  globalThis.fetch = realFetch;
}
