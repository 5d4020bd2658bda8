import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Failure } from '@console/contract/schemas/common';
import type { Db } from '../../src/db/database';

/** No stack trace, file path or raw error text ever reaches a caller. */
export function expectNoInternals(res: LightMyRequestResponse) {
  expect(res.body).not.toMatch(/(^|\\n|\n)\s*at \S/);
  expect(res.body).not.toMatch(/Error:/);
  expect(res.body).not.toMatch(/\.(ts|js):\d+/);
  expect(res.body).not.toMatch(/node_modules|"stack"/);
}

/** A failure envelope (DESIGN.md, API conventions) with the given status and message key. */
export function expectFailure(res: LightMyRequestResponse, status: number, message: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ success: false, message });
  expect(Number.isInteger(body.code)).toBe(true);
  expect(typeof body.detail).toBe('string');
  expect(body.detail).not.toBe('');
  expectNoInternals(res);
  return body as Failure;
}

/** A 400 answer naming the given field errors (path and validation key), each with a text. */
export function expectFieldErrors(
  res: LightMyRequestResponse,
  expected: { path: string; message: string }[],
) {
  const body = expectFailure(res, 400, 'common.invalid_input');
  expect(body.errors).toEqual(
    expect.arrayContaining(expected.map((e) => expect.objectContaining(e))),
  );
  for (const e of body.errors ?? []) {
    expect(typeof e.detail).toBe('string');
    expect(e.detail).not.toMatch(/^validation\./);
  }
  return body;
}

/** Every audit row, oldest first. */
export function auditRows(db: Db) {
  return db.selectFrom('audit_log').selectAll().orderBy('id').execute();
}

/** Audit rows of calls that succeeded: what "nothing was written" compares. */
export async function successfulWrites(db: Db) {
  return (await auditRows(db)).filter((r) => r.outcome === 'success');
}

/**
 * The bad-input cases an edit refuses too: those that send a bad value. A case that leaves a
 * field out is no error for an edit, which keeps what it is not sent.
 */
export function sendingCases<C extends [string, Record<string, unknown>, ...unknown[]]>(
  cases: C[],
) {
  return cases.filter(
    ([, patch]) =>
      Object.keys(patch).length > 0 && Object.values(patch).every((v) => v !== undefined),
  );
}
