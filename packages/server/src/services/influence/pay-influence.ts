import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { ValidationError } from '../../errors';
import { companyEvent, type CompanyEventRow } from '../events/company-events';

export const costChanged = (cost: number) =>
  `This now costs ${cost} influence: check it and save again.`;
export const shortOfInfluence = (held: number, cost: number) =>
  `The company has ${held} influence, not the ${cost} this costs.`;

export interface Payment {
  /** The amount the player agreed to pay, as the editor showed it; null pays nothing. */
  agreed: number | null;
  /** The cost as the server works it out (rules' influenceToPay). */
  cost: number;
  on: 'recruit' | 'wargear';
}

/**
 * Refuses, before anything is written, a payment that is not the cost the player saw or that
 * the company cannot afford. `held` is the influence of the company locked for the write.
 */
export function checkPayment(payment: Payment, held: number): void {
  if (payment.agreed === null) return;
  if (payment.agreed !== payment.cost) {
    throw new ValidationError({ payInfluence: costChanged(payment.cost) });
  }
  if (held < payment.cost) {
    throw new ValidationError({ payInfluence: shortOfInfluence(held, payment.cost) });
  }
}

/**
 * Takes a checked payment from the company, within the save's transaction and under its lock
 * (so `held` is current), and answers the log line that records it; nothing for no payment.
 */
export async function takePayment(
  db: Database,
  of: { companyId: string; userId: string; warriorId: string; name: string; held: number },
  payment: Payment,
): Promise<CompanyEventRow[]> {
  if (payment.agreed === null || payment.cost === 0) return [];
  await db
    .update(companies)
    .set({ influence: sql`${companies.influence} - ${payment.cost}`, updatedAt: new Date() })
    .where(eq(companies.id, of.companyId));
  const { companyId, userId, warriorId, name, held } = of;
  return [
    companyEvent(
      'influenceSpent',
      { companyId, userId, warriorId },
      {
        amount: payment.cost,
        on: payment.on,
        name,
        influenceBefore: held,
        influenceAfter: held - payment.cost,
      },
    ),
  ];
}
