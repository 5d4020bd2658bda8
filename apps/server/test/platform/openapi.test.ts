import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@console/contract/errors';
import { routeErrorKeys } from '@console/contract/route-errors';
import { routeIds, routes, type RouteDef } from '@console/contract/routes';
import { createTestApp, type TestApp } from '../helpers/app';

interface Operation {
  operationId: string;
  tags: string[];
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses: Record<
    string,
    {
      content: Record<
        string,
        { schema: { properties?: { message?: { enum?: string[] } } }; example?: unknown }
      >;
    }
  >;
}
let t: TestApp;
let doc: {
  openapi: string;
  info: { license?: { name: string; identifier?: string } };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  components: { securitySchemes: Record<string, { type: string; scheme: string }> };
  paths: Record<string, Record<string, Operation>>;
};
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://console.test.vn' });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationOf = (def: RouteDef) => doc.paths[openApiPath(def.path)]?.[def.method.toLowerCase()];

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with a license and the console as its server', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.license?.name).toBeTruthy();
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://console.test.vn' })]);
  });

  it('offers the user session, refresh token and SSO token as bearer schemes', () => {
    for (const name of ['userSession', 'refreshToken', 'ssoToken']) {
      expect(doc.components.securitySchemes[name]).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
    }
  });

  it.each(routeIds)('lists %s with its credential, its errors and its tag', (id) => {
    const def = routes[id] as RouteDef;
    const operation = operationOf(def);
    expect(operation, `${def.method} ${def.path}`).toBeDefined();
    expect(operation!.operationId).toBe(id);
    const schemes = operation!.security.flatMap((requirement) => Object.keys(requirement));
    if (def.access === 'public' && !def.credential) expect(schemes).toEqual([]);
    else expect(schemes).toHaveLength(1);
    if (def.access === 'authenticated') expect(schemes).toEqual(['userSession']);
    if (def.credential === 'refresh_token') expect(schemes).toEqual(['refreshToken']);

    const listed = Object.entries(operation!.responses)
      .filter(([status]) => status !== '200')
      .flatMap(([status, response]) => {
        const keys = response.content['application/json']!.schema.properties?.message?.enum ?? [];
        for (const key of keys)
          expect(errors[key as keyof typeof errors].status).toBe(Number(status));
        return keys;
      });
    expect(listed.sort()).toEqual(routeErrorKeys(def));
    expect(Object.keys(operation!.responses).some((s) => s.startsWith('4'))).toBe(true);
    expect(operation!.tags).toEqual([def.area]);
  });

  it('describes every tag it uses', () => {
    const used = new Set(routeIds.map((id) => routes[id].area as string));
    expect(doc.tags.map((tag) => tag.name).sort()).toEqual([...used].sort());
    for (const tag of doc.tags) expect(tag.description).toBeTruthy();
  });

  it('answers a protected call without a token with a key its document lists', async () => {
    const res = await t.app.inject({ method: 'GET', url: routes['users.me'].path });
    const listed = Object.values(operationOf(routes['users.me'] as RouteDef)!.responses).flatMap(
      (r) => r.content['application/json']!.schema.properties?.message?.enum ?? [],
    );
    expect(res.statusCode).toBe(401);
    expect(listed).toContain(res.json().message);
  });

  it('gives examples that its own schemas accept', () => {
    for (const id of routeIds) {
      const def = routes[id] as RouteDef;
      const operation = operationOf(def)!;
      const answer = operation.responses['200']!.content['application/json']!.example;
      if (answer !== undefined) expect(def.response.safeParse(answer).success, id).toBe(true);
    }
    const withExamples = routeIds.filter(
      (id) =>
        operationOf(routes[id] as RouteDef)!.responses['200']!.content['application/json']!
          .example !== undefined,
    );
    expect(withExamples.length).toBeGreaterThan(routeIds.length / 2);
  });

  it('writes path parameters in {name} style', () => {
    expect(doc.paths['/api/v1/user/{id}']).toBeDefined();
    expect(Object.keys(doc.paths).filter((p) => p.includes(':'))).toEqual([]);
  });

  it('lists no path outside the route table', () => {
    const declared = new Set(routeIds.map((id) => openApiPath(routes[id].path)));
    expect(Object.keys(doc.paths).filter((p) => !declared.has(p))).toEqual([]);
  });

  it('serves the reference page grouped by area, with no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toMatch(/<script/i);
    for (const tag of doc.tags) {
      expect(res.body).toContain(`<section id="area-${tag.name}"`);
    }
    for (const id of routeIds) expect(res.body).toContain(`<article id="${id}">`);
    const section = res.body.slice(res.body.indexOf('<section id="area-campaigns"'));
    expect(section.slice(0, section.indexOf('</section>'))).toContain(
      routes['campaigns.list'].path,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).body).toBe(res.body);
  });

  it('sends the document and the page gzipped, and 304 to a client that has them', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const zipped = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      const etag = String(zipped.headers.etag);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    }
  });
});
