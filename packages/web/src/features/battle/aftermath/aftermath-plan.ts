import {
  type BattleInfluence,
  type ExperienceGain,
  getOrThrow,
  type HeroLevelUpChoice,
  type InjuryErrors,
  type LevelUpKind,
  needsInjuryRoll,
} from '@warband/rules';
import {
  previewAftermath,
  WargearInput,
  type Company,
  type Wargear,
  type Warrior,
} from '@warband/schemas';
import type { BattleWarrior, SavedBattle } from '../battle-state';
import {
  NEW_ITEM,
  EMPTY_INJURY,
  emptyLevelUp,
  type AftermathDraft,
  type InjuryDraft,
  type LevelUpDraft,
  type RewardsDraft,
} from './aftermath-draft';

// What the War's Aftermath comes to, worked out on the device by the rules' planAftermath
// from the battle and the choices so far, as the server works it out again on Submit
// (docs/adr/0140-the-order-the-aftermath-is-applied.md): each step shows its numbers before the
// player sends anything.

/** A warrior of the battle's roster with its company entry: the one it had when it began. */
export interface RosterWarrior {
  entry: BattleWarrior;
  warrior: Warrior;
}

export interface WoundedWarrior extends RosterWarrior {
  choice: InjuryDraft;
  /** The rules' complaints about the choice so far (an empty object when it is whole). */
  errors: InjuryErrors;
}

export interface ExperienceRow extends RosterWarrior {
  before: number;
  gain: ExperienceGain;
  after: number;
  /** Level-ups to take: each multiple of 5 crossed, plus a pending bonus level. */
  levelUps: number;
  /** A plain Warrior made a Hero by the scenario's bonus level up. */
  madeHero: boolean;
}

/** One level-up to take, with the warrior as it stands when it is taken. */
export interface LevelUpSlot {
  warriorId: string;
  name: string;
  /** Its place among the warrior's level-ups: 0 for the first. */
  index: number;
  kind: LevelUpKind;
  warrior: Warrior;
  draft: LevelUpDraft;
  errors: Partial<Record<string, string>>;
}

export interface AftermathPlan {
  roster: RosterWarrior[];
  wounded: WoundedWarrior[];
  /** Creatures that die with an owner who died in this battle. */
  diedWithOwner: RosterWarrior[];
  experience: ExperienceRow[];
  levelUps: LevelUpSlot[];
  influence: BattleInfluence & { before: number; after: number };
  /** Every living warrior of the company as Submit leaves it, and the company's rating. */
  warriors: Warrior[];
  rating: { before: number; after: number };
}

/** The roster's warriors still in the company (one deleted since the battle is left out). */
export function rosterWarriors(battle: SavedBattle, company: Company): RosterWarrior[] {
  return battle.roster.flatMap((entry) => {
    const warrior = company.warriors[entry.id];
    return warrior && warrior.status !== 'dead' ? [{ entry, warrior }] : [];
  });
}

/** The hero level-up as the rules take it. */
export function heroChoice(draft: Extract<LevelUpDraft, { kind: 'hero' }>): HeroLevelUpChoice {
  return {
    chosenPath: draft.chosenPath,
    customPath: draft.customPath,
    perks: draft.perk ? [draft.perk] : [],
  };
}

export function planAftermath(
  company: Company,
  battle: SavedBattle,
  draft: AftermathDraft,
  newRuleset: boolean,
  /** The player's armoury, once read: the bonus item may be one of its entries. */
  armoury: readonly Wargear[] = [],
): AftermathPlan {
  const roster = rosterWarriors(battle, company);
  const { rewards } = draft;
  const injuryOf = (id: string) => draft.injuries[id] ?? EMPTY_INJURY;
  // A choice kept for the other table (the warrior changed table since) is started afresh.
  const levelUpDraft = (id: string, slot: number, kind: LevelUpKind) => {
    const kept = draft.levelUps[id]?.[slot];
    return kept?.kind === kind ? kept : emptyLevelUp(kind);
  };
  const outcome = previewAftermath(
    {
      result: draft.result ?? 'loss',
      opponentRating: battle.opponentRating,
      participants: roster.map(({ entry }) => ({
        warriorId: entry.id,
        ...entry.counters,
        oldWound: battle.oldWounds[entry.id] ?? null,
      })),
      rewards: {
        influence: rewards.influence.on ? rewards.influence.value : null,
        levelUp: rewards.levelUp.on ? rewards.levelUp.warriorId : null,
        experience: rewards.experience.on ? rewards.experience.perWarrior : {},
        item: bonusItem(rewards.item, armoury),
      },
      injuries: roster
        .filter(({ entry }) => needsInjuryRoll(entry.counters))
        .map(({ entry }) => ({ ...injuryOf(entry.id), warriorId: entry.id })),
      levelUps: [],
    },
    {
      influence: company.influence,
      rating: company.currentRating,
      warriors: Object.values(company.warriors),
      newRuleset,
      levelUpAt: (warriorId, slot, kind) => {
        const fitted = levelUpDraft(warriorId, slot, kind);
        return fitted.kind === 'hero'
          ? { kind: 'hero', warriorId, ...heroChoice(fitted) }
          : { kind: 'warrior', warriorId, result: fitted.result, baseClass: fitted.baseClass };
      },
    },
  );
  const byId = new Map(outcome.warriors.map((warrior) => [warrior.before.id, warrior]));
  const ofRoster = ({ warrior }: RosterWarrior) => getOrThrow(byId, warrior.id, 'warrior');
  return {
    roster,
    wounded: roster
      .filter((member) => ofRoster(member).injuryErrors)
      .map((member) => ({
        ...member,
        choice: injuryOf(member.warrior.id),
        errors: ofRoster(member).injuryErrors!,
      })),
    diedWithOwner: roster.filter((member) => ofRoster(member).summary.diedWithOwner),
    experience: roster.map((member) => {
      const { gain, summary, levelUpsOwed, madeHero } = ofRoster(member);
      const { experienceBefore: before, experienceAfter: after } = summary;
      return { ...member, before, gain: gain!, after, levelUps: levelUpsOwed, madeHero };
    }),
    levelUps: outcome.levelUps.map(({ warriorId, slot, kind, warrior, errors }) => ({
      warriorId,
      name: warrior.name,
      index: slot,
      kind,
      warrior,
      draft: levelUpDraft(warriorId, slot, kind),
      errors,
    })),
    influence: outcome.influence,
    warriors: outcome.warriors.map((warrior) => warrior.after),
    rating: { before: outcome.ratingBefore, after: outcome.ratingAfter },
  };
}

/** The bonus item once chosen; its fields null until they make an item (the step says why). */
function bonusItem(item: RewardsDraft['item'], armoury: readonly Wargear[]) {
  if (!item.on || !item.warriorId || !item.source) return null;
  const { warriorId, source } = item;
  if (source === NEW_ITEM) {
    return {
      warriorId,
      armouryId: null,
      fields: WargearInput.safeParse(item.newItem).data ?? null,
    };
  }
  const entry = armoury.find((each) => each.id === source);
  return { warriorId, armouryId: source, fields: entry ?? null };
}

/**
 * The company as Submit leaves it, by the plan: what the company page shows while an
 * aftermath made without a signal waits to be applied.
 */
export function previewCompany(company: Company, plan: AftermathPlan): Company {
  return {
    ...company,
    influence: plan.influence.after,
    rating: plan.rating.after,
    currentRating: plan.rating.after,
    warriors: {
      ...company.warriors,
      ...Object.fromEntries(plan.warriors.map((warrior) => [warrior.id, warrior])),
    },
  };
}
