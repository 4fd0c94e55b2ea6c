import { againstTheOddsBonus } from './against-the-odds';
import {
  clearPreBattleInjury,
  validateParticipants,
  validateSatOut,
  type BattleResult,
  type SatOutCounters,
} from './battle';
import {
  applyBonusLevelUp,
  experienceAfter,
  experienceGain,
  isPlainWarrior,
  levelUpsBetween,
  type ExperienceGain,
} from './experience';
import { battleInfluence, gainInfluence, type BattleInfluence } from './influence';
import {
  applyInjury,
  applyOwnerDeaths,
  effectiveInjuryResult,
  heroInjuryForRoll,
  INJURY_RESULT_LABELS,
  needsInjuryRoll,
  validateInjuryChoice,
  warriorInjuryForRoll,
  type HealableWound,
  type InjuryErrors,
  type InjuryResult,
  type InjuryTarget,
} from './injuries';
import {
  heroLevelUpChanges,
  levelUpKind,
  validateHeroLevelUp,
  withLevelUpEntries,
  type HeroLevelUpChoice,
  type HeroLevelUpTarget,
  type HeroPerk,
  type LevelUpEntryFields,
  type LevelUpKind,
} from './level-up';
import { companyPoints, type TotalPointsInput } from './points';
import type { ChosenPath } from './paths';
import { offersHeroInjuries, type Rank } from './ranks';
import { adjustmentStatsFor, type StatKey } from './stats';
import {
  applyWarriorLevelUp,
  validateWarriorLevelUp,
  type WarriorLevelUpChoice,
} from './warrior-level-up';

// The War's Aftermath worked out whole, in the order the wizard takes it: who fought,
// injuries, Creatures dying with their owners, experience and the bonus level up, the
// level-ups, the bonus item, those who sat out back in the ranks, influence and the rating.
// The wizard previews with it and the server applies what it answers, so the two cannot
// disagree. It never stops at a wrong choice: that choice is left unapplied and refused,
// with the field the API names and the warrior the wizard shows it on.

export const NOT_IN_COMPANY = 'This warrior is not a living warrior of this company';
export const LISTED_TWICE = 'This warrior is listed twice';
export const NOT_WOUNDED = 'Only wounded warriors who took part roll for injury';
export const INJURY_MISSING = 'Every wounded warrior needs an injury result';
export const NOT_IN_BATTLE = 'This warrior was not in the battle';
export const CANNOT_LEVEL_UP = 'Only a warrior who is not dead can take a bonus level up';
export const ARMOURY_ITEM_MISSING = 'Please select an item from your armoury';
export const INTELLIGENCE_NEEDS_NEW_RULESET = 'Intelligence is only available with the new ruleset';
export const levelUpsOwed = (count: number) =>
  count === 1
    ? 'This warrior has 1 level-up to take'
    : `This warrior has ${count} level-ups to take`;
export const WRONG_TABLE = {
  hero: 'A hero levels up with a path and a perk',
  warrior: 'A warrior levels up with a roll on the warrior table',
} as const;

interface Positioned {
  position?: number;
}

/** A warrior of the company as the aftermath needs it; the caller's shape otherwise. */
export type AftermathWarrior = InjuryTarget &
  TotalPointsInput &
  Omit<HeroLevelUpTarget, 'wargear'> & {
    id: string;
    name: string;
    rank: Rank;
    experience: number;
    baseClass: string;
    owner?: string | null;
    chosenPath?: ChosenPath | '' | null;
    customPath?: string | null;
  };

/** A warrior's counters from the battle, as the device sends them. */
export interface AftermathCounters extends SatOutCounters {
  warriorId: string;
  preBattleInjury: boolean;
  wounded: boolean;
  fled?: boolean;
  woundsInflicted: number;
}

export interface Roll {
  total: number;
}

export interface AftermathInjury {
  warriorId: string;
  roll?: Roll | null;
  result: InjuryResult | null;
  heal?: HealableWound | null;
  influence?: Roll | null;
}

