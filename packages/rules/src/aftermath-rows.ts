import type {
  AftermathChoices,
  AftermathCounters,
  AftermathOutcome,
  AftermathRefusal,
  AftermathStep,
  WarriorAftermath,
} from './aftermath';
import type { ExperienceGain } from './experience';
import type { InjuryErrors } from './injuries';

// planAftermath's outcome read the way the War's Aftermath is shown, warrior by warrior, and
// the choices it took as they are sent to be applied again. The wizard reads its steps from
// these, so what a step shows and what the server applies come from one outcome.

/** A warrior's experience from the battle. */
export interface ExperienceLine {
  before: number;
  gain: ExperienceGain;
  after: number;
  /** Level-ups to take: each multiple of 5 crossed, plus a pending bonus level. */
  levelUps: number;
  /** A plain Warrior made a Hero by the scenario's bonus level up. */
  madeHero: boolean;
}

/**
 * The warriors of the battle's roster, step by step, in the order sent; each as the caller
 * shows a warrior (`M`), made from the warrior as it began the battle.
 */
export interface AftermathRows<M> {
  roster: M[];
  /** Those who rolled for injury, with the rules' complaints about the choice so far. */
  wounded: (M & { errors: InjuryErrors })[];
  /** Creatures that die with an owner who died in this battle. */
  diedWithOwner: M[];
  experience: (M & ExperienceLine)[];
}

/** What a warrior the experience step never reached shows: nothing gained. */
const NO_GAIN: ExperienceGain = {
  excluded: null,
  participation: 0,
  woundsInflicted: 0,
  win: 0,
  bonus: 0,
  total: 0,
};

export function aftermathRows<W, M>(
  outcome: AftermathOutcome<W>,
  member: (warrior: W) => M,
): AftermathRows<M> {
  const fought = outcome.warriors.filter((warrior) => warrior.fought);
  return {
    roster: fought.map(({ before }) => member(before)),
    wounded: fought.flatMap(({ before, injuryErrors }) =>
      injuryErrors ? [{ ...member(before), errors: injuryErrors }] : [],
    ),
    diedWithOwner: fought
      .filter(({ summary }) => summary.diedWithOwner)
      .map((w) => member(w.before)),
    experience: fought.map((warrior) => ({
      ...member(warrior.before),
      ...experienceLine(warrior),
    })),
  };
}

function experienceLine<W>(warrior: WarriorAftermath<W>): ExperienceLine {
  const { gain, summary, levelUpsOwed, madeHero } = warrior;
  return {
    before: summary.experienceBefore,
    gain: gain ?? NO_GAIN,
    after: summary.experienceAfter,
    levelUps: levelUpsOwed,
    madeHero,
  };
}

/**
 * The choices as the outcome took them, to be applied again: the level-ups as each was taken
 * (the wizard's, asked for slot by slot), no bonus experience or bonus level up for a warrior
 * who died in the injuries (the dead gain none) and no bonus experience of 0, and the Wounds
 * of a Hero influence roll only with that result.
 */
export function choicesTaken<C extends AftermathCounters>(
  choices: AftermathChoices<C>,
  outcome: AftermathOutcome<{ id: string }>,
): AftermathChoices<C> {
  const living = new Set(
    outcome.warriors
      .filter(({ fought, gain }) => fought && gain?.excluded !== 'dead')
      .map(({ before }) => before.id),
  );
  const { rewards } = choices;
  const levelUp = rewards.levelUp && living.has(rewards.levelUp) ? rewards.levelUp : null;
  return {
    ...choices,
    rewards: {
      ...rewards,
      levelUp,
      experience: Object.fromEntries(
        Object.entries(rewards.experience).filter(([id, value]) => value > 0 && living.has(id)),
      ),
    },
    injuries: choices.injuries.map((injury) =>
      injury.result === 'woundsOfAHero' ? injury : { ...injury, influence: null },
    ),
    levelUps: outcome.levelUps.flatMap(({ choice }) => (choice ? [choice] : [])),
  };
}

/**
 * A step's refusals keyed by warrior, as the wizard's fields are, rather than by their place
 * in the list sent: `injuries.<warriorId>.<field>`, `levelUps.<warriorId>.<slot>.<field>`.
 */
export function refusalsByWarrior(
  refusals: readonly AftermathRefusal[],
  step: AftermathStep,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { warriorId, slot, key, message, ...refusal } of refusals) {
    if (refusal.step !== step || !warriorId || !key) continue;
    const at = slot === undefined ? [step, warriorId, key] : [step, warriorId, slot, key];
    fields[at.join('.')] ??= message;
  }
  return fields;
}
