import { fieldOf } from '@warband/rules';

/**
 * One tab at a time sends the outbox. The Web Locks API does this across tabs and windows of
 * the origin; where it is missing, a lease in local storage, renewed while the holder works,
 * keeps the others away (good enough: the server applies a replayed operation once anyway).
 */
export interface LockEnvironment {
  locks?: Pick<LockManager, 'request'>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now?: () => number;
}

const LEASE_MS = 15_000;
/** The lease as local storage keeps it, JSON: which tab holds it, until when. */
function leaseHolder(text: string): { tab: string; until: number } | null {
  const lease: unknown = JSON.parse(text);
  const [tab, until] = [fieldOf(lease, 'tab'), fieldOf(lease, 'until')];
  return typeof tab === 'string' && typeof until === 'number' ? { tab, until } : null;
}
const tabId = Math.random().toString(36).slice(2);

function defaults(): LockEnvironment {
  return {
    locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
    storage: typeof localStorage !== 'undefined' ? localStorage : undefined,
    now: Date.now,
  };
}

/** Runs `work` holding the lock, or answers 'busy' at once when another holds it. */
export async function replayLock<T>(
  name: string,
  work: () => Promise<T>,
  env: LockEnvironment = defaults(),
): Promise<T | 'busy'> {
  if (env.locks?.request) {
    // The lock is held until the callback's promise settles, and answers what it answers.
    return await env.locks.request(name, { ifAvailable: true }, async (lock) =>
      lock ? work() : ('busy' as const),
    );
  }
  return leased(name, work, env.storage, env.now ?? Date.now);
}

const heldHere = new Set<string>();

async function leased<T>(
  name: string,
  work: () => Promise<T>,
  storage: LockEnvironment['storage'],
  now: () => number,
): Promise<T | 'busy'> {
  if (heldHere.has(name)) return 'busy';
  const key = `lock:${name}`;
  const holder = () => {
    try {
      return leaseHolder(storage?.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const other = holder();
  if (other && other.tab !== tabId && other.until > now()) return 'busy';
  const take = () => storage?.setItem(key, JSON.stringify({ tab: tabId, until: now() + LEASE_MS }));
  heldHere.add(name);
  try {
    take();
    const renew = setInterval(take, LEASE_MS / 3);
    try {
      return await work();
    } finally {
      clearInterval(renew);
      if (holder()?.tab === tabId) storage?.removeItem(key);
    }
  } finally {
    heldHere.delete(name);
  }
}