export type AftermathLevelUp =
  | ({ kind: 'hero'; warriorId: string } & HeroLevelUpChoice)
  | ({ kind: 'warrior'; warriorId: string; roll?: Roll | null } & WarriorLevelUpChoice);

/** The bonus item's fields: a copy of an armoury entry, or the item written in the wizard. */
export interface BonusItemFields {
  name: string;
  adjustmentStat?: StatKey | '' | null;
}

export interface AftermathChoices<C extends AftermathCounters = AftermathCounters> {
  result: BattleResult;
  opponentRating: number;
  participants: readonly C[];
  rewards: {
    influence: number | null;
    levelUp: string | null;
    experience: Readonly<Record<string, number>>;
    /** `fields` null: an armoury entry that is not the player's. */
    item: { warriorId: string; armouryId: string | null; fields: BonusItemFields | null } | null;
  };
  injuries: readonly AftermathInjury[];
  levelUps: readonly AftermathLevelUp[];
}

/** The library entry a hero's new rule, action or spell copies. */
export interface PerkLibraryEntry {
  list: 'specialRules' | 'heroicActions' | 'spells';
  id: string;
}

/** Where a level-up or the bonus item puts a new entry: who, at what place, which level-up. */
export interface NewEntryPlace {
  warriorId: string;
  position: number;
  slot: number;
}

/** How the caller makes its own entries: ids and timestamps are its business. */
export interface AftermathEntryMaker<W extends AftermathWarrior> {
  rule(fields: LevelUpEntryFields<'addRule'>, at: NewEntryPlace): W['specialRules'][number];
  heroicAction(
    fields: LevelUpEntryFields<'addHeroicAction'>,
    at: NewEntryPlace,
  ): W['heroicActions'][number];
  spell(fields: LevelUpEntryFields<'addSpell'>, at: NewEntryPlace): W['spells'][number];
  improved<E>(entry: E): E;
  item(fields: BonusItemFields, armouryId: string | null, at: NewEntryPlace): W['wargear'][number];
}

export interface AftermathSetting<W extends AftermathWarrior> {
  /** The company's influence before the battle. */
  influence: number;
  /** The company's rating before the battle, when the caller has it; else worked out. */
  rating?: number;
  /** Every warrior of the company, the dead included. */
  warriors: readonly W[];
  newRuleset: boolean;
  make: AftermathEntryMaker<W>;
  /** A message when a perk copies an entry that is not the player's; null when it is. */
  checkLibrary?: (entry: PerkLibraryEntry) => string | null;
  /**
   * The wizard's half-made level-ups: the choice for a warrior's `slot`th level-up, taken on
   * the `kind` of table it stands on then. Without it, `levelUps` are taken as sent.
   */
  levelUpAt?: (warriorId: string, slot: number, kind: LevelUpKind) => AftermathLevelUp;
}

export type AftermathStep =
  'participants' | 'fought' | 'injuries' | 'rewards' | 'levelUps' | 'item';

/** The steps in the order they are taken, which is the order their refusals are told in. */
export const AFTERMATH_STEPS_TAKEN: readonly AftermathStep[] = [
  'participants',
  'fought',
  'injuries',
  'rewards',
  'levelUps',
  'item',
];

/**
 * The refusals of the first step that has any, field to message, as the API answers them
 * (a later step's would follow from a choice already refused); null when there are none.
 */
export function firstRefusals(
  refusals: readonly AftermathRefusal[],
): Record<string, string> | null {
  const step = AFTERMATH_STEPS_TAKEN.find((each) => refusals.some((r) => r.step === each));
  if (!step) return null;
  return Object.fromEntries(
    refusals.filter((r) => r.step === step).map((r) => [r.field, r.message]),
  );
}

export interface AftermathRefusal {
  step: AftermathStep;
  /** The field as the API names it. */
  field: string;
  message: string;
  /** For the wizard: whose choice it is, which of its level-ups, and the rules' field. */
  warriorId?: string;
  slot?: number;
  key?: string;
}

