import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../../src/app';
import type { Deps } from '../../src/context';
import { createTestApp, type TestApp } from './app';

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Messages received for one address. */
  to: (address: string) => ParsedMail[];
  close: () => Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it receives, parsed. */
export async function startSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) =>
      messages.filter((m) =>
        [m.to]
          .flat()
          .some((a) => a?.value.some((v) => v.address?.toLowerCase() === address.toLowerCase())),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The console link a mail carries (in its text part). */
export function linkOf(mail: ParsedMail): string {
  const match = mail.text?.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}

/** The token of a console link: the last path segment, or the `token` query parameter. */
export function tokenOf(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? url.pathname.split('/').pop()!;
}

/**
 * Runs the queued link-mail jobs (forgot-password and resend-verification mail from a job) and
 * waits until every mail is handed over.
 */
export async function deliverMail(deps: Pick<Deps, 'jobs' | 'mailer'>): Promise<void> {
  await deps.jobs.runDue();
  await deps.mailer.flush();
}

/** What `useMailedApp` made. */
export interface MailedApp {
  t: TestApp;
  smtp: TestSmtp;
}

/**
 * The set-up of a test file about mail, its hooks registered: a test SMTP server and an app of its
 * own that sends to it (`env` and `options` besides). Filled once the file's `beforeAll` has run.
 */
export function useMailedApp(env: Record<string, string> = {}, options: AppOptions = {}) {
  const world = {} as MailedApp;
  beforeAll(async () => {
    world.smtp = await startSmtp();
    world.t = await createTestApp({ ...env, SMTP_URL: world.smtp.url }, options);
  });
  afterAll(async () => {
    await world.t.close();
    await world.smtp.close();
  });
  return world;
}
