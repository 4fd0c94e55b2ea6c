// One web build at a time in a checkout: two `npm start` at once on a fresh clone would
// both build into the one dist folder, and each clear what the other writes.
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** The pid a lock file names; undefined when it is gone or unreadable. */
function holderOf(path) {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error.code === 'EPERM';
  }
}

/**
 * Makes the lock file, complete with the pid, in one step that fails when it exists: the
 * atomic test-and-set. (Written in place, it would be seen empty for a moment.)
 */
function tryLock(lockPath) {
  const mine = `${lockPath}.${process.pid}.new`;
  writeFileSync(mine, `${process.pid}\n`);
  try {
    linkSync(mine, lockPath);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * Removes the lock of a holder that died. It is moved aside first and looked at there: of two
 * waiters taking it over at once, the later would otherwise remove the lock the first has just
 * made. One moved aside that turns out to be a live holder's is put back.
 */
function takeOverFrom(lockPath, deadPid) {
  const aside = `${lockPath}.${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch (error) {
    if (error.code === 'ENOENT') return;
    throw error;
  }
  const moved = holderOf(aside);
  if (moved !== undefined && moved !== deadPid && isRunning(moved)) {
    try {
      linkSync(aside, lockPath);
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  rmSync(aside, { force: true });
}

/**
 * Runs `build` if `needsBuild()` says so, holding `lockPath` meanwhile. A caller that finds
 * the lock held waits for it to go and looks again, so it uses the build the holder made
 * rather than making another; a lock whose process has died is taken over. Resolves true
 * when this caller built.
 */
export async function buildOnce({ lockPath, needsBuild, build, onWait = () => {}, pollMs = 250 }) {
  let waiting = false;
  while (needsBuild()) {
    if (tryLock(lockPath)) {
      try {
        // The holder it waited for may have built meanwhile.
        if (!needsBuild()) return false;
        await build();
        return true;
      } finally {
        if (holderOf(lockPath) === process.pid) rmSync(lockPath, { force: true });
      }
    }
    const holder = holderOf(lockPath);
    if (holder === undefined || !isRunning(holder)) {
      takeOverFrom(lockPath, holder);
      continue;
    }
    if (!waiting) onWait(holder);
    waiting = true;
    await delay(pollMs);
  }
  return false;
}
