import { getTableColumns } from 'drizzle-orm';
import { adjustmentStatsFor } from '@warband/rules';
import { libraryWargear } from '../../db/schema';
import { defineLibrary, withoutMeta } from './define';

export const INTELLIGENCE_NEEDS_NEW_RULESET = 'Intelligence is only available with the new ruleset';

const { userId: _owner, ...columns } = getTableColumns(libraryWargear);

export const wargearLibrary = defineLibrary('wargear', {
  table: libraryWargear,
  toValues: (input) => ({
    name: input.name,
    description: input.description,
    pointsLow: input.pointsLow,
    pointsHigh: input.pointsHigh,
    influence: input.influence,
    mount: input.mount,
    adjustmentStat: input.adjustmentStat,
    adjustmentValue: input.adjustmentValue,
    move: input.move,
    fight: input.fight,
    shoot: input.shoot,
    strength: input.strength,
    defence: input.defence,
    attacks: input.attacks,
    wounds: input.wounds,
    courage: input.courage,
    intelligence: input.intelligence,
    specialRules: input.specialRules,
    specialAttacks: input.specialAttacks,
  }),
  select: (db, where) => db.select(columns).from(libraryWargear).where(where),
  toEntity: (row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    pointsLow: row.pointsLow,
    pointsHigh: row.pointsHigh,
    influence: row.influence,
    mount: row.mount,
    adjustmentStat: row.adjustmentStat,
    adjustmentValue: row.adjustmentValue,
    move: row.move,
    fight: row.fight,
    shoot: row.shoot,
    strength: row.strength,
    defence: row.defence,
    attacks: row.attacks,
    wounds: row.wounds,
    courage: row.courage,
    intelligence: row.intelligence,
    specialRules: row.specialRules,
    specialAttacks: row.specialAttacks,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  toPackList: (entities) => entities.map(withoutMeta),
  typeOf: (entry) => (entry.mount === 1 ? 'mount' : 'item'),
  check(input, newRuleset) {
    const stat = input.adjustmentStat;
    if (stat !== null && !adjustmentStatsFor(newRuleset).includes(stat)) {
      return { adjustmentStat: INTELLIGENCE_NEEDS_NEW_RULESET };
    }
    return undefined;
  },
});
