import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeIds, routes } from '@console/contract/routes';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; security?: unknown }>>;
};
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  it('is OpenAPI 3', () => {
    expect(doc.openapi).toMatch(/^3\./);
  });

  it.each(routeIds)('lists %s under its path and method', (id) => {
    const def = routes[id];
    const operation = doc.paths[openApiPath(def.path)]?.[def.method.toLowerCase()];
    expect(operation, `${def.method} ${def.path}`).toBeDefined();
    expect(operation!.operationId).toBe(id);
    expect(Boolean(operation!.security)).toBe(def.access !== 'public');
  });

  it('writes path parameters in {name} style', () => {
    expect(doc.paths['/api/v1/user/{id}']).toBeDefined();
    expect(Object.keys(doc.paths).filter((p) => p.includes(':'))).toEqual([]);
  });

  it('lists no path outside the route table', () => {
    const declared = new Set(routeIds.map((id) => openApiPath(routes[id].path)));
    expect(Object.keys(doc.paths).filter((p) => !declared.has(p))).toEqual([]);
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
