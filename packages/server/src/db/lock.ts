import fs from 'node:fs';

/**
 * PGlite has no lock between processes: two servers on one data directory would corrupt it.
 * This lock file holds the owner's pid; a lock left by a process that no longer runs is
 * taken over, so a crash never needs manual cleaning.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The data directory is in use by another process (pid ${pid}, lock file ${lockPath}). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireLock(lockPath: string): DirLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails if the file exists, so creating it is the atomic test-and-set.
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      return {
        release() {
          if (readPid(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readPid(lockPath);
    // Our own pid counts as taken: the same process must not open the directory twice.
    if (owner !== undefined && isRunning(owner)) throw new DataDirLockedError(lockPath, owner);
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(lockPath, readPid(lockPath) ?? 0);
}
