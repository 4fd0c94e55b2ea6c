import { getTableColumns } from 'drizzle-orm';
import { adjustmentStatsFor, INTELLIGENCE_NEEDS_NEW_RULESET } from '@warband/rules';
import { copyWargearFields } from '@warband/schemas';
import { libraryWargear } from '../../db/schema';
import { defineLibrary, withoutMeta } from './define';

export { INTELLIGENCE_NEEDS_NEW_RULESET };

const { userId: _owner, ...columns } = getTableColumns(libraryWargear);

export const wargearLibrary = defineLibrary('wargear', {
  table: libraryWargear,
  toValues: copyWargearFields,
  select: (db, where) => db.select(columns).from(libraryWargear).where(where),
  toEntity: (row) => ({
    id: row.id,
    ...copyWargearFields(row),
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
