import type {
  planAftermath,
  AftermathChoices,
  AftermathCounters,
  AftermathEntryMaker,
  AftermathSetting,
  AftermathWarrior,
} from './aftermath';
import { stats } from './test-stats';

// A small company and its battle for the aftermath's tests.

export type Entry = { id: string; position?: number; [field: string]: unknown };
export type TestWarrior = AftermathWarrior & {
  wargear: (Entry & { type: 'armoury'; pointsLow: number; pointsHigh: number })[];
  specialRules: Entry[];
  heroicActions: (Entry & { modifyCastingValue?: number })[];
  spells: (Entry & { baseCastingValue: number; modifyCastingValue?: number })[];
};

/** A heroic action held, in the first place of its list. */
export const held = (id: string) => {
  const entry = { id, modifyCastingValue: 0, position: 0 };
  return entry;
};

export const warrior = (id: string, extra: Partial<TestWarrior> = {}): TestWarrior => ({
  id,
  name: id,
  rank: 'Hero',
  status: '',
  experience: 0,
  baseClass: '',
  owner: null,
  chosenPath: 'Warrior',
  customPath: '',
  basePoints: 10,
  baseStats: stats({ fight: 3, fate: 1 }),
  modifyStats: stats(),
  legWound: 0,
  armWound: 0,
  oldWound: 0,
  wargear: [],
  specialRules: [],
  heroicActions: [held(`${id}-ha`)],
  spells: [],
  ...extra,
});

export const fought = (
  warriorId: string,
  extra: Partial<AftermathCounters> = {},
): AftermathCounters => ({
  warriorId,
  preBattleInjury: false,
  wounded: false,
  woundsInflicted: 0,
  ...extra,
});

export const choices = (extra: Partial<AftermathChoices> = {}): AftermathChoices => ({
  result: 'win',
  opponentRating: 0,
  participants: [fought('leader')],
  rewards: { influence: null, levelUp: null, experience: {}, item: null },
  injuries: [],
  levelUps: [],
  ...extra,
});

export const make: AftermathEntryMaker<TestWarrior> = {
  rule: (fields, at) => ({ id: `rule-${at.slot}`, position: at.position, ...fields }),
  heroicAction: (fields, at) => ({ id: `ha-${at.slot}`, position: at.position, ...fields }),
  spell: (fields, at) => ({ id: `spell-${at.slot}`, position: at.position, ...fields }),
  improved: (entry) => ({ ...entry, improved: true }),
  item: (fields, armouryId, at) => ({
    id: 'item',
    position: at.position,
    type: 'armoury',
    pointsLow: 5,
    pointsHigh: 5,
    armouryId,
    ...fields,
  }),
};

export const company = (
  warriors: TestWarrior[],
  extra: Partial<AftermathSetting<TestWarrior>> = {},
) => ({
  influence: 3,
  warriors,
  newRuleset: false,
  make,
  ...extra,
});

export const leader = () => warrior('leader', { rank: 'Leader' });
/** A Leader one short of a level. */
export const veteran = () => warrior('leader', { rank: 'Leader', experience: 4 });
export const fields = (outcome: { refusals: { field: string; message: string }[] }) =>
  Object.fromEntries(outcome.refusals.map((r) => [r.field, r.message]));
export const after = (
  outcome: ReturnType<typeof planAftermath<TestWarrior, AftermathCounters>>,
  id: string,
) => outcome.warriors.find((w) => w.before.id === id)!.after;
