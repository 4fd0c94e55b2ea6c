/** Each warrior followed through the aftermath, and the refusals gathered on the way. */
import {
  type AftermathWarrior,
  type AftermathCounters,
  type AftermathStep,
  type AftermathRefusal,
  type WarriorAftermath,
} from './contract';

/** The counters of a warrior who was not on the battle's roster. */
export const SAT_OUT = {
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

export function track<W extends AftermathWarrior>(
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
export const nextPosition = (list: readonly object[]) =>
  list.reduce<number>((top, entry) => Math.max(top, positionOf(entry) + 1), 0);

const positionOf = (entry: object) =>
  'position' in entry && typeof entry.position === 'number' ? entry.position : -1;

export class Refusals {
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