/** What the battle record keeps of one warrior. */
export interface AftermathSummary {
  warriorId: string;
  name: string;
  rank: Rank;
  counters: AftermathCounters;
  injury: (AftermathInjury & { applied: InjuryResult }) | null;
  diedWithOwner: boolean;
  experienceBefore: number;
  experienceAfter: number;
  excluded: ExperienceGain['excluded'];
  levelUps: AftermathLevelUp[];
  bonusLevelUp: boolean;
  bonusItem: string | null;
}

/** One level-up as it is taken: the warrior as it stands then, and the choice's refusals. */
export interface LevelUpTaken<W> {
  warriorId: string;
  slot: number;
  kind: LevelUpKind;
  warrior: W;
  choice: AftermathLevelUp | undefined;
  errors: Partial<Record<string, string>>;
}

export interface WarriorAftermath<W> {
  before: W;
  after: W;
  /** On the battle's roster (else it sat out, unlisted). */
  fought: boolean;
  /** Rolled for injury: the rules' complaints about its choice (empty when it applied). */
  injuryErrors: InjuryErrors | null;
  gain: ExperienceGain | null;
  /** Level-ups to take: each multiple of 5 crossed, plus a pending bonus level. */
  levelUpsOwed: number;
  madeHero: boolean;
  summary: AftermathSummary;
}

export interface AftermathEvent {
  kind: 'battleApplied' | 'warriorKilled' | 'warriorInjured' | 'warriorLevelledUp';
  warriorId: string | null;
  data: Record<string, unknown>;
}

export interface AftermathOutcome<W> {
  /** Every living warrior of the company, those of the battle first, in the order sent. */
  warriors: WarriorAftermath<W>[];
  levelUps: LevelUpTaken<W>[];
  influence: BattleInfluence & { before: number; after: number };
  ratingBefore: number;
  ratingAfter: number;
  /** What the battle record keeps of the warriors: those of the battle and any others changed. */
  summaries: AftermathSummary[];
  events: AftermathEvent[];
  refusals: AftermathRefusal[];
}

/** The counters of a warrior who was not on the battle's roster. */
const SAT_OUT = {
  preBattleInjury: true,
  wounded: false,
  fled: false,
  woundsInflicted: 0,
  remainingWounds: 0,
  remainingMight: 0,
  remainingWill: 0,
  remainingFate: 0,
  oldWound: null,
};

function track<W extends AftermathWarrior>(
  warrior: W,
  counters: AftermathCounters,
  fought: boolean,
): WarriorAftermath<W> {
  return {
    before: warrior,
    after: warrior,
    fought,
    injuryErrors: null,
    gain: null,
    levelUpsOwed: 0,
    madeHero: false,
    summary: {
      warriorId: warrior.id,
      name: warrior.name,
      rank: warrior.rank,
      counters,
      injury: null,
      diedWithOwner: false,
      experienceBefore: warrior.experience,
      experienceAfter: warrior.experience,
      excluded: null,
      levelUps: [],
      bonusLevelUp: false,
      bonusItem: null,
    },
  };
}

/** After the last entry; an entry without a place (not yet stored) counts as the first. */
const nextPosition = (list: readonly object[]) =>
  list.reduce<number>((top, entry) => Math.max(top, ((entry as Positioned).position ?? -1) + 1), 0);

class Refusals {
  readonly all: AftermathRefusal[] = [];
  add(step: AftermathStep, field: string, message: string, about: Partial<AftermathRefusal> = {}) {
    this.all.push({ step, field, message, ...about });
  }
  addAll(
    step: AftermathStep,
    prefix: string,
    found: Partial<Record<string, string>>,
    about: Partial<AftermathRefusal> = {},
  ) {
    for (const [key, message] of Object.entries(found)) {
      if (message) this.add(step, prefix ? `${prefix}.${key}` : key, message, { ...about, key });
    }
  }
}

