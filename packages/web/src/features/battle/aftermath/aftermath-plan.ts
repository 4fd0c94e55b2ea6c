import {
  againstTheOddsBonus,
  applyBonusLevelUp,
  applyInjury,
  applyOwnerDeaths,
  applyWarriorLevelUp,
  battleInfluence,
  experienceAfter,
  experienceGain,
  heroLevelUpChanges,
  isPlainWarrior,
  levelUpKind,
  levelUpsBetween,
  needsInjuryRoll,
  validateHeroLevelUp,
  validateInjuryChoice,
  validateWarriorLevelUp,
  withLevelUpEntries,
  type BattleInfluence,
  type ExperienceGain,
  type HeroLevelUpChoice,
  type HeroLevelUpChanges,
  type LevelUpKind,
} from '@warband/rules';
import type { Company, Warrior } from '@warband/schemas';
import type { BattleWarrior, SavedBattle } from '../battle-state';
import {
  EMPTY_INJURY,
  emptyLevelUp,
  type AftermathDraft,
  type InjuryDraft,
  type LevelUpDraft,
} from './aftermath-draft';

// What the War's Aftermath comes to, worked out on the device from the battle and the
// choices so far, step by step as the server applies it
// (docs/adr/0140-the-order-the-aftermath-is-applied.md): each step shows its numbers before the
// player sends anything. The server works it out again from the same choices; it never takes these
// results from the device.

/** A warrior of the battle's roster with its company entry: the one it had when it began. */
export interface RosterWarrior {
  entry: BattleWarrior;
  warrior: Warrior;
}

export interface WoundedWarrior extends RosterWarrior {
  choice: InjuryDraft;
  /** The rules' complaints about the choice so far (an empty object when it is whole). */
  errors: ReturnType<typeof validateInjuryChoice>;
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
}

/** The roster's warriors still in the company (one deleted since the battle is left out). */
export function rosterWarriors(battle: SavedBattle, company: Company): RosterWarrior[] {
  return battle.roster.flatMap((entry) => {
    const warrior = company.warriors[entry.id];
    return warrior && warrior.status !== 'dead' ? [{ entry, warrior }] : [];
  });
}

export function planAftermath(
  company: Company,
  battle: SavedBattle,
  draft: AftermathDraft,
  newRuleset: boolean,
): AftermathPlan {
  const roster = rosterWarriors(battle, company);
  const now = new Map(roster.map(({ warrior }) => [warrior.id, warrior]));

  // Step 2: the injuries chosen so far, then Creatures whose owner died in this battle.
  const wounded = roster
    .filter(({ entry }) => needsInjuryRoll(entry.counters))
    .map((member): WoundedWarrior => {
      const choice = draft.injuries[member.warrior.id] ?? EMPTY_INJURY;
      const errors = validateInjuryChoice(member.warrior, injuryChoice(choice));
      return { ...member, choice, errors };
    });
  let woundsInfluence = 0;
  for (const { warrior, choice, errors } of wounded) {
    if (Object.keys(errors).length > 0) continue;
    const applied = applyInjury(warrior, injuryChoice(choice));
    now.set(warrior.id, applied.warrior);
    woundsInfluence += applied.woundsInfluence;
  }
  const living = Object.values(company.warriors).filter((warrior) => warrior.status !== 'dead');
  const afterDeaths = applyOwnerDeaths(living.map((warrior) => now.get(warrior.id) ?? warrior));
  const diedWithOwner = roster.filter(({ warrior }) => {
    const after = afterDeaths.find((each) => each.id === warrior.id);
    return after?.status === 'dead' && now.get(warrior.id)?.status !== 'dead';
  });
  for (const { warrior } of diedWithOwner) now.set(warrior.id, { ...warrior, status: 'dead' });

  // Step 3: experience from the counters, the bonus level up, then the level-ups in order.
  const bonus = draft.rewards.experience.on ? draft.rewards.experience.perWarrior : {};
  const bonusTaker = draft.rewards.levelUp.on ? draft.rewards.levelUp.warriorId : null;
  const experience = roster.map((member): ExperienceRow => {
    const warrior = now.get(member.warrior.id)!;
    const gain = experienceGain(
      {
        ...warrior,
        ...member.entry.counters,
        bonusExperience: bonus[warrior.id] ?? 0,
      },
      draft.result ?? 'loss',
    );
    const before = member.warrior.experience;
    const after = experienceAfter(before, gain.total);
    let levelUps = levelUpsBetween(before, after);
    let madeHero = false;
    if (bonusTaker === warrior.id && warrior.status !== 'dead') {
      if (isPlainWarrior(warrior)) {
        now.set(warrior.id, { ...applyBonusLevelUp(warrior), experience: after });
        madeHero = true;
      } else levelUps += 1;
    }
    now.set(warrior.id, { ...now.get(warrior.id)!, experience: after });
    return { ...member, before, gain, after, levelUps, madeHero };
  });

  const levelUps = experience.flatMap((row) =>
    levelUpSlots(row, now.get(row.warrior.id)!, draft.levelUps[row.warrior.id] ?? [], newRuleset),
  );

  const influence = battleInfluence({
    result: draft.result ?? 'loss',
    againstTheOdds: againstTheOddsBonus(company.currentRating, battle.opponentRating),
    woundsInfluence,
    influenceReward: draft.rewards.influence.on ? draft.rewards.influence.value : null,
  });
  return {
    roster,
    wounded,
    diedWithOwner,
    experience,
    levelUps,
    influence: {
      ...influence,
      before: company.influence,
      after: company.influence + influence.total,
    },
  };
}

