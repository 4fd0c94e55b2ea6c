import type { Database } from '../db/client';
import { users } from '../db/schema';
import { NotFoundError } from '../errors';
import { emailMatches, type UserRow } from './users';

/** Sets or clears the database admin flag (ADMIN_EMAILS grants rights on top of it). */
export async function setAdminFlag(
  db: Database,
  email: string,
  isAdmin: boolean,
): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(emailMatches(email))
    .returning();
  if (!user) throw new NotFoundError(`No account has the email ${email}.`);
  return user;
}
