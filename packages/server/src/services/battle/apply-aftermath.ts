import { and, eq } from 'drizzle-orm';
import { perkLibraryEntry } from '@warband/rules';
import type { AftermathInput, Company } from '@warband/schemas';
import type { Database } from '../../db/client';
import { battleRecords, companies, libraryWargear, warriors } from '../../db/schema';
import { ConflictError } from '../../errors';
import { checkMatchSide, linkMatchSide } from '../campaign/match-link';
import { readCompany } from '../company/company-entity';
import { lockOwnedCompany } from '../company/lock-company';
import type { Caller, ServiceContext } from '../context';
import { inTransaction } from '../transaction';
import { loadWarriors } from '../warrior/warrior-rows';
import {
  NOT_IN_YOUR_LIBRARY,
  ownLibraryReferences,
  type LibraryReference,
} from '../warrior/library-references';
import { planAftermath } from './aftermath-plan';
import { companyImage } from './company-image';
import { writeAftermath } from './write-aftermath';

export const BATTLE_ID_TAKEN = 'This battle id belongs to another company';
export const BATTLE_UNDONE = 'This battle was applied and then undone.';
export const COMPANY_RETIRED = 'A retired company fights no battles: re-enlist it first.';

/**
 * PUT /company/{id}/battle: applies the War's Aftermath in one transaction and answers the
 * company with its warriors. The battle record is inserted first, against the unique
 * `battle_id`: a second submission of the same battle waits for the first and then finds it,
 * and answers what the first answered without changing anything
 * (docs/adr/0138-a-battle-is-applied-once-by-a-unique-battle-id.md). Any invalid choice ends the
 * transaction before it commits, so nothing at all is written.
 */
export async function applyAftermath(
  ctx: ServiceContext,
  caller: Caller,
  input: AftermathInput & { companyId: string },
): Promise<Company> {
  return inTransaction(ctx, async ({ db }) => {
    const company = await lockOwnedCompany(db, caller, input.companyId);
    const claimed = await db
      .insert(battleRecords)
      .values({
        battleId: input.battleId,
        companyId: company.id,
        userId: caller.id,
        result: input.result,
        record: {},
        request: choicesOf(input),
      })
      .onConflictDoNothing({ target: battleRecords.battleId })
      .returning({ id: battleRecords.id, appliedAt: battleRecords.appliedAt });
    const [mine] = claimed;
    // A battle already applied answers as it did, even if the company retired since.
    if (!mine) return firstAnswer(db, company.id, input.battleId);
    if (company.retired) throw new ConflictError(COMPANY_RETIRED);
    if (input.matchId) await checkMatchSide(db, company.id, input.matchId, input.battleId);

    const beforeImage = await companyImage(db, company.id);
    const library = await ownLibraryReferences(db, caller.id, perkLibraryEntries(input));
    const plan = planAftermath(input, {
      influence: company.influence,
      records: await loadWarriors(db, eq(warriors.companyId, company.id)),
      armoury: await armouryItem(db, caller, input),
      checkLibrary: (entry) => (library(entry as LibraryReference) ? null : NOT_IN_YOUR_LIBRARY),
      // The company's own ruleset decides the aftermath (docs/adr/new-company-ruleset.md).
      newRuleset: company.newRuleset,
      appliedAt: mine.appliedAt,
    });
    const of = { companyId: company.id, userId: caller.id, battleId: input.battleId };
    await writeAftermath(db, of, plan);
    if (input.matchId) await linkMatchSide(db, company.id, input.matchId, input.battleId);
    const [updated] = await db.select().from(companies).where(eq(companies.id, company.id));
    const answer = await readCompany(db, updated!);
    await db
      .update(battleRecords)
      .set({
        record: plan.record,
        answer,
        beforeImage,
        afterImage: await companyImage(db, company.id),
      })
      .where(eq(battleRecords.id, mine.id));
    return answer;
  });
}

/** The choices alone, as a correction fills the War's Aftermath in again with them. */
function choicesOf({ companyId: _companyId, ...choices }: AftermathInput & { companyId: string }) {
  return choices;
}

async function firstAnswer(db: Database, companyId: string, battleId: string): Promise<Company> {
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
  return first.answer!;
}

/** The library entries the heroes' perks copy, looked up once for the whole aftermath. */
const perkLibraryEntries = (input: AftermathInput) =>
  input.levelUps.flatMap((choice) =>
    choice.kind === 'hero' ? choice.perks.flatMap((perk) => perkLibraryEntry(perk) ?? []) : [],
  ) as LibraryReference[];

async function armouryItem(db: Database, caller: Caller, input: AftermathInput) {
  const item = input.rewards.item;
  if (item?.source !== 'armoury') return null;
  const [row] = await db
    .select()
    .from(libraryWargear)
    .where(and(eq(libraryWargear.id, item.armouryId), eq(libraryWargear.userId, caller.id)))
    .limit(1);
  return row ?? null;
}
