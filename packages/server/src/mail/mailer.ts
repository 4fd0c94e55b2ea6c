import { randomUUID } from 'node:crypto';
import { fieldOf } from '@warband/rules/narrow';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** Structured logging as pino offers it (the app passes its logger). */
export interface Log {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The mail's main link, logged when mail goes to the outbox so a developer can follow it. */
  link?: string;
}

export interface Mailer {
  /** Queues a mail; failures are logged, never thrown at the caller. */
  send(message: MailMessage): void;
  /** Resolves when every queued mail has been handed over (or has failed). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where .eml files go when there is no SMTP server. */
  outboxDir: string;
  log: Log;
}

/** SMTP when configured; otherwise each mail becomes an .eml file in the outbox. */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const { link, ...mail } = message;
    const info = await transport.sendMail({ ...mail, from });
    if (smtpUrl) {
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    await fs.mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    const eml = fieldOf(info, 'message');
    if (!Buffer.isBuffer(eml)) throw new Error('The outbox mail has no message');
    await fs.writeFile(file, eml);
    log.info({ to: mail.to, subject: mail.subject, file, link }, 'mail written to the outbox');
  }

  return {
    send(message) {
      const job = deliver(message).catch((error: unknown) => {
        log.error(
          { err: error, to: message.to, subject: message.subject },
          'mail could not be sent',
        );
      });
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    async flush() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      transport.close();
    },
  };
}
