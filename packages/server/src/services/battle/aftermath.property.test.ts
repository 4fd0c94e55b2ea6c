import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import {
  AftermathInput,
  CompanyInput,
  CreateWarriorInput,
  type AftermathFormValues,
  type Warrior,
} from '@warband/schemas';
import { users } from '../../db/schema';
import { heroPayload, NO_LISTS } from '../../../test/companies';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers';
import { createCompany } from '../company/create-company';
import type { Caller, ServiceContext } from '../context';
import { createWarrior } from '../warrior/create-warrior';
import { applyAftermath } from './apply-aftermath';
import { companyImage } from './company-image';
import { undoBattle } from './undo-battle';

let database: TestDatabase;
let ctx: ServiceContext;
let caller: Caller;
beforeAll(async () => {
  database = await createTestDatabase();
  ctx = { db: database.db } as ServiceContext;
  const [user] = await database.db
    .insert(users)
    .values({ name: 'Eomer', email: `${crypto.randomUUID()}@example.test`, passwordHash: 'x' })
    .returning();
  caller = { ...user!, isAdmin: false, sessionId: 'test' };
});
afterAll(() => database.close());

const RANKS: Rank[] = ['Leader', 'Sergeant', 'Hero', 'Warrior', 'Wanderer', 'Creature'];

const warriorSpec = fc.record({
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
type WarriorSpec = typeof warriorSpec extends fc.Arbitrary<infer T> ? T : never;

/** Someone who counts for break points fights, as Begin Battle and the aftermath require. */
const fighterSpec = warriorSpec.map((spec) => ({
  ...spec,
  rank: spec.rank === 'Creature' ? ('Hero' as const) : spec.rank,
  injured: false,
}));

const battleSpec = fc.record({
  warriors: fc
    .tuple(fighterSpec, fc.array(warriorSpec, { maxLength: 5 }))
    .map(([fighter, others]) => [fighter, ...others]),
  result: fc.constantFrom('win' as const, 'draw' as const, 'loss'),
  opponentRating: fc.integer({ min: 0, max: 2000 }),
  bonusInfluence: fc.option(fc.integer({ min: 0, max: 10 })),
  bonusLevelUp: fc.option(fc.nat()),
});

const ZERO_MWF = { might: 0, will: 0, fate: 0 };

async function recruit(companyId: string, spec: WarriorSpec, owner: string | null) {
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
function choicesFor(
  battle: typeof battleSpec extends fc.Arbitrary<infer T> ? T : never,
  warriors: Warrior[],
): AftermathFormValues {
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

function levelUp(kind: 'hero' | 'warrior', warriorId: string): LevelUpValues {
  return kind === 'hero'
    ? {
        kind,
        warriorId,
        chosenPath: 'Warrior',
        perks: [{ kind: 'characteristic', stat: 'fight' }],
      }
    : { kind, warriorId, result: 'promoted', baseClass: 'Veteran' };
}

describe("applying a War's Aftermath, then undoing it", () => {
  it('gives back the company byte for byte, and never breaks a limit on the way', async () => {
    await fc.assert(
      fc.asyncProperty(battleSpec, async (battle) => {
        const company = await createCompany(
          ctx,
          caller,
          CompanyInput.parse({ name: 'Éored', race: 'Rohan' }),
        );
        const warriors: Warrior[] = [];
        let owner: string | null = null;
        for (const spec of battle.warriors) {
          const warrior = await recruit(
            company.id,
            spec.rank === 'Creature' && !owner ? { ...spec, rank: 'Warrior' } : spec,
            owner,
          );
          if (warrior.rank === 'Leader' || warrior.rank === 'Sergeant') owner ??= warrior.id;
          warriors.push(warrior);
        }
        const before = await companyImage(ctx.db, company.id);
        const input = AftermathInput.parse(choicesFor(battle, warriors));
        const after = await applyAftermath(ctx, caller, { ...input, companyId: company.id });

        expect(after.influence).toBeGreaterThanOrEqual(0);
        for (const warrior of Object.values(after.warriors)) {
          expect(warrior.baseStats.fate + warrior.modifyStats.fate).toBeLessThanOrEqual(3);
          expect(warrior.experience).toBeLessThanOrEqual(105);
        }
        await undoBattle(ctx, caller, {
          companyId: company.id,
          battleId: input.battleId,
          discardEdits: false,
        });
        expect(JSON.stringify(await companyImage(ctx.db, company.id))).toBe(JSON.stringify(before));
      }),
      { numRuns: 60 },
    );
    // Sixty companies recruited, applied and undone: seconds alone, more on a busy machine.
  }, 120_000);
});
