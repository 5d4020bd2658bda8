import fs from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './env';

/** Where the test server writes its mails when no SMTP_URL is set: one .eml file each. */
const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');

/** Undoes quoted-printable: soft line breaks and =XX escapes (nodemailer uses it for long lines). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

interface MailQuery {
  /** Only mails written at or after this time (ms since the epoch). */
  after?: number;
  /** The purpose the server puts at the end of the file name: verify, reset, invite. */
  purpose?: string;
  timeoutMs?: number;
}

function mailsTo(recipient: string, { after = 0, purpose = '' }: MailQuery) {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((name) => name.endsWith('.eml') && name.includes(`-${purpose}`))
    .map((name) => path.join(OUTBOX, name))
    .map((file) => ({ file, time: fs.statSync(file).mtimeMs }))
    .filter(({ file, time }) => {
      if (time < after) return false;
      const to = /^To: (.+)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
      return to.toLowerCase().includes(recipient.toLowerCase());
    })
    .sort((a, b) => b.time - a.time);
}

/**
 * Waits for the newest mail to `recipient` and answers the path and query of the link it carries,
 * to open against the test server.
 */
export async function waitForMailLink(recipient: string, query: MailQuery = {}): Promise<string> {
  const timeoutMs = query.timeoutMs ?? 15_000;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [newest] = mailsTo(recipient, query);
    if (newest) {
      const text = decodeQuotedPrintable(fs.readFileSync(newest.file, 'utf8'));
      const url = /https?:\/\/[^\s"'<>]+/.exec(text)?.[0];
      if (url) {
        const link = new URL(url.replace(/&amp;/g, '&'));
        return `${link.pathname}${link.search}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail with a link reached ${recipient} in ${timeoutMs} ms`);
}
