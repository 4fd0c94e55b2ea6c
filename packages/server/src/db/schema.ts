/**
 * The database's tables, by area, as drizzle reads them (`drizzle.config.ts` names this file;
 * `npm run db:generate` writes the migrations from it). Each area is a file of `tables/`.
 */
export * from './tables/accounts';
export * from './tables/libraries';
export * from './tables/companies';
export * from './tables/profiles';
export * from './tables/battles';
export * from './tables/campaigns';
export * from './tables/live';
export type { NamedTextValue } from './columns';
