import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';
import { KINDS, SAMPLES, libraryApi } from '../../test/library';

const t = useTestApp();
const { api, create } = libraryApi(t);

for (const kind of KINDS) {
  describe(`POST /api/${kind}/create`, () => {
    it('creates the entry and answers it with id and timestamps', async () => {
      const user = await registerUser(t.app);
      const response = await api(user.headers).create(kind, {
        ...SAMPLES[kind],
        id: 'chosen-by-client',
        userId: 'someone-else',
      });
      expect(response.statusCode).toBe(201);
      const entry = response.json();
      expect(entry).toMatchObject({ ...SAMPLES[kind] });
      expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(entry.createdAt).toISOString()).toBe(entry.createdAt);
      expect(entry.updatedAt).toBe(entry.createdAt);
      expect(entry).not.toHaveProperty('userId');
    });

    it('fills the optional description', async () => {
      const user = await registerUser(t.app);
      const { description: _description, ...withoutDescription } = SAMPLES[kind];
      const response = await api(user.headers).create(kind, withoutDescription);
      expect(response.statusCode).toBe(201);
      expect(response.json().description).toBe('');
    });

    it('refuses a blank name', async () => {
      const user = await registerUser(t.app);
      const response = await api(user.headers).create(kind, { ...SAMPLES[kind], name: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'Please check the highlighted fields.',
        fields: { name: 'Please enter a name' },
      });
    });

    it('answers 401 without a token', async () => {
      expect((await api().create(kind, SAMPLES[kind])).statusCode).toBe(401);
    });
  });

  describe(`GET /api/${kind}`, () => {
    it("lists the player's own entries by name, ignoring case and accents", async () => {
      const user = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      for (const name of ['charlie', 'Fox', 'Éclair', 'Alpha', 'echo', 'bravo'])
        await create(user, kind, { name });
      await create(stranger, kind, { name: 'Aardvark' });
      const response = await api(user.headers).list(kind);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((entry: { name: string }) => entry.name)).toEqual([
        'Alpha',
        'bravo',
        'charlie',
        'echo',
        'Éclair',
        'Fox',
      ]);
    });

    it('answers an empty list for a new player', async () => {
      const user = await registerUser(t.app);
      expect((await api(user.headers).list(kind)).json()).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      expect((await api().list(kind)).statusCode).toBe(401);
    });
  });

  describe(`PUT /api/${kind}/:id`, () => {
    it('updates the entry', async () => {
      const user = await registerUser(t.app);
      const entry = await create(user, kind);
      const response = await api(user.headers).update(kind, entry.id, {
        ...SAMPLES[kind],
        name: 'Renamed',
        description: 'Changed',
      });
      expect(response.statusCode).toBe(200);
      const updated = response.json();
      expect(updated).toMatchObject({
        id: entry.id,
        name: 'Renamed',
        description: 'Changed',
        createdAt: entry.createdAt,
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(entry.updatedAt));
      const listed = (await api(user.headers).list(kind)).json();
      expect(listed).toEqual([updated]);
    });

    it("answers 404 for another player's entry and leaves it alone", async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const entry = await create(owner, kind);
      const response = await api(stranger.headers).update(kind, entry.id, {
        ...SAMPLES[kind],
        name: 'Stolen',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
      expect((await api(owner.headers).list(kind)).json()[0].name).toBe(SAMPLES[kind].name);
    });

    it('answers 404 for an unknown id and for an id that is not a UUID', async () => {
      const user = await registerUser(t.app);
      for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
        const response = await api(user.headers).update(kind, id, SAMPLES[kind]);
        expect(response.statusCode).toBe(404);
      }
    });

    it('validates the body like create', async () => {
      const user = await registerUser(t.app);
      const entry = await create(user, kind);
      const response = await api(user.headers).update(kind, entry.id, {
        ...SAMPLES[kind],
        name: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ name: 'Please enter a name' });
    });

    it('answers 401 without a token', async () => {
      expect((await api().update(kind, UNKNOWN_ID, SAMPLES[kind])).statusCode).toBe(401);
    });
  });

  describe(`DELETE /api/${kind}/:id`, () => {
    it('deletes the entry', async () => {
      const user = await registerUser(t.app);
      const entry = await create(user, kind);
      const response = await api(user.headers).remove(kind, entry.id);
      expect(response.statusCode).toBe(204);
      expect((await api(user.headers).list(kind)).json()).toEqual([]);
      expect((await api(user.headers).remove(kind, entry.id)).statusCode).toBe(404);
    });

    it("answers 404 for another player's entry and keeps it", async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const entry = await create(owner, kind);
      expect((await api(stranger.headers).remove(kind, entry.id)).statusCode).toBe(404);
      expect((await api(owner.headers).list(kind)).json()).toHaveLength(1);
    });

    it('answers 404 for an id that is not a UUID', async () => {
      const user = await registerUser(t.app);
      expect((await api(user.headers).remove(kind, 'nope')).statusCode).toBe(404);
    });

    it('answers 401 without a token', async () => {
      expect((await api().remove(kind, UNKNOWN_ID)).statusCode).toBe(401);
    });
  });
}
