import { itemAt } from '@warband/rules/narrow';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './database';
import { rawRows } from './raw-rows';
import { StartupError } from './startup-errors';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface Migration {
  tag: string;
  /** When drizzle-kit made it; kept in the migrations table as Drizzle does, never compared. */
  when: number;
  /** SHA-256 of the file, as Drizzle records it: what tells an applied migration. */
  hash: string;
  statements: string[];
}

/** What the journal holds that is read here; its other fields are drizzle-kit's own. */
const Journal = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The migrations in the journal's order, read as drizzle-kit wrote them. */
export function readMigrations(folder: string): Migration[] {
  const journal = Journal.parse(
    JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')),
  );
  return journal.entries.map(({ tag, when }) => {
    const text = fs.readFileSync(path.join(folder, `${tag}.sql`), 'utf8');
    return {
      tag,
      when,
      hash: createHash('sha256').update(text).digest('hex'),
      statements: text.split('--> statement-breakpoint'),
    };
  });
}

/** A migration failed; none of those pending was applied. */
export class MigrationError extends StartupError {
  constructor(tag: string, pending: number, error: unknown) {
    const reason = error instanceof Error ? (causeOf(error) ?? error).message : String(error);
    super(
      `The database could not be brought up to date: migration ${tag} failed (${reason}), so ` +
        `none of the ${pending} pending migrations was applied. Restore the database from a ` +
        'backup, or repair it by hand, then start the server again.',
      { cause: error },
    );
    this.name = 'MigrationError';
  }
}

// Drizzle wraps the database's error in one whose message is the whole statement.
const causeOf = (error: Error) => (error.cause instanceof Error ? error.cause : undefined);

/**
 * Applies every migration of the journal that the database has not recorded, in the journal's
 * order, in one transaction, and answers their tags. Drizzle's own migrator applies only those
 * dated after the newest recorded one: a database migrated on a branch whose migration was
 * dated later than one merged beside it skipped the other for good, or applied its own twice
 * after a merge renumbered it. Here a migration is known by its content, as Drizzle records it
 * in the same table, so databases made by earlier versions need nothing done to them.
 */
export async function migrateDatabase(db: Database, folder = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(folder);
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (
    id SERIAL PRIMARY KEY,
    hash text NOT NULL,
    created_at bigint
  )`);
  const recorded = rawRows<{ hash: string }>(
    await db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations`),
  );
  const applied = new Set(recorded.map((row) => row.hash));
  const pending = migrations.filter((migration) => !applied.has(migration.hash));
  if (pending.length === 0) return [];
  let current = itemAt(pending, 0, 'pending migration');
  try {
    await db.transaction(async (tx) => {
      for (const migration of pending) {
        current = migration;
        for (const statement of migration.statements) await tx.execute(sql.raw(statement));
        await tx.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at)
          VALUES (${migration.hash}, ${migration.when})`);
      }
    });
  } catch (error) {
    throw new MigrationError(current.tag, pending.length, error);
  }
  return pending.map((migration) => migration.tag);
}
