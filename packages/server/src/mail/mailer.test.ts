import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers';
import { createMailer } from './mailer';
import { passwordResetMail } from './password-reset-mail';

function recordingLog() {
  const entries: { level: string; obj: Record<string, unknown>; msg?: string }[] = [];
  const at = (level: string) => (obj: object, msg?: string) =>
    entries.push({ level, obj: obj as Record<string, unknown>, msg });
  return { entries, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('mailer without SMTP', () => {
  let temp: ReturnType<typeof makeTempDir>;
  beforeEach(() => {
    temp = makeTempDir();
  });
  afterEach(() => temp.remove());

  it('writes an .eml file to the outbox and logs the link', async () => {
    const { entries, log } = recordingLog();
    const outboxDir = path.join(temp.dir, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Ledger <ledger@example.test>',
      outboxDir,
      log,
    });
    const link = 'http://ledger.test/password-reset?token=abc';
    mailer.send(
      passwordResetMail({ to: 'pippin@example.test', name: 'Pippin <Took>', link, locale: 'en' }),
    );
    await mailer.close();

    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, files[0]!)));
    expect(mail.from?.text).toContain('ledger@example.test');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Pippin &#60;Took&#62;');
    expect(entries).toContainEqual({
      level: 'info',
      obj: expect.objectContaining({ link, to: 'pippin@example.test' }),
      msg: 'mail written to the outbox',
    });
  });

  it('logs a failed delivery instead of throwing at the caller', async () => {
    const { entries, log } = recordingLog();
    const blocked = path.join(temp.dir, 'a-file');
    fs.writeFileSync(blocked, 'not a directory');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'x@example.test',
      outboxDir: blocked,
      log,
    });
    expect(() =>
      mailer.send({ to: 'a@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' }),
    ).not.toThrow();
    await mailer.flush();
    expect(entries.map((entry) => entry.msg)).toContain('mail could not be sent');
  });
});
