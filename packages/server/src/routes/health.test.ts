import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, makeTempDir, testConfig, useTestApp } from '../../test/helpers';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 in the error shape when the database does not', async () => {
    const temp = makeTempDir();
    const broken = {
      select: () => {
        throw new Error('connection refused');
      },
    } as unknown as typeof t.db;
    const app = await buildApp({ config: testConfig(temp.dir), db: broken });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'INTERNAL', requestId: expect.any(String) });
      expect(response.body).not.toContain('connection refused');
    } finally {
      await app.close();
      temp.remove();
    }
  });
});

describe('GET /api/health on a database without its tables', () => {
  it('answers 503: a database that answers `select 1` is not enough', async () => {
    const empty = await createTestDatabase({ migrated: false });
    const temp = makeTempDir();
    const app = await buildApp({ config: testConfig(temp.dir), db: empty.db });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'INTERNAL',
        message: 'The database is not answering.',
      });
    } finally {
      await app.close();
      await empty.close();
      temp.remove();
    }
  });
});
