import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { signup } from '../helpers/accounts';
import { linkOf } from '../helpers/mail';
import { simpleParser } from 'mailparser';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('writes mail as .eml files to DATA_DIR/outbox when no SMTP server is configured', async () => {
  const res = await signup(t.app, { userName: 'outboxuser1', email: 'outbox.user@example.com' });
  expect(res.statusCode, res.body).toBe(200);
  await t.deps.mailer.flush();
  const outbox = path.join(t.config.dataDir, 'outbox');
  const files = fs.readdirSync(outbox);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(
    /^\d{4}-\d\d-\d\dT[\d-]+\.\d{3}Z-outbox\.user@example\.com-verify\.eml$/,
  );
  const eml = fs.readFileSync(path.join(outbox, files[0]!), 'utf8');
  expect(eml).toMatch(/^To: outbox\.user@example\.com$/m);
  expect(eml).toContain('multipart/alternative');
  expect(eml).toContain('text/html');
  expect(eml).not.toContain('Good@Pass1');
  const mail = await simpleParser(eml);
  expect(mail.html).toBeTruthy();
  expect(linkOf(mail)).toMatch(/^http:\/\/localhost:8080\/account\/activate\/[\w-]{43}$/);
});
