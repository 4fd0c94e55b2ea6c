import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Warrior } from '@warband/schemas';
import { companiesApi, createWarrior, heroPayload, playerWithCompany } from '../../test/companies';
import { buildTestApp, captureLogs, useTestApp } from '../../test/helpers';
import { uploadImage } from '../../test/images';

const t = useTestApp();

const fileOf = (url: string) => path.join(t.config.dataDir, url.replace(/^\//, ''));
const stored = (url: string) => fs.existsSync(fileOf(url));

async function settled() {
  await t.app.background.settled();
}

describe('warrior images are removed from storage', () => {
  it('when a new version replaces one, and when one is cleared', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const first = await uploadImage(t.app, user, company.id);
    const hero = await createWarrior(t.app, user, company.id, heroPayload({ image: first }));
    const second = await uploadImage(t.app, user, company.id);
    const replaced = await api.updateWarrior(hero.id, { ...hero, image: second });
    expect(replaced.statusCode, replaced.body).toBe(200);
    await settled();
    expect(stored(first)).toBe(false);
    expect(stored(second)).toBe(true);
    const cleared = await api.updateWarrior(hero.id, { ...replaced.json<Warrior>(), image: '' });
    expect(cleared.statusCode).toBe(200);
    await settled();
    expect(stored(second)).toBe(false);
  });

  it('not when the save keeps it, nor while another warrior shows it', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const image = await uploadImage(t.app, user, company.id);
    const hero = await createWarrior(t.app, user, company.id, heroPayload({ image }));
    const twin = await createWarrior(t.app, user, company.id, heroPayload({ image, name: 'Twin' }));
    const renamed = await api.updateWarrior(hero.id, { ...hero, name: 'Háma' });
    expect(renamed.statusCode).toBe(200);
    const cleared = await api.updateWarrior(hero.id, { ...renamed.json<Warrior>(), image: '' });
    expect(cleared.statusCode).toBe(200);
    await settled();
    expect(stored(image)).toBe(true);
    expect((await api.deleteWarrior(twin.id)).statusCode).toBe(204);
    await settled();
    expect(stored(image)).toBe(false);
  });

  it('when the warrior is deleted, with the images of the Creatures it owns', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const leader = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ rank: 'Leader', image: await uploadImage(t.app, user, company.id) }),
    );
    const creature = await createWarrior(t.app, user, company.id, {
      ...heroPayload({ name: 'Hound', rank: 'Creature', owner: leader.id }),
      image: await uploadImage(t.app, user, company.id),
      heroicActions: [],
    });
    expect((await api.deleteWarrior(leader.id)).statusCode).toBe(204);
    await settled();
    expect(stored(leader.image)).toBe(false);
    expect(stored(creature.image)).toBe(false);
  });

  it('when a fallen warrior is deleted from the graveyard', async () => {
    const { user, company } = await playerWithCompany(t.app);
    const image = await uploadImage(t.app, user, company.id);
    const fallen = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ image, status: 'dead' }),
    );
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/graveyard/${fallen.id}`,
      headers: user.headers,
    });
    expect(response.statusCode).toBe(204);
    await settled();
    expect(stored(image)).toBe(false);
  });

  it('when the company is deleted, with images uploaded but never saved', async () => {
    const { user, company, api } = await playerWithCompany(t.app);
    const hero = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ image: await uploadImage(t.app, user, company.id) }),
    );
    const unsaved = await uploadImage(t.app, user, company.id);
    const other = await playerWithCompany(t.app);
    const theirs = await uploadImage(t.app, other.user, other.company.id);
    expect((await api.deleteCompany(company.id)).statusCode).toBe(204);
    await settled();
    expect(stored(hero.image)).toBe(false);
    expect(stored(unsaved)).toBe(false);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', user.id, company.id))).toBe(false);
    expect(stored(theirs)).toBe(true);
  });
});

describe('a removal that fails', () => {
  it('is logged, and the save it follows stands', async () => {
    const logs = captureLogs();
    const app = await buildTestApp(
      t.db,
      t.config.dataDir,
      { LOG_LEVEL: 'error' },
      {
        logStream: logs.stream,
      },
    );
    try {
      const { user, company } = await playerWithCompany(app);
      const api = companiesApi(app, user);
      const image = await uploadImage(app, user, company.id);
      const hero = await createWarrior(app, user, company.id, heroPayload({ image }));
      // A directory where the file was: removing it as a file fails.
      fs.rmSync(fileOf(image));
      fs.mkdirSync(fileOf(image));
      const response = await api.updateWarrior(hero.id, { ...hero, image: '' });
      expect(response.statusCode).toBe(200);
      await app.background.settled();
      const failure = logs
        .entries()
        .find((entry) => entry.msg === 'removing warrior images failed');
      expect(failure).toMatchObject({ level: 50 });
      expect(response.json<Warrior>().image).toBe('');
    } finally {
      await app.close();
    }
  });
});