/** The War's Aftermath of `choices` on the company: see the comment at the top. */
export function planAftermath<W extends AftermathWarrior, C extends AftermathCounters>(
  choices: AftermathChoices<C>,
  setting: AftermathSetting<W>,
): AftermathOutcome<W> {
  const refusals = new Refusals();
  const byId = new Map(setting.warriors.map((warrior) => [warrior.id, warrior]));
  const battle = new Map<string, WarriorAftermath<W>>();
  choices.participants.forEach((counters, index) => {
    const warrior = byId.get(counters.warriorId);
    const field = `participants.${index}.warriorId`;
    if (!warrior || warrior.status === 'dead') refusals.add('participants', field, NOT_IN_COMPANY);
    else if (battle.has(warrior.id)) refusals.add('participants', field, LISTED_TWICE);
    else {
      const found = validateSatOut(warrior, counters);
      refusals.addAll('participants', `participants.${index}`, found, { warriorId: warrior.id });
      battle.set(warrior.id, track(warrior, counters, true));
    }
  });
  const fought = validateParticipants(
    [...battle.values()].map(({ before, summary }) => ({
      rank: before.rank,
      status: before.status,
      preBattleInjury: summary.counters.preBattleInjury,
    })),
  );
  refusals.addAll('fought', '', fought);
  const others = setting.warriors
    .filter((warrior) => !battle.has(warrior.id) && warrior.status !== 'dead')
    .map((warrior) => track(warrior, { ...SAT_OUT, warriorId: warrior.id }, false));
  const fighters = [...battle.values()];
  const living = [...fighters, ...others];

  const woundsInfluence = injuries(choices.injuries, battle, refusals);
  const afterDeaths = applyOwnerDeaths(living.map((warrior) => warrior.after));
  living.forEach((warrior, index) => {
    if (afterDeaths[index]!.status === warrior.after.status) return;
    warrior.after = { ...warrior.after, status: 'dead' };
    warrior.summary.diedWithOwner = true;
  });

  experience(choices, battle, refusals);
  const levelUps = fighters.flatMap((warrior) => takeLevelUps(warrior, choices, setting, refusals));
  refuseLevelUpsNotOwed(choices.levelUps, battle, refusals);
  bonusItem(choices.rewards.item, battle, setting, refusals);
  for (const warrior of fighters) {
    if (!warrior.summary.counters.preBattleInjury) continue;
    const { status } = clearPreBattleInjury({ ...warrior.after, preBattleInjury: true });
    if (status !== warrior.after.status) warrior.after = { ...warrior.after, status };
  }

  const ratingBefore = setting.rating ?? companyPoints(setting.warriors, setting.newRuleset);
  const afterById = new Map(living.map((warrior) => [warrior.before.id, warrior.after]));
  const ratingAfter = companyPoints(
    setting.warriors.map((warrior) => afterById.get(warrior.id) ?? warrior),
    setting.newRuleset,
  );
  const gained = battleInfluence({
    result: choices.result,
    againstTheOdds: againstTheOddsBonus(ratingBefore, choices.opponentRating),
    woundsInfluence,
    influenceReward: choices.rewards.influence,
  });
  const influence = {
    before: setting.influence,
    after: gainInfluence(setting.influence, gained.total),
    ...gained,
  };
  const summaries = [
    ...fighters.map((warrior) => warrior.summary),
    ...others.filter((warrior) => warrior.after !== warrior.before).map((w) => w.summary),
  ];
  return {
    warriors: living,
    levelUps,
    influence,
    ratingBefore,
    ratingAfter,
    summaries,
    events: battleEvents(choices.result, influence, ratingAfter, summaries),
    refusals: refusals.all,
  };
}

