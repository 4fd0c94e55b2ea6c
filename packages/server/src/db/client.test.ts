import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, makeTempDir } from '../../test/helpers';
import { openDatabase } from './client';
import { DataDirLockedError } from './lock';
import { users } from './schema';

// Each start here creates or opens a whole embedded database, two of them migrated: a few
// seconds on a quiet machine, many times that while the other test workers keep both cores busy.
const STARTS_TIMEOUT_MS = 120_000;

// The embedded database whatever the project's driver: run once, by the project on it.
describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')(
  'openDatabase on a data directory',
  () => {
    const temp = makeTempDir();
    const dataDir = path.join(temp.dir, 'nested', 'data');
    afterAll(() => temp.remove());

    it(
      'creates the directory, keeps data across restarts and holds the lock while open',
      async () => {
        // What a first start interrupted while creating the database would leave behind.
        fs.mkdirSync(path.join(dataDir, 'db.initdb'), { recursive: true });
        fs.writeFileSync(path.join(dataDir, 'db.initdb', 'PG_VERSION'), 'half made');
        const first = await openDatabase({ dataDir });
        try {
          expect(first.driver).toBe('pglite');
          expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
          expect(fs.existsSync(path.join(dataDir, 'db.initdb'))).toBe(false);
          expect(fs.readFileSync(path.join(dataDir, 'db.lock'), 'utf8')).toMatch(
            new RegExp(`^${process.pid}\\b`),
          );
          await first.migrate();
          await first.db
            .insert(users)
            .values({ name: 'Kept', email: 'kept@example.test', passwordHash: 'x' });
          await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
        } finally {
          await first.close();
        }
        expect(fs.existsSync(path.join(dataDir, 'db.lock'))).toBe(false);

        const second = await openDatabase({ dataDir });
        try {
          await second.migrate();
          expect(await second.db.select({ name: users.name }).from(users)).toEqual([
            { name: 'Kept' },
          ]);
        } finally {
          await second.close();
        }
      },
      STARTS_TIMEOUT_MS,
    );
  },
);

// Only a server has concurrent connections to race; the server-pg project runs this.
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('openDatabase on PostgreSQL', () => {
  it('lets servers that start together migrate one at a time', async () => {
    const fresh = await createTestDatabase({ migrated: false });
    const servers = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: fresh.url })),
    );
    try {
      await Promise.all(servers.map((server) => server.migrate()));
      await servers[0]!.db
        .insert(users)
        .values({ name: 'Raced', email: 'raced@example.test', passwordHash: 'x' });
      expect(await servers[2]!.db.select({ name: users.name }).from(users)).toEqual([
        { name: 'Raced' },
      ]);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await fresh.close();
    }
  });
});
