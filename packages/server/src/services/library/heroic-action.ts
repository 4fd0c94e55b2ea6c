import { getTableColumns } from 'drizzle-orm';
import { libraryHeroicActions } from '../../db/schema';
import { defineLibrary, nameAndDescription, withoutMeta } from './define';

const { userId: _owner, ...columns } = getTableColumns(libraryHeroicActions);

export const heroicActionLibrary = defineLibrary('heroicAction', {
  table: libraryHeroicActions,
  toValues: nameAndDescription.toValues,
  select: (db, where) => db.select(columns).from(libraryHeroicActions).where(where),
  toEntity: nameAndDescription.toEntity,
  toPackList: (entities) => entities.map(withoutMeta),
});
