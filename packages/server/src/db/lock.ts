import { fieldOf } from '@warband/rules/narrow';
import fs from 'node:fs';

/**
 * PGlite has no lock between processes: two servers on one data directory would corrupt it.
 * This lock file holds the owner's pid, the time that process started and the machine's boot;
 * a lock whose process no longer runs is taken over, so a crash never needs manual cleaning.
 * Start time and boot tell a live owner from an unrelated process that was later given the
 * same pid (after a reboot or a container restart pids are handed out again), which must not
 * block start-up for good.
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

interface Owner {
  pid: number;
  /** Clock ticks after boot when the process started; undefined where that is unknown. */
  startTime: string | undefined;
  /** Which boot of the machine the process ran in; undefined where that is unknown. */
  boot: string | undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return fieldOf(error, 'code') === 'EPERM';
  }
}

/** Field 22 of /proc/<pid>/stat (Linux); undefined elsewhere or when the process is gone. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const startTime = fields[19];
    return startTime && /^\d+$/.test(startTime) ? startTime : undefined;
  } catch {
    return undefined;
  }
}

/** The kernel's id of the current boot (Linux); undefined elsewhere. */
export function bootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The name of the program a process runs (Linux); undefined elsewhere or when it is gone. */
function programName(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function readOwner(lockPath: string): Owner | undefined {
  try {
    const [pidText, startTime, boot] = fs.readFileSync(lockPath, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? { pid, startTime, boot } : undefined;
  } catch {
    return undefined;
  }
}

function holdsLock(owner: Owner, me: Owner): boolean {
  if (!isRunning(owner.pid)) return false;
  const boot = bootId();
  // Pids and start times count again from each boot: a lock from an earlier one is stale.
  if (owner.boot !== undefined && boot !== undefined && owner.boot !== boot) return false;
  if (owner.startTime !== undefined) {
    const now = processStartTime(owner.pid);
    return now === undefined || now === owner.startTime;
  }
  // A lock without a start time comes from an older version (or a machine without /proc).
  // This process writes its start time, so such a lock naming its pid is another's, and a
  // pid now running another program than ours is no server; otherwise it counts, the safe side.
  if (owner.pid === me.pid) return me.startTime === undefined;
  const name = programName(owner.pid);
  return name === undefined || name === programName(me.pid);
}

export function acquireLock(lockPath: string): DirLock {
  const me: Owner = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    boot: bootId(),
  };
  // Fields by position; older versions read the first two only.
  let content = String(me.pid);
  if (me.startTime) content += me.boot ? ` ${me.startTime} ${me.boot}` : ` ${me.startTime}`;
  content += '\n';
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails if the file exists, so creating it is the atomic test-and-set.
      fs.writeFileSync(lockPath, content, { flag: 'wx' });
      return {
        release() {
          const owner = readOwner(lockPath);
          if (owner?.pid === me.pid && owner.startTime === me.startTime) {
            fs.rmSync(lockPath, { force: true });
          }
        },
      };
    } catch (error) {
      if (fieldOf(error, 'code') !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    // A lock this very process holds counts too: it must not open the directory twice.
    if (owner !== undefined && holdsLock(owner, me)) {
      throw new DataDirLockedError(lockPath, owner.pid);
    }
    fs.rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(lockPath, readOwner(lockPath)?.pid ?? 0);
}
