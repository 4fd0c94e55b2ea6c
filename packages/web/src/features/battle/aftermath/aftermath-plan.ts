import { aftermathRows, choicesTaken, getOrThrow, type LevelUpTaken } from '@warband/rules';
import type { AftermathChoices, AftermathOutcome, AftermathRows } from '@warband/rules';
import { previewAftermath, previewedCompany, type Company } from '@warband/schemas';
import type { Wargear, Warrior } from '@warband/schemas';
import { oddsRating, type BattleWarrior, type SavedBattle } from '../battle-state';
import { draftChoices, levelUpChoice } from './aftermath-choices';
import { injuryDraft, levelUpDraft, type AftermathDraft } from './aftermath-draft';
import type { InjuryDraft, LevelUpDraft } from './aftermath-draft';

// What the War's Aftermath comes to, worked out on the device by the rules' planAftermath
// from the battle and the choices so far, as the server works it out again on Submit
// (docs/adr/0140-the-order-the-aftermath-is-applied.md): each step shows its rows of that one
// outcome before the player sends anything.

/** A warrior of the battle's roster with its company entry: the one it had when it began. */
export interface RosterWarrior {
  entry: BattleWarrior;
  warrior: Warrior;
}
type Rows = AftermathRows<RosterWarrior>;
export type WoundedWarrior = Rows['wounded'][number] & { choice: InjuryDraft };
export type ExperienceRow = Rows['experience'][number];
/** One level-up to take (its `slot` among the warrior's), with the warrior as it stands then. */
export type LevelUpSlot = LevelUpTaken<Warrior> & { draft: LevelUpDraft };

export interface AftermathPlan
  extends Omit<Rows, 'wounded'>, Pick<AftermathOutcome<Warrior>, 'influence' | 'refusals'> {
  wounded: WoundedWarrior[];
  levelUps: LevelUpSlot[];
  /** The choices as the rules took them, which Submit sends, and the company they leave. */
  choices: AftermathChoices;
  company: Company;
}

export function planAftermath(
  company: Company,
  battle: SavedBattle,
  draft: AftermathDraft,
  newRuleset: boolean,
  armoury: readonly Wargear[] = [],
): AftermathPlan {
  const choices = draftChoices(company, battle, draft, armoury);
  const outcome = previewAftermath(choices, {
    influence: company.influence,
    rating: oddsRating(company, battle),
    warriors: Object.values(company.warriors),
    newRuleset,
    levelUpAt: (id, slot, kind) => levelUpChoice(id, levelUpDraft(draft, id, slot, kind)),
  });
  const entries = new Map(battle.roster.map((entry) => [entry.id, entry]));
  const rows = aftermathRows(outcome, (warrior) => ({
    entry: getOrThrow(entries, warrior.id, 'warrior of the battle'),
    warrior,
  }));
  return {
    ...rows,
    wounded: rows.wounded.map((row) => ({ ...row, choice: injuryDraft(draft, row.warrior.id) })),
    levelUps: outcome.levelUps.map((taken) => ({
      ...taken,
      draft: levelUpDraft(draft, taken.warriorId, taken.slot, taken.kind),
    })),
    influence: outcome.influence,
    refusals: outcome.refusals,
    choices: choicesTaken(choices, outcome),
    company: previewedCompany(company, outcome),
  };
}
