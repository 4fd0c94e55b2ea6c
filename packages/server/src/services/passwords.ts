import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashCost } from '../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Checks a password against a stored hash. With no hash (unknown account) it still spends
   * the time of a real check, so response times do not tell which emails have accounts.
   */
  verify(passwordHash: string | undefined, password: string): Promise<boolean>;
}

// argon2id is the library's default algorithm. 'standard' is OWASP's recommended minimum
// (m=19 MiB, t=2, p=1); 'test' is far below it and only reachable from test code.
const COSTS = {
  standard: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
  test: { memoryCost: 64, timeCost: 1, parallelism: 1 },
} as const;

export function createPasswordHasher(cost: PasswordHashCost): PasswordHasher {
  const options = COSTS[cost];
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      if (passwordHash === undefined) {
        dummyHash ??= hash('not a real password', options);
        await verify(await dummyHash, password);
        return false;
      }
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a failed check, not a server error.
        return false;
      }
    },
  };
}
