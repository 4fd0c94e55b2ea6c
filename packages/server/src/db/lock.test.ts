import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers';
import { acquireLock, bootId, DataDirLockedError, processStartTime } from './lock';

const lockModule = fileURLToPath(new URL('./lock.ts', import.meta.url));

/** Tries the lock from another Node process; answers its exit code and error output. */
function acquireFromAnotherProcess(lockPath: string) {
  const script = `
    const { acquireLock } = await import(${JSON.stringify(lockModule)});
    try { acquireLock(process.env.LOCK_PATH).release(); } catch (error) { console.error(error.message); process.exit(3); }
  `;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, LOCK_PATH: lockPath },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** A pid that surely belongs to no running process: one that just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], {
    encoding: 'utf8',
  });
  return Number(child.stdout.trim());
}

/** The pid written in a lock file, without the start time beside it. */
const lockPid = (lockPath: string) => fs.readFileSync(lockPath, 'utf8').trim().split(' ')[0];

describe('data directory lock', () => {
  let temp: ReturnType<typeof makeTempDir>;
  let lockPath: string;
  beforeEach(() => {
    temp = makeTempDir();
    lockPath = path.join(temp.dir, 'db.lock');
  });
  afterEach(() => temp.remove());

  it('writes our pid, start time and boot and removes the file on release', () => {
    const lock = acquireLock(lockPath);
    expect(bootId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(fs.readFileSync(lockPath, 'utf8').trim()).toBe(
      `${process.pid} ${processStartTime(process.pid)} ${bootId()}`,
    );
    lock.release();
    expect(fs.existsSync(lockPath)).toBe(false);
  });

  it('refuses a second process on the same directory with a clear message', () => {
    const lock = acquireLock(lockPath);
    try {
      const result = acquireFromAnotherProcess(lockPath);
      expect(result.status).toBe(3);
      expect(result.stderr).toContain(
        `The data directory is in use by another process (pid ${process.pid}`,
      );
      expect(result.stderr).toContain('DATA_DIR');
      expect(lockPid(lockPath)).toBe(String(process.pid));
    } finally {
      lock.release();
    }
    expect(acquireFromAnotherProcess(lockPath).status).toBe(0);
  });

  it('refuses a second open within one process', () => {
    const lock = acquireLock(lockPath);
    try {
      expect(() => acquireLock(lockPath)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
  });

  it('takes over a lock left by a process that no longer runs', () => {
    fs.writeFileSync(lockPath, `${deadPid()}\n`);
    const lock = acquireLock(lockPath);
    expect(lockPid(lockPath)).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another, unrelated process', () => {
    // The parent process runs, but did not start at the time the lock file says.
    const other = process.ppid;
    expect(processStartTime(other)).toMatch(/^\d+$/);
    fs.writeFileSync(lockPath, `${other} ${Number(processStartTime(other)) + 1}\n`);
    const lock = acquireLock(lockPath);
    expect(lockPid(lockPath)).toBe(String(process.pid));
    lock.release();
  });

  it('still refuses a lock of a running pid written without a start time', () => {
    fs.writeFileSync(lockPath, `${process.ppid}\n`);
    expect(() => acquireLock(lockPath)).toThrow(DataDirLockedError);
  });

  it('takes over a lock without a start time naming a live process that is not a server', async () => {
    // What a lock from an older version looks like once its pid went to another program.
    const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => sleeper.once('spawn', resolve));
      fs.writeFileSync(lockPath, `${sleeper.pid}\n`);
      const lock = acquireLock(lockPath);
      expect(lockPid(lockPath)).toBe(String(process.pid));
      lock.release();
    } finally {
      sleeper.kill();
    }
  });

  it('takes over a lock without a start time naming its own pid', () => {
    // This process would have written its start time: an older server had the pid before.
    fs.writeFileSync(lockPath, `${process.pid}\n`);
    const lock = acquireLock(lockPath);
    expect(fs.readFileSync(lockPath, 'utf8').trim()).toMatch(
      new RegExp(`^${process.pid} ${processStartTime(process.pid)} `),
    );
    lock.release();
  });

  it('takes over a lock written before the machine restarted, even if pid and start time match', () => {
    const other = process.ppid;
    fs.writeFileSync(
      lockPath,
      `${other} ${processStartTime(other)} 00000000-0000-4000-8000-000000000000\n`,
    );
    const lock = acquireLock(lockPath);
    expect(lockPid(lockPath)).toBe(String(process.pid));
    lock.release();
  });

  it('refuses a lock of a running process with its start time and this boot', () => {
    const other = process.ppid;
    fs.writeFileSync(lockPath, `${other} ${processStartTime(other)} ${bootId()}\n`);
    expect(() => acquireLock(lockPath)).toThrow(DataDirLockedError);
  });

  it('takes over an unreadable lock file', () => {
    fs.writeFileSync(lockPath, 'garbage');
    acquireLock(lockPath).release();
  });

  it('does not remove a lock another process took over', () => {
    const lock = acquireLock(lockPath);
    fs.writeFileSync(lockPath, '999999\n');
    lock.release();
    expect(fs.readFileSync(lockPath, 'utf8').trim()).toBe('999999');
  });
});
