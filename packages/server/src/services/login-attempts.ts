import { itemAt } from '@warband/rules/narrow';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Login attempts per account since its last successful login, within a fixed window. The
 * per-address limit cannot stop guesses at one account spread over many addresses; this can.
 * Accounts are keyed by a hash of the email as typed (trimmed, any case), whether or not it
 * has an account, so the limit says nothing about which emails are registered.
 */
export interface LoginAttempts {
  /** Counts one attempt and answers how many there were in the window, this one included. */
  hit(email: string): Promise<{ attempts: number; retryAfterSeconds: number }>;
  /** Forgets the account's attempts (after a successful login). */
  clear(email: string): Promise<void>;
}

export const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

// Beyond this many accounts in memory, windows that have ended are dropped.
const MEMORY_PRUNE_AT = 10_000;

/** Kept in the process: right for one server process. */
export function memoryLoginAttempts(windowMs = LOGIN_ATTEMPT_WINDOW_MS): LoginAttempts {
  const windows = new Map<string, { attempts: number; endsAt: number }>();
  const prune = (now: number) => {
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
    // Still too many live windows: drop the oldest, whose window ends soonest.
    for (const key of windows.keys()) {
      if (windows.size <= MEMORY_PRUNE_AT) break;
      windows.delete(key);
    }
  };
  return {
    async hit(email) {
      const now = Date.now();
      const key = accountKey(email);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        windows.delete(key);
        if (windows.size >= MEMORY_PRUNE_AT) prune(now);
        window = { attempts: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.attempts++;
      return {
        attempts: window.attempts,
        retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000),
      };
    },
    async clear(email) {
      windows.delete(accountKey(email));
    },
  };
}

/**
 * Kept in Redis, so every server process sharing it counts the same attempts. When Redis
 * does not answer, logins go on unlimited by account (the per-address limit still holds)
 * and the failure is reported: a Redis restart must not lock every player out.
 */
export function redisLoginAttempts(
  redis: Redis,
  onError: (error: unknown) => void,
  windowMs = LOGIN_ATTEMPT_WINDOW_MS,
): LoginAttempts {
  const key = (email: string) => `wl:login-attempts:${accountKey(email)}`;
  return {
    async hit(email) {
      try {
        // Starting the window and counting are one transaction; INCR keeps the expiry.
        const results = await redis
          .multi()
          .set(key(email), 0, 'PX', windowMs, 'NX')
          .incr(key(email))
          .pttl(key(email))
          .exec();
        const failed = results?.find(([error]) => error)?.[0];
        if (!results || failed) throw failed ?? new Error('The Redis transaction was aborted');
        const attempts = Number(itemAt(results, 1)[1]);
        const ttl = Number(itemAt(results, 2)[1]);
        return { attempts, retryAfterSeconds: Math.ceil(Math.max(ttl, 0) / 1000) };
      } catch (error) {
        onError(error);
        return { attempts: 0, retryAfterSeconds: 0 };
      }
    },
    async clear(email) {
      try {
        await redis.del(key(email));
      } catch (error) {
        onError(error);
      }
    },
  };
}
