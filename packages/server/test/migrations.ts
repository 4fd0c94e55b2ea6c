import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../src/db/migrate';

/** A copy in `dir` of the migrations folder as it was before the migration `tag`. */
export function migrationsBefore(tag: string, dir: string): string {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
  const entries = journal.entries.slice(0, upTo);
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const entry of entries) {
    fs.copyFileSync(
      path.join(MIGRATIONS_DIR, `${entry.tag}.sql`),
      path.join(dir, `${entry.tag}.sql`),
    );
  }
  return dir;
}
