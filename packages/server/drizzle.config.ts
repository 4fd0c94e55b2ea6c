import { defineConfig } from 'drizzle-kit';

// Generates the SQL migrations in drizzle/ from src/db/schema.ts (npm run db:generate).
// The same migrations run on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
