import { eq } from 'drizzle-orm';
import { present } from '@warband/rules/narrow';
import type { AftermathInput, Company } from '@warband/schemas';
import type { Database } from '../../db/client';
import { battleRecords } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { Caller } from '../context';

export const BATTLE_ID_TAKEN = 'This battle id belongs to another company';
export const BATTLE_UNDONE = 'This battle was applied and then undone.';

/**
 * Inserts the battle's record against the unique `battle_id`, with the choices alone (a
 * correction fills the War's Aftermath in again with them). A second submission of the same
 * battle waits for the first and then finds it: undefined
 * (docs/adr/0138-a-battle-is-applied-once-by-a-unique-battle-id.md).
 */
export async function claimBattle(
  db: Database,
  caller: Caller,
  companyId: string,
  { companyId: _companyId, ...choices }: AftermathInput & { companyId: string },
) {
  const [mine] = await db
    .insert(battleRecords)
    .values({
      battleId: choices.battleId,
      companyId,
      userId: caller.id,
      result: choices.result,
      record: {},
      request: choices,
    })
    .onConflictDoNothing({ target: battleRecords.battleId })
    .returning({ id: battleRecords.id, appliedAt: battleRecords.appliedAt });
  return mine;
}

/** What the battle's first submission answered, when it was this company's and stands. */
export async function firstAnswer(
  db: Database,
  companyId: string,
  battleId: string,
): Promise<Company> {
  const [first] = await db
    .select({
      companyId: battleRecords.companyId,
      answer: battleRecords.answer,
      undoneAt: battleRecords.undoneAt,
    })
    .from(battleRecords)
    .where(eq(battleRecords.battleId, battleId));
  if (!first || first.companyId !== companyId) throw new ConflictError(BATTLE_ID_TAKEN);
  if (first.undoneAt) throw new ConflictError(BATTLE_UNDONE);
  return present(first.answer, 'The first answer of the battle');
}
