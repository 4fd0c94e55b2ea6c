import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers';
import { acquireLock, DataDirLockedError, processStartTime } from './lock';

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

  it('writes our pid and start time and removes the file on release', () => {
    const lock = acquireLock(lockPath);
    expect(fs.readFileSync(lockPath, 'utf8').trim()).toBe(
      `${process.pid} ${processStartTime(process.pid)}`,
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
