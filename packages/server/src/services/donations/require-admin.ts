import { ForbiddenError } from '../../errors';
import type { Caller } from '../context';

/**
 * Donation admin shows other players' emails: admins only
 * (docs/adr/0135-donation-admin-is-for-admins-checked-before-the-input.md).
 */
export function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new ForbiddenError('Only an admin can manage donations.');
}
