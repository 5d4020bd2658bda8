import type { Page } from '@playwright/test';
import { routes, type ResponseOf, type RouteId } from '@console/contract/routes';

/**
 * Calls a route of the contract's table with the page's own session (the access token the console
 * keeps in localStorage), as its screens do, and answers the route's typed answer; throws with
 * the status and body unless it answered 200. For what a test needs before it does what a person
 * does: a record to open, an id to go to.
 */
export async function callAs<K extends RouteId>(
  page: Page,
  id: K,
  body: Record<string, unknown> = {},
): Promise<ResponseOf<K>> {
  const { method, path } = routes[id];
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const post = method === 'POST';
      const query = new URLSearchParams(
        Object.entries(body).map(([name, value]) => [name, String(value)]),
      ).toString();
      const res = await fetch(post || !query ? path : `${path}?${query}`, {
        method,
        headers: {
          ...(post && { 'content-type': 'application/json' }),
          authorization: `Bearer ${localStorage.getItem('access_token')}`,
        },
        ...(post && { body: JSON.stringify(body) }),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, path, body },
  );
  if (answer.status !== 200) throw new Error(`${id}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as ResponseOf<K>;
}