/** The injury rolls: each checked (and its roll against its result) and applied if right. */
function injuries<W extends AftermathWarrior>(
  chosen: readonly AftermathInjury[],
  battle: Map<string, WarriorAftermath<W>>,
  refusals: Refusals,
): number {
  const seen = new Set<string>();
  let woundsInfluence = 0;
  chosen.forEach((choice, index) => {
    const path = `injuries.${index}`;
    const warrior = battle.get(choice.warriorId);
    if (!warrior || !needsInjuryRoll(warrior.summary.counters) || seen.has(choice.warriorId)) {
      refusals.add('injuries', `${path}.warriorId`, NOT_WOUNDED);
      return;
    }
    seen.add(choice.warriorId);
    const before = warrior.after;
    const rules = { result: choice.result, heal: choice.heal, influence: choice.influence?.total };
    const errors = validateInjuryChoice(before, rules);
    if (choice.roll && choice.result && !errors.result) {
      const table = offersHeroInjuries(before) ? heroInjuryForRoll : warriorInjuryForRoll;
      const rolled = effectiveInjuryResult(before, table(choice.roll.total));
      if (rolled !== choice.result) {
        errors.result = `A roll of ${choice.roll.total} gives ${INJURY_RESULT_LABELS[rolled]}.`;
      }
    }
    warrior.injuryErrors = errors;
    refusals.addAll('injuries', path, errors, { warriorId: choice.warriorId });
    if (Object.keys(errors).length > 0) return;
    const applied = applyInjury(before, { ...rules, influence: rules.influence ?? null });
    warrior.after = applied.warrior;
    warrior.summary.injury = { ...choice, applied: choice.result! };
    woundsInfluence += applied.woundsInfluence;
  });
  for (const [id, warrior] of battle) {
    if (needsInjuryRoll(warrior.summary.counters) && !seen.has(id)) {
      refusals.add('injuries', `injuries.${id}`, `${INJURY_MISSING}: ${warrior.before.name}`, {
        warriorId: id,
      });
    }
  }
  return woundsInfluence;
}

/**
 * Experience for every warrior of the battle (after the injuries, so the dead gain none),
 * the bonus level up, and the level-ups each now has to take: one per multiple of 5 crossed,
 * plus the bonus level of anyone who is not a plain Warrior.
 */
function experience<W extends AftermathWarrior>(
  { result, rewards }: AftermathChoices<AftermathCounters>,
  battle: Map<string, WarriorAftermath<W>>,
  refusals: Refusals,
): void {
  for (const id of Object.keys(rewards.experience)) {
    if (!battle.has(id)) refusals.add('rewards', `rewards.experience.${id}`, NOT_IN_BATTLE);
  }
  let taker = rewards.levelUp ? battle.get(rewards.levelUp) : undefined;
  if (rewards.levelUp && !taker) refusals.add('rewards', 'rewards.levelUp', NOT_IN_BATTLE);
  else if (taker?.after.status === 'dead') {
    refusals.add('rewards', 'rewards.levelUp', CANNOT_LEVEL_UP);
    taker = undefined;
  }
  for (const [id, warrior] of battle) {
    const now = warrior.after;
    const bonusExperience = rewards.experience[id] ?? 0;
    const gain = experienceGain({ ...now, ...warrior.summary.counters, bonusExperience }, result);
    const after = experienceAfter(now.experience, gain.total);
    warrior.gain = gain;
    warrior.summary.excluded = gain.excluded;
    warrior.summary.experienceAfter = after;
    warrior.after = { ...now, experience: after };
    warrior.levelUpsOwed = levelUpsBetween(now.experience, after);
  }
  if (!taker) return;
  taker.summary.bonusLevelUp = true;
  // A plain Warrior is made a Hero now; anyone else takes a pending level with the others.
  if (isPlainWarrior(taker.after)) {
    taker.after = applyBonusLevelUp(taker.after);
    taker.madeHero = true;
  } else taker.levelUpsOwed += 1;
}

/** The level-ups sent for one warrior, with the place of each in the list sent. */
function sentFor(levelUps: readonly AftermathLevelUp[], warriorId: string) {
  return levelUps.flatMap((choice, index) =>
    choice.warriorId === warriorId ? [{ choice, index }] : [],
  );
}

/**
 * A warrior's level-ups, each on the table it stands on when it is taken: a Hero in the
 * Making takes the next one as a hero.
 */
