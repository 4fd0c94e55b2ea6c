import fc from 'fast-check';
import {
  defaultHeal,
  effectiveInjuryResult,
  experienceAfter,
  experienceGain,
  heroInjuryForRoll,
  isPlainWarrior,
  levelUpKind,
  levelUpsBetween,
  offersHeroInjuries,
  warriorInjuryForRoll,
  type Rank,
} from '@warband/rules';
import { CreateWarriorInput, type AftermathFormValues, type Warrior } from '@warband/schemas';
import type { Caller, ServiceContext } from '../src/services/context';
import { createWarrior } from '../src/services/warrior/create-warrior';
import { heroPayload, NO_LISTS } from './companies';

// Random companies and battles for the aftermath's property tests, with the choices a player
// would make in the wizard, worked out with the same rules.

const RANKS: Rank[] = ['Leader', 'Sergeant', 'Hero', 'Warrior', 'Wanderer', 'Creature'];

export const warriorSpec = fc.record({
  rank: fc.constantFrom(...RANKS),
  experience: fc.integer({ min: 0, max: 105 }),
  might: fc.integer({ min: 0, max: 3 }),
  fate: fc.integer({ min: 0, max: 3 }),
  legWound: fc.integer({ min: 0, max: 1 }),
  armWound: fc.integer({ min: 0, max: 1 }),
  oldWound: fc.integer({ min: 0, max: 2 }),
  injured: fc.boolean(),
  wounded: fc.boolean(),
  fled: fc.boolean(),
  woundsInflicted: fc.integer({ min: 0, max: 6 }),
  bonusExperience: fc.integer({ min: 0, max: 3 }),
  roll: fc.integer({ min: 2, max: 12 }),
  heal: fc.boolean(),
  influence: fc.integer({ min: 0, max: 6 }),
});
export type WarriorSpec = typeof warriorSpec extends fc.Arbitrary<infer T> ? T : never;

/** Someone who counts for break points fights, as Begin Battle and the aftermath require. */
const fighterSpec = warriorSpec.map((spec) => ({
  ...spec,
  rank: spec.rank === 'Creature' ? ('Hero' as const) : spec.rank,
  injured: false,
}));

export type BattleSpec = typeof battleSpec extends fc.Arbitrary<infer T> ? T : never;

export const battleSpec = fc.record({
  warriors: fc
    .tuple(fighterSpec, fc.array(warriorSpec, { maxLength: 5 }))
    .map(([fighter, others]) => [fighter, ...others]),
  result: fc.constantFrom('win' as const, 'draw' as const, 'loss'),
  opponentRating: fc.integer({ min: 0, max: 2000 }),
  bonusInfluence: fc.option(fc.integer({ min: 0, max: 10 })),
  bonusLevelUp: fc.option(fc.nat()),
});

const ZERO_MWF = { might: 0, will: 0, fate: 0 };

export async function recruit(
  ctx: ServiceContext,
  caller: Caller,
  companyId: string,
  spec: WarriorSpec,
  owner: string | null,
) {
  const hero = heroPayload();
  const mightAndFate = { might: spec.might, will: 0, fate: spec.fate };
  // A Warrior has no base Might, Will or Fate; one who gained some carries them as modifiers.
  const gained = spec.rank === 'Warrior';
  const baseStats = { ...hero.baseStats, ...(gained ? ZERO_MWF : mightAndFate) };
  const modifyStats = gained ? mightAndFate : ZERO_MWF;
  const takesWounds = offersHeroInjuries({ rank: spec.rank, baseStats, modifyStats });
  const payload = {
    ...hero,
    ...NO_LISTS,
    companyId,
    name: `${spec.rank} ${spec.experience}`,
    rank: spec.rank,
    experience: spec.experience,
    status: spec.injured ? 'injured' : '',
    owner: spec.rank === 'Creature' ? owner : null,
    baseStats,
    modifyStats,
    // Wounds only on those who may carry them (the editor's one rule).
    ...(takesWounds
      ? { legWound: spec.legWound, armWound: spec.armWound, oldWound: spec.oldWound }
      : {}),
  };
  return createWarrior(ctx, caller, CreateWarriorInput.parse(payload));
}

/** The choices a player would make in the wizard, worked out with the same rules. */
export function choicesFor(battle: BattleSpec, warriors: Warrior[]): AftermathFormValues {
  const input: AftermathFormValues = {
    battleId: crypto.randomUUID(),
    result: battle.result,
    opponentRating: battle.opponentRating,
    participants: [],
    rewards: { influence: battle.bonusInfluence, experience: {} },
    injuries: [],
    levelUps: [],
  };
  const gains = warriors.map((warrior, index) => {
    const spec = battle.warriors[index]!;
    const preBattleInjury = warrior.status === 'injured';
    const wounded = !preBattleInjury && spec.wounded;
    input.participants.push({
      warriorId: warrior.id,
      preBattleInjury,
      wounded,
      fled: !wounded && spec.fled,
      woundsInflicted: spec.woundsInflicted,
    });
    input.rewards!.experience![warrior.id] = spec.bonusExperience;
    let status = warrior.status;
    if (wounded) {
      const table = offersHeroInjuries(warrior) ? heroInjuryForRoll : warriorInjuryForRoll;
      const result = effectiveInjuryResult(warrior, table(spec.roll));
      input.injuries!.push({
        warriorId: warrior.id,
        roll: { total: spec.roll, rolledBy: 'app' },
        result,
        heal: spec.heal ? defaultHeal(warrior, result) : null,
        influence:
          result === 'woundsOfAHero' ? { total: spec.influence, rolledBy: 'player' } : null,
      });
      if (result === 'dead') status = 'dead';
    }
    const { bonusExperience, woundsInflicted } = spec;
    const gain = experienceGain(
      { ...warrior, status, preBattleInjury, woundsInflicted, bonusExperience },
      battle.result,
    );
    const owed = levelUpsBetween(
      warrior.experience,
      experienceAfter(warrior.experience, gain.total),
    );
    return { warrior, owed, dead: status === 'dead' };
  });
  // Creatures die with their owner (rules' applyOwnerDeaths).
  const dead = new Set(gains.filter((gain) => gain.dead).map((gain) => gain.warrior.id));
  const living = gains.filter(({ warrior }) => !dead.has(warrior.id) && !dead.has(warrior.owner!));
  const taker =
    battle.bonusLevelUp !== null && living.length > 0
      ? living[battle.bonusLevelUp % living.length]!.warrior
      : undefined;
  if (taker) input.rewards!.levelUp = taker.id;
  for (const { warrior, owed } of gains) {
    // The bonus level up comes first: a plain Warrior takes its level-ups as a Hero.
    const madeHero = warrior === taker && isPlainWarrior(warrior);
    const extra = warrior === taker && !madeHero ? 1 : 0;
    const kind = madeHero ? 'hero' : levelUpKind(warrior);
    for (let n = 0; n < owed + extra; n++) input.levelUps!.push(levelUp(kind, warrior.id));
  }
  return input;
}

type LevelUpValues = NonNullable<AftermathFormValues['levelUps']>[number];

export function levelUp(kind: 'hero' | 'warrior', warriorId: string): LevelUpValues {
  return kind === 'hero'
    ? {
        kind,
        warriorId,
        chosenPath: 'Warrior',
        perks: [{ kind: 'characteristic', stat: 'fight' }],
      }
    : { kind, warriorId, result: 'promoted', baseClass: 'Veteran' };
}