function injuryChoice(choice: InjuryDraft) {
  return { result: choice.result, heal: choice.heal, influence: choice.influence?.total ?? null };
}

/** The hero level-up as the rules take it. */
export function heroChoice(draft: Extract<LevelUpDraft, { kind: 'hero' }>): HeroLevelUpChoice {
  return {
    chosenPath: draft.chosenPath,
    customPath: draft.customPath,
    perks: draft.perk ? [draft.perk] : [],
  };
}

/**
 * A warrior's level-ups, each on the table it stands on when it is taken: a Hero in the
 * Making takes the next one as a hero. A choice kept for the other table is started afresh.
 */
function levelUpSlots(
  row: ExperienceRow,
  start: Warrior,
  drafts: readonly LevelUpDraft[],
  newRuleset: boolean,
): LevelUpSlot[] {
  let warrior = start;
  return Array.from({ length: row.levelUps }, (_, index): LevelUpSlot => {
    const kind = levelUpKind(warrior);
    const kept = drafts[index];
    const draft = kept?.kind === kind ? kept : emptyLevelUp(kind);
    const slot = { warriorId: warrior.id, name: warrior.name, index, kind, warrior, draft };
    if (draft.kind === 'warrior') {
      const choice = { result: draft.result, baseClass: draft.baseClass };
      const errors = validateWarriorLevelUp(choice);
      if (Object.keys(errors).length === 0) warrior = applyWarriorLevelUp(warrior, choice);
      return { ...slot, errors };
    }
    const choice = heroChoice(draft);
    const errors = validateHeroLevelUp(warrior, choice, newRuleset);
    if (Object.keys(errors).length === 0) {
      warrior = withHeroChanges(warrior, heroLevelUpChanges(warrior, choice, newRuleset), index);
    }
    return { ...slot, errors };
  });
}

/** A hero level-up's changes on the device's copy, so the next level-up sees them. */
function withHeroChanges(warrior: Warrior, changes: HeroLevelUpChanges, index: number): Warrior {
  // New entries get an id only when saved; until then one that names the level-up.
  const entry = (kind: string) => ({ id: `${warrior.id}:${kind}:${index}`, warriorId: warrior.id });
  const lists = withLevelUpEntries(warrior, changes, {
    rule: (fields) => ({ ...entry('rule'), ...fields, wargearId: null }),
    heroicAction: (fields) => ({ ...entry('action'), ...fields }),
    spell: (fields) => ({ ...entry('spell'), ...fields }),
    improved: (changed) => changed,
  });
  return {
    ...warrior,
    chosenPath: changes.chosenPath ?? warrior.chosenPath,
    customPath: changes.customPath ?? warrior.customPath,
    modifyStats: changes.modifyStats ?? warrior.modifyStats,
    specialRules: [...lists.specialRules],
    heroicActions: [...lists.heroicActions],
    spells: [...lists.spells],
  };
}
