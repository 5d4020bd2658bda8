import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { pino, type Logger } from 'pino';
import type { Language } from '@console/contract/constants';
import type { Config } from '../config';
import { renderMail, type MailPurpose } from './templates';

export interface LinkMail {
  to: string;
  purpose: MailPurpose;
  lang: Language;
  /** How the mail greets the recipient. */
  name: string;
  link: string;
}

export interface Mailer {
  /**
   * Queues a mail and returns at once, so a call answers in the same time whether or not a mail
   * goes out (the account-existence questions must not be answerable by timing). Failures are logged.
   */
  send(mail: LinkMail): void;
  /** Waits until every mail queued so far was handed over (or failed). */
  flush(): Promise<void>;
}

const safePart = (s: string) => s.replace(/[^\w.@+-]/g, '_');

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to
 * DATA_DIR/outbox and its link is logged, so development and demos work offline.
 */
export function createMailer(config: Config, log?: Logger): Mailer {
  const logger = log ?? pino({ level: config.logLevel, name: 'mail' });
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(mail: LinkMail) {
    const content = renderMail(mail.purpose, mail.lang, { name: mail.name, link: mail.link });
    const info = await transport.sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: content.subject,
      text: content.text,
      html: content.html,
    });
    if (config.smtpUrl) {
      logger.info({ to: mail.to, purpose: mail.purpose }, 'mail sent');
      return;
    }
    const message = (info as { message?: unknown }).message;
    if (!Buffer.isBuffer(message)) throw new Error('stream transport gave no buffer');
    fs.mkdirSync(outbox, { recursive: true });
    const stamp = new Date().toISOString().replace(/:/g, '-');
    const base = `${stamp}-${safePart(mail.to)}-${mail.purpose}`;
    let file = path.join(outbox, `${base}.eml`);
    for (let n = 2; fs.existsSync(file); n += 1) file = path.join(outbox, `${base}-${n}.eml`);
    fs.writeFileSync(file, message);
    logger.info({ to: mail.to, purpose: mail.purpose, link: mail.link }, 'mail written to outbox');
  }

  return {
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) => {
          logger.error({ err: error, to: mail.to, purpose: mail.purpose }, 'mail not sent');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
