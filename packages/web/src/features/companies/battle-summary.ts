import {
  HEALABLE_WOUND_LABELS,
  HERO_PERK_LABELS,
  INJURY_RESULT_LABELS,
  keysOf,
  pathName,
  STAT_LABELS,
  WARRIOR_LEVEL_UP_LABELS,
} from '@warband/rules';
import type { BattleRecord, BattleRecordWarrior, LevelUpChoiceInput } from '@warband/schemas';
import { CASUALTY_WORDS, CHANGE_WORDS, INFLUENCE_PART_LABELS } from './history-texts';

// What a battle record says, in words: the pure part of the Battle History.

export interface InfluencePart {
  label: string;
  value: number;
}

/** The parts of a battle's influence that earned (or cost) something, in the rules' order. */
export function influenceParts(influence: BattleRecord['influence']): InfluencePart[] {
  return keysOf(INFLUENCE_PART_LABELS)
    .filter((key) => influence[key] !== 0)
    .map((key) => ({ label: INFLUENCE_PART_LABELS[key], value: influence[key] }));
}

export type CasualtyKind = 'killed' | 'lost' | 'injured' | 'diedWithOwner';

export interface Casualty {
  warriorId: string;
  /** The name the warrior had in the battle: it may have been renamed or deleted since. */
  name: string;
  kind: CasualtyKind;
  words: string;
}

const CASUALTY_ORDER: CasualtyKind[] = ['killed', 'lost', 'diedWithOwner', 'injured'];

function casualty(warrior: BattleRecordWarrior): Casualty | null {
  const { warriorId, name, injury } = warrior;
  if (warrior.diedWithOwner) {
    return { warriorId, name, kind: 'diedWithOwner', words: CASUALTY_WORDS.diedWithOwner };
  }
  if (!injury) return null;
  const label = INJURY_RESULT_LABELS[injury.applied];
  if (injury.applied === 'dead') return { warriorId, name, kind: 'killed', words: label };
  if (injury.applied === 'lost') return { warriorId, name, kind: 'lost', words: label };
  const details = [label];
  if (injury.heal) details.push(CASUALTY_WORDS.healed(HEALABLE_WOUND_LABELS[injury.heal]));
  if (injury.applied === 'woundsOfAHero' && injury.influence) {
    details.push(CASUALTY_WORDS.woundsInfluence(injury.influence.total));
  }
  return { warriorId, name, kind: 'injured', words: details.join(', ') };
}

/** The killed, the lost, Creatures that died with their owner, then the injured. */
export function casualties(battle: BattleRecord): Casualty[] {
  return battle.warriors
    .map(casualty)
    .filter((entry): entry is Casualty => entry !== null)
    .sort((a, b) => CASUALTY_ORDER.indexOf(a.kind) - CASUALTY_ORDER.indexOf(b.kind));
}

type HeroPerk = Extract<LevelUpChoiceInput, { kind: 'hero' }>['perks'][number];

function perkWords(perk: HeroPerk): string {
  const label = HERO_PERK_LABELS[perk.kind];
  const pick =
    perk.kind === 'characteristic'
      ? perk.stat && { name: STAT_LABELS[perk.stat] }
      : perk.kind === 'rule'
        ? perk.rule
        : perk.kind === 'heroicAction'
          ? perk.heroicAction
          : perk.spell;
  if (!pick) return label;
  if ('mode' in pick && pick.mode === 'improve') return CHANGE_WORDS.improved(label);
  return 'name' in pick ? `${label}: ${pick.name}` : label;
}

/** One level-up in words: a hero's perk (and the path it chose), or a warrior's result. */
export function levelUpWords(levelUp: LevelUpChoiceInput): string {
  if (levelUp.kind === 'warrior') {
    const label = WARRIOR_LEVEL_UP_LABELS[levelUp.result];
    const words =
      levelUp.result === 'promoted'
        ? CHANGE_WORDS.promoted(label, levelUp.baseClass?.trim() ?? '')
        : label;
    return `Level up: ${words}`;
  }
  const parts = levelUp.perks.map(perkWords);
  const path = pathName(levelUp.chosenPath, levelUp.customPath);
  if (path) parts.push(CHANGE_WORDS.path(path));
  return `Level up: ${parts.join('; ')}`;
}

export interface WarriorChange {
  warriorId: string;
  name: string;
  lines: string[];
}

function changeLines(warrior: BattleRecordWarrior): string[] {
  const lines: string[] = [];
  const gained = warrior.experienceAfter - warrior.experienceBefore;
  if (gained > 0) {
    lines.push(CHANGE_WORDS.experience(gained, warrior.experienceBefore, warrior.experienceAfter));
  }
  if (warrior.bonusLevelUp) lines.push(CHANGE_WORDS.bonusLevelUp);
  lines.push(...warrior.levelUps.map(levelUpWords));
  if (warrior.bonusItem) lines.push(CHANGE_WORDS.bonusItem(warrior.bonusItem));
  return lines;
}

/** Each warrior the battle changed (experience, level-ups, rewards), in the record's order. */
export function warriorChanges(battle: BattleRecord): WarriorChange[] {
  return battle.warriors
    .map((warrior) => ({
      warriorId: warrior.warriorId,
      name: warrior.name,
      lines: changeLines(warrior),
    }))
    .filter((change) => change.lines.length > 0);
}

/** '25 Nov 2026': the day the aftermath was applied. */
export function battleDate(appliedAt: string): string {
  return new Date(appliedAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}
