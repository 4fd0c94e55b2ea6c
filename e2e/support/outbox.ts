import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Mails the server wrote to DATA_DIR/outbox (no SMTP in tests), newest first. */
async function outboxMessages(): Promise<string[]> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  const texts = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return texts.reverse();
}

/** Undo quoted-printable soft breaks and escapes, enough to read a link. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The password reset link of the newest mail to `email`, waiting for it to arrive. */
export async function resetLinkFor(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const raw of await outboxMessages()) {
      const text = decodeQuotedPrintable(raw);
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      const link = text.match(/https?:\/\/[^\s"<>]+\/password-reset\?token=[A-Za-z0-9_-]+/);
      if (link) return link[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No password reset mail for ${email} in the outbox`);
}
