import { getTableColumns } from 'drizzle-orm';
import { libraryRules } from '../../db/schema';
import { defineLibrary, nameAndDescription, withoutMeta } from './define';

const { userId: _owner, ...columns } = getTableColumns(libraryRules);

export const ruleLibrary = defineLibrary('rule', {
  table: libraryRules,
  toValues: nameAndDescription.toValues,
  select: (db, where) => db.select(columns).from(libraryRules).where(where),
  toEntity: nameAndDescription.toEntity,
  toPackList: (entities) => entities.map(withoutMeta),
});
