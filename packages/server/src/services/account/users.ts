import { sql } from 'drizzle-orm';
import { fieldOf } from '@warband/rules/narrow';
import type { PublicUser } from '@warband/schemas';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { ConflictError } from '../../errors';

export type UserRow = typeof users.$inferSelect;

export const EMAIL_TAKEN = /*i18n*/ 'An account with this email already exists';

export function emailTakenError(): ConflictError {
  return new ConflictError(EMAIL_TAKEN, { email: EMAIL_TAKEN });
}

export function emailMatches(email: string) {
  return sql`lower(${users.email}) = lower(${email})`;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(emailMatches(email)).limit(1);
  return user;
}

/**
 * Whether an address in ADMIN_EMAILS registers as an admin. That list is read at registration
 * only: admin rights live on the account (users.is_admin), so changing one's email to a listed
 * address grants nothing.
 */
export function isListedAdmin(email: string, adminEmails: string[]): boolean {
  return adminEmails.includes(email.trim().toLowerCase());
}

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    donated: user.donated,
    newRuleset: user.newRuleset,
    isAdmin: user.isAdmin,
    walkthroughDismissed: user.walkthroughDismissed,
    ...(user.language ? { language: user.language } : {}),
  };
}

/** PostgreSQL unique_violation, whichever driver (and Drizzle's wrapping) reported it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = fieldOf(e, 'cause')) {
    if (fieldOf(e, 'code') === '23505') return true;
  }
  return false;
}
