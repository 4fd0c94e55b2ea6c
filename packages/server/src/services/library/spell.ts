import { getTableColumns } from 'drizzle-orm';
import { librarySpells } from '../../db/schema';
import { defineLibrary, withoutMeta } from './define';

const { userId: _owner, ...columns } = getTableColumns(librarySpells);

export const spellLibrary = defineLibrary('spell', {
  table: librarySpells,
  toValues: (input) => ({
    name: input.name,
    description: input.description,
    baseCastingValue: input.baseCastingValue,
    phases: input.phases,
  }),
  select: (db, where) => db.select(columns).from(librarySpells).where(where),
  toEntity: (row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    baseCastingValue: row.baseCastingValue,
    phases: row.phases,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }),
  toPackList: (entities) => entities.map(withoutMeta),
});
