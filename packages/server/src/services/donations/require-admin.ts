import { ForbiddenError } from '../../errors';
import type { Caller } from '../context';

/** Donation admin shows other players' emails: admins only (DESIGN.md section 5). */
export function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new ForbiddenError('Only an admin can manage donations.');
}
