import type { InjuryTarget } from './injuries';
import { stats } from './test-stats';

/** For the injury tests: a living Hero with Fate and no wounds. */
export const hero = (extra: Partial<InjuryTarget> = {}): InjuryTarget & { name: string } => ({
  name: 'Hama',
  rank: 'Hero',
  status: '',
  baseStats: stats({ fate: 1 }),
  modifyStats: stats(),
  legWound: 0,
  armWound: 0,
  oldWound: 0,
  ...extra,
});
