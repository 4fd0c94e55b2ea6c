import { fieldOf, gainInfluence, present } from '@warband/rules';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { battleRecords, companies, companyEvents } from '../../db/schema';
import { companyEvent, type CompanyEventRow } from '../events/company-events';

/**
 * Gives back what was paid to recruit each of these warriors, being deleted, when the company
 * has fought no battle since that recruit (one undone does not count): the recruit is then
 * undone, not dismissed (docs/adr/0151-influence-spending.md), up to the most a company holds
 * (docs/rules.md#influence). Runs in the deletion's transaction, the company locked first.
 * Answers the log lines.
 */
export async function returnRecruitInfluence(
  db: Database,
  of: { companyId: string; userId: string },
  gone: readonly { id: string; name: string }[],
): Promise<CompanyEventRow[]> {
  if (gone.length === 0) return [];
  const paid = await db
    .select({ warriorId: companyEvents.warriorId, changes: companyEvents.changes })
    .from(companyEvents)
    .where(
      and(
        eq(companyEvents.companyId, of.companyId),
        eq(companyEvents.kind, 'influenceSpent'),
        sql`${companyEvents.changes}->>'on' = 'recruit'`,
        inArray(
          companyEvents.warriorId,
          gone.map((warrior) => warrior.id),
        ),
        sql`not exists (${db
          .select({ id: battleRecords.id })
          .from(battleRecords)
          .where(
            and(
              eq(battleRecords.companyId, of.companyId),
              isNull(battleRecords.undoneAt),
              gt(battleRecords.appliedAt, companyEvents.createdAt),
            ),
          )})`,
      ),
    );
  if (paid.length === 0) return [];
  const [company] = await db
    .select({ influence: companies.influence })
    .from(companies)
    .where(eq(companies.id, of.companyId));
  let held = present(company, 'The company').influence;
  const rows: CompanyEventRow[] = [];
  for (const payment of paid) {
    const amount = fieldOf(payment.changes, 'amount');
    if (typeof amount !== 'number') throw new Error('A recruit payment has no amount');
    const name = gone.find((warrior) => warrior.id === payment.warriorId)?.name ?? '';
    rows.push(
      companyEvent(
        'influenceReturned',
        { ...of, warriorId: payment.warriorId },
        { amount, name, influenceBefore: held, influenceAfter: gainInfluence(held, amount) },
      ),
    );
    held = gainInfluence(held, amount);
  }
  await db
    .update(companies)
    .set({ influence: held, updatedAt: new Date() })
    .where(eq(companies.id, of.companyId));
  return rows;
}