function takeLevelUps<W extends AftermathWarrior>(
  warrior: WarriorAftermath<W>,
  choices: AftermathChoices<AftermathCounters>,
  setting: AftermathSetting<W>,
  refusals: Refusals,
): LevelUpTaken<W>[] {
  const id = warrior.before.id;
  const sent = sentFor(choices.levelUps, id);
  if (!setting.levelUpAt && sent.length < warrior.levelUpsOwed) {
    refusals.add('levelUps', `levelUps.${id}`, levelUpsOwed(warrior.levelUpsOwed), {
      warriorId: id,
    });
  }
  return Array.from({ length: warrior.levelUpsOwed }, (_, slot): LevelUpTaken<W> => {
    const now = warrior.after;
    const kind = levelUpKind(now);
    const choice = setting.levelUpAt ? setting.levelUpAt(id, slot, kind) : sent[slot]?.choice;
    const taken = { warriorId: id, slot, kind, warrior: now, choice, errors: {} };
    if (!choice) return taken;
    const path = `levelUps.${setting.levelUpAt ? `${id}.${slot}` : sent[slot]!.index}`;
    const about = { warriorId: id, slot };
    const errors: Partial<Record<string, string>> =
      choice.kind !== kind ? { kind: WRONG_TABLE[kind] } : levelUp(warrior, choice, slot, setting);
    refusals.addAll('levelUps', path, errors, about);
    if (Object.keys(errors).length === 0) warrior.summary.levelUps.push(choice);
    return { ...taken, errors };
  });
}

/** Level-ups sent for a warrior who was not in the battle, or more than it has to take. */
function refuseLevelUpsNotOwed<W extends AftermathWarrior>(
  levelUps: readonly AftermathLevelUp[],
  battle: Map<string, WarriorAftermath<W>>,
  refusals: Refusals,
): void {
  const counted = new Map<string, number>();
  levelUps.forEach(({ warriorId }, index) => {
    const count = (counted.get(warriorId) ?? 0) + 1;
    counted.set(warriorId, count);
    const owed = battle.get(warriorId)?.levelUpsOwed ?? 0;
    if (count > owed) {
      refusals.add('levelUps', `levelUps.${index}.warriorId`, levelUpsOwed(owed), { warriorId });
    }
  });
}

/** Checks and applies one level-up on its own table; answers the refusals (none: applied). */
function levelUp<W extends AftermathWarrior>(
  warrior: WarriorAftermath<W>,
  choice: AftermathLevelUp,
  slot: number,
  { newRuleset, make, checkLibrary }: AftermathSetting<W>,
): Partial<Record<string, string>> {
  const now = warrior.after;
  if (choice.kind === 'warrior') {
    const rules = { result: choice.result, baseClass: choice.baseClass };
    const errors = validateWarriorLevelUp(rules);
    if (Object.keys(errors).length === 0) warrior.after = applyWarriorLevelUp(now, rules);
    return errors;
  }
  const rules = {
    chosenPath: choice.chosenPath,
    customPath: choice.customPath,
    perks: choice.perks,
  };
  const errors = {
    ...validateHeroLevelUp(now, rules, newRuleset),
    ...perkLibraryErrors(choice.perks, checkLibrary),
  };
  if (Object.keys(errors).length > 0) return errors;
  const changes = heroLevelUpChanges(now, rules, newRuleset);
  const at = (list: readonly unknown[]) => ({
    warriorId: now.id,
    position: nextPosition(list as object[]),
    slot,
  });
  const lists = withLevelUpEntries(now, changes, {
    rule: (fields) => make.rule(fields, at(now.specialRules)),
    heroicAction: (fields) => make.heroicAction(fields, at(now.heroicActions)),
    spell: (fields) => make.spell(fields, at(now.spells)),
    improved: make.improved,
  });
  warrior.after = {
    ...now,
    chosenPath: changes.chosenPath ?? now.chosenPath,
    customPath: changes.customPath ?? now.customPath,
    modifyStats: changes.modifyStats ?? now.modifyStats,
    specialRules: [...lists.specialRules],
    heroicActions: [...lists.heroicActions],
    spells: [...lists.spells],
  };
  return {};
}

const PERK_LISTS = {
  rule: 'specialRules',
  heroicAction: 'heroicActions',
  spell: 'spells',
} as const;

