import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAdminArgs, runAdminCommand } from './admin-cli';
import { makeTempDir, registerUser, useTestApp } from '../test/helpers';

const t = useTestApp({ ADMIN_EMAILS: 'listed@example.test' });
const serverDir = fileURLToPath(new URL('..', import.meta.url));

function capture() {
  const lines = { out: [] as string[], err: [] as string[] };
  return {
    lines,
    output: { out: (l: string) => lines.out.push(l), err: (l: string) => lines.err.push(l) },
  };
}

async function isAdmin(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/users/settings', headers });
  return response.json().isAdmin as boolean;
}

describe('npm run admin -- grant|revoke <email>', () => {
  it('grants admin rights by email, in any case, and revokes them', async () => {
    const user = await registerUser(t.app, { name: 'Gandalf' });
    const { lines, output } = capture();
    const deps = { db: t.db, output };

    expect(await runAdminCommand({ action: 'grant', email: user.email.toUpperCase() }, deps)).toBe(
      0,
    );
    expect(lines.out).toEqual([`Gandalf <${user.email}> is now an admin.`]);
    expect(await isAdmin(user.headers)).toBe(true);

    expect(await runAdminCommand({ action: 'revoke', email: user.email }, deps)).toBe(0);
    expect(lines.out[1]).toBe(`Gandalf <${user.email}> is no longer an admin.`);
    expect(await isAdmin(user.headers)).toBe(false);
  });

  it('revokes the rights of an account registered with an address in ADMIN_EMAILS', async () => {
    const user = await registerUser(t.app, { email: 'listed@example.test' });
    expect(await isAdmin(user.headers)).toBe(true);
    const { lines, output } = capture();
    expect(
      await runAdminCommand({ action: 'revoke', email: user.email }, { db: t.db, output }),
    ).toBe(0);
    expect(lines.out[0]).toBe(`Test Player <${user.email}> is no longer an admin.`);
    expect(await isAdmin(user.headers)).toBe(false);
  });

  it('fails with exit code 1 for an unknown email', async () => {
    const { lines, output } = capture();
    const code = await runAdminCommand(
      { action: 'grant', email: 'ghost@example.test' },
      { db: t.db, output },
    );
    expect(code).toBe(1);
    expect(lines.err).toEqual(['No account has the email ghost@example.test.']);
  });

  it('reads its arguments', () => {
    expect(parseAdminArgs(['grant', 'a@example.test'])).toEqual({
      action: 'grant',
      email: 'a@example.test',
    });
    expect(parseAdminArgs(['revoke', 'a@example.test'])).toEqual({
      action: 'revoke',
      email: 'a@example.test',
    });
    expect(parseAdminArgs([])).toBeUndefined();
    expect(parseAdminArgs(['grant'])).toBeUndefined();
    expect(parseAdminArgs(['promote', 'a@example.test'])).toBeUndefined();
    expect(parseAdminArgs(['grant', 'a@example.test', 'extra'])).toBeUndefined();
  });

  // Two cold starts of the server code (tsx, PGlite): slow on a busy two-core machine.
  it('runs as a command on the configured database, with exit codes', () => {
    const temp = makeTempDir();
    try {
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ['--import', 'tsx', 'src/admin-cli.ts', ...args], {
          cwd: serverDir,
          env: { ...process.env, DATA_DIR: temp.dir, LOG_LEVEL: 'silent' },
          encoding: 'utf8',
          timeout: 90_000,
        });
      const usage = run();
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run admin -- <grant|revoke> <email>');

      const unknown = run('grant', 'nobody@example.test');
      expect(unknown.stderr).toContain('No account has the email nobody@example.test.');
      expect(unknown.status).toBe(1);
    } finally {
      temp.remove();
    }
  }, 120_000);
});
