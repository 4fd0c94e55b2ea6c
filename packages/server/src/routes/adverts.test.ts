import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeTempDir, useTestApp } from '../../test/helpers';

const t = useTestApp();
const temp = makeTempDir();
afterAll(() => temp.remove());

const banner = (n: number) => ({
  image: `https://cdn.store.test/banner-${n}.png`,
  link: `https://store.test/?ref=ledger&b=${n}`,
  alt: `Store banner ${n}`,
});
const CONFIGURED = {
  wide: [banner(1)],
  tall: [banner(2)],
  square: [banner(3)],
  mobile: [banner(4)],
};

describe('GET /api/adverts', () => {
  it('answers the placeholder banners, three of each size, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/adverts' });
    expect(response.statusCode).toBe(200);
    const adverts = response.json();
    for (const size of ['wide', 'tall', 'square', 'mobile']) {
      expect(adverts[size]).toHaveLength(3);
      expect(adverts[size][0].image).toMatch(new RegExp(`^/adverts/${size}-1\\.svg$`));
    }
  });

  it('answers the banners of DATA_DIR/adverts.json and lets their pictures through the CSP', async () => {
    fs.writeFileSync(path.join(temp.dir, 'adverts.json'), JSON.stringify(CONFIGURED));
    const app = await buildTestApp(t.db, temp.dir);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/adverts' });
      expect(response.json()).toEqual(CONFIGURED);
      expect(response.headers['content-security-policy']).toContain('https://cdn.store.test');
    } finally {
      await app.close();
    }
  });

  it('refuses to start with an adverts file that does not describe banners', async () => {
    const file = path.join(temp.dir, 'bad.json');
    fs.writeFileSync(file, JSON.stringify({ ...CONFIGURED, wide: [{ image: 'javascript:x' }] }));
    await expect(buildTestApp(t.db, temp.dir, { ADVERTS_FILE: file })).rejects.toThrow(
      /adverts file .*bad\.json is not valid[\s\S]*wide\.0\.image/,
    );
    fs.writeFileSync(file, '{ not json');
    await expect(buildTestApp(t.db, temp.dir, { ADVERTS_FILE: file })).rejects.toThrow(
      /is not JSON/,
    );
  });
});