/** The library entry a perk copies, with the path of its id within the perk; or null. */
export function perkLibraryEntry(perk: HeroPerk): (PerkLibraryEntry & { path: string }) | null {
  if (perk.kind === 'characteristic') return null;
  const pick =
    perk.kind === 'rule'
      ? perk.rule
      : perk.kind === 'heroicAction'
        ? perk.heroicAction
        : perk.spell;
  if (pick?.mode !== 'new' || !pick.libraryId) return null;
  return { list: PERK_LISTS[perk.kind], id: pick.libraryId, path: `${perk.kind}.libraryId` };
}

/** The library entries the heroes' perks copy, to be looked up once for the whole aftermath. */
export function perkLibraryEntries(levelUps: readonly AftermathLevelUp[]): PerkLibraryEntry[] {
  return levelUps.flatMap((choice) =>
    choice.kind === 'hero'
      ? choice.perks.flatMap((perk) => {
          const entry = perkLibraryEntry(perk);
          return entry ? [{ list: entry.list, id: entry.id }] : [];
        })
      : [],
  );
}

function perkLibraryErrors(
  perks: readonly HeroPerk[],
  checkLibrary: AftermathSetting<AftermathWarrior>['checkLibrary'],
): Record<string, string> {
  const errors: Record<string, string> = {};
  perks.forEach((perk, index) => {
    const entry = perkLibraryEntry(perk);
    const message = entry && checkLibrary?.(entry);
    if (entry && message) errors[`perks.${index}.${entry.path}`] = message;
  });
  return errors;
}

/** The bonus item, at the end of the warrior's wargear. */
function bonusItem<W extends AftermathWarrior>(
  item: AftermathChoices['rewards']['item'],
  battle: Map<string, WarriorAftermath<W>>,
  { newRuleset, make }: AftermathSetting<W>,
  refusals: Refusals,
): void {
  if (!item) return;
  const warrior = battle.get(item.warriorId);
  const { fields } = item;
  if (!warrior) refusals.add('item', 'rewards.item.warriorId', NOT_IN_BATTLE);
  if (!fields) refusals.add('item', 'rewards.item.armouryId', ARMOURY_ITEM_MISSING);
  const stat = fields?.adjustmentStat;
  const wrongStat = stat && !(adjustmentStatsFor(newRuleset) as string[]).includes(stat);
  if (wrongStat) {
    refusals.add('item', 'rewards.item.adjustmentStat', INTELLIGENCE_NEEDS_NEW_RULESET);
  }
  if (!warrior || !fields || wrongStat) return;
  const now = warrior.after;
  const at = { warriorId: now.id, position: nextPosition(now.wargear), slot: 0 };
  warrior.after = { ...now, wargear: [...now.wargear, make.item(fields, item.armouryId, at)] };
  warrior.summary.bonusItem = fields.name;
}

/**
 * The company's event log entries of the battle: the battle itself, and each warrior killed,
 * injured or levelled up in it, with what changed.
 */
function battleEvents(
  result: BattleResult,
  influence: AftermathOutcome<unknown>['influence'],
  rating: number,
  summaries: readonly AftermathSummary[],
): AftermathEvent[] {
  const events: AftermathEvent[] = [
    { kind: 'battleApplied', warriorId: null, data: { result, influence, rating } },
  ];
  for (const summary of summaries) {
    const { warriorId, injury } = summary;
    if (summary.diedWithOwner || injury?.applied === 'dead') {
      events.push({ kind: 'warriorKilled', warriorId, data: { injury } });
    } else if (injury) events.push({ kind: 'warriorInjured', warriorId, data: { injury } });
    if (summary.levelUps.length > 0 || summary.bonusLevelUp) {
      const { experienceBefore, experienceAfter, levelUps, bonusLevelUp } = summary;
      events.push({
        kind: 'warriorLevelledUp',
        warriorId,
        data: { experienceBefore, experienceAfter, levelUps, bonusLevelUp },
      });
    }
  }
  return events;
}
