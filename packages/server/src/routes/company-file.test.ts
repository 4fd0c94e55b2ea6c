import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BATTLE_NOT_IMAGED,
  COMPANY_FILE_FORMAT,
  type BattleHistory,
  UNSTORABLE_CHARACTER,
  type Company,
  type CompanyFile,
} from '@warband/schemas';
import { aftermathFor, applied, battleApi, companyForBattle } from '../../test/battles';
import {
  companiesApi,
  createWarrior,
  heroPayload,
  NEW_SPELL,
  playerWithCompany,
  toPayload,
} from '../../test/companies';
import { registerUser, type TestUser, useTestApp } from '../../test/helpers';
import { uploadImage } from '../../test/images';
import { OWNER_NOT_VALID } from '../services/warrior/warrior-checks';

const t = useTestApp();

function fileApi(user: Pick<TestUser, 'headers'>) {
  return {
    exportFile: (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/company/${id}/export`, headers: user.headers }),
    importFile: (file: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/company/import',
        headers: user.headers,
        payload: { file },
      }),
  };
}

/**
 * A file with its ids and dates named by their order of first appearance, so two exports
 * of the same company in two accounts can be compared whole.
 */
function withoutIdsAndDates(file: CompanyFile) {
  const names = new Map<string, string>();
  const text = JSON.stringify({ ...file, exportedAt: 'date' }).replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    (id) => {
      if (!names.has(id)) names.set(id, `id-${names.size}`);
      return names.get(id)!;
    },
  );
  return JSON.parse(text) as unknown;
}

/**
 * The battle company of the aftermath tests (a Hero with wargear, a rule granted by an item
 * and a heroic action, a Warrior, a Leader with a spell, his Creature), after one battle.
 */
async function campaignFile() {
  const player = await companyForBattle(t.app);
  const { api, hero, leader, company } = player;
  const withSpell = await api.updateWarrior(leader.id, toPayload(leader, { spells: [NEW_SPELL] }));
  expect(withSpell.statusCode, withSpell.body).toBe(200);
  const shield = hero.wargear[0]!;
  const granted = await api.updateWarrior(
    hero.id,
    toPayload(hero, {
      specialRules: [
        ...hero.specialRules,
        { id: 'new-granted', new: true, type: 'wargear', name: 'Shieldwall', wargearId: shield.id },
      ],
    }),
  );
  expect(granted.statusCode, granted.body).toBe(200);
  const warriors = [player.hero, player.warrior, player.leader, player.creature];
  await applied(await player.battles.apply(company.id, aftermathFor(warriors, { result: 'win' })));
  const exported = await fileApi(player.user).exportFile(company.id);
  expect(exported.statusCode, exported.body).toBe(200);
  return { ...player, exported, file: exported.json<CompanyFile>() };
}

describe('GET /api/company/:id/export and POST /api/company/import', () => {
  let campaign: Awaited<ReturnType<typeof campaignFile>>;
  beforeAll(async () => {
    campaign = await campaignFile();
  });

  it('moves a company to another account and back to the same file, apart from ids and dates', async () => {
    const { exported, file, company } = campaign;
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="riders-of-the-mark-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(file.format).toBe(COMPANY_FILE_FORMAT);
    expect(file.warriors).toHaveLength(4);
    expect(file.battles).toHaveLength(1);
    expect(file.events.map((event) => event.kind)).toContain('battleApplied');
    // Library ids are the exporter's: the file has none.
    expect(exported.body).not.toMatch(/armouryId|myRuleId|mySpellsId|myHeroicActionsId/);

    const second = await registerUser(t.app);
    const imported = await fileApi(second).importFile(file);
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json<Company>();
    expect(copy.id).not.toBe(company.id);
    expect(copy.currentRating).toBe(file.company.currentRating);
    expect(copy.rating).toBe(file.battles[0]!.ratingAfter);

    const again = await fileApi(second).exportFile(copy.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(withoutIdsAndDates(again.json<CompanyFile>())).toEqual(withoutIdsAndDates(file));
    // The copy is the second player's own: its battle shows in their history.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/company/${copy.id}/battles`,
      headers: second.headers,
    });
    expect(history.json()).toMatchObject({ record: { won: 1, drawn: 0, lost: 0 } });
  });

  it('offers no undo of a battle the file brought, and says why; a battle fought since undoes', async () => {
    const second = await registerUser(t.app);
    const copy = (await fileApi(second).importFile(campaign.file)).json<Company>();
    const battles = battleApi(t.app, second);
    const history = async () => (await battles.history(copy.id)).json<BattleHistory>().battles;
    const [brought] = await history();
    expect(brought).toMatchObject({ undoable: false, correctable: false });
    const refused = await battles.undo(copy.id, brought!.battleId, { discardEdits: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: BATTLE_NOT_IMAGED });

    // A battle the new owner fights keeps what it needs to be undone.
    // The plain Warrior alone, whose experience crosses no level.
    const eothain = Object.values(copy.warriors).filter((warrior) => warrior.name === 'Eothain');
    const fought = aftermathFor(eothain, { result: 'loss' });
    await applied(await battles.apply(copy.id, fought));
    expect((await history())[0]).toMatchObject({ battleId: fought.battleId, undoable: true });
    const undone = await battles.undo(copy.id, fought.battleId);
    expect(undone.statusCode, undone.body).toBe(200);
  });

  it("answers 404 for another player's company, as for one that does not exist", async () => {
    const { company } = campaign;
    const stranger = await registerUser(t.app);
    const response = await fileApi(stranger).exportFile(company.id);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Riders');
  });

  it('works out derived values again, whatever the file says of them', async () => {
    const { file } = campaign;
    const tampered = structuredClone(file);
    Object.assign(tampered.company, { rating: 9999, currentRating: 9999 });
    for (const warrior of tampered.warriors) {
      Object.assign(warrior, { totalPoints: 9999, level: 99 });
    }
    const importer = await registerUser(t.app);
    const response = await fileApi(importer).importFile(tampered);
    expect(response.statusCode, response.body).toBe(201);
    const company = response.json<Company>();
    expect(company.currentRating).toBe(file.company.currentRating);
    expect(company.rating).toBe(file.battles[0]!.ratingAfter);
    for (const warrior of Object.values(company.warriors)) {
      expect(warrior.totalPoints).not.toBe(9999);
      expect(warrior.level).not.toBe(99);
    }
  });

  it('refuses malformed files with a 4xx naming the problem, and writes nothing', async () => {
    const { file } = campaign;
    const importer = await registerUser(t.app);
    const api = fileApi(importer);
    const refusals: [string, unknown, string, RegExp][] = [
      ['wrong version', { ...file, version: 2 }, 'file.version', /version 1/],
      [
        '300 wargear',
        {
          ...file,
          warriors: [
            {
              ...file.warriors[0]!,
              wargear: Array.from({ length: 300 }, (_, i) => ({
                ...file.warriors[0]!.wargear[0]!,
                id: `item-${i}`,
              })),
            },
          ],
        },
        'file.warriors.0.wargear',
        /At most 50 entries/,
      ],
      [
        'NUL in a name',
        { ...file, company: { ...file.company, name: 'Riders\u0000' } },
        'file.company.name',
        new RegExp(UNSTORABLE_CHARACTER),
      ],
      [
        'a Creature owned by no one in the file',
        {
          ...file,
          warriors: file.warriors.map((w) =>
            w.rank === 'Creature' ? { ...w, owner: 'somebody-else' } : w,
          ),
        },
        `file.warriors.${file.warriors.findIndex((w) => w.rank === 'Creature')}.owner`,
        new RegExp(OWNER_NOT_VALID),
      ],
    ];
    for (const [label, body, field, message] of refusals) {
      const response = await api.importFile(body);
      expect(response.statusCode, label).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields[field], label).toMatch(
        message,
      );
    }

    const huge = await api.importFile({
      ...file,
      company: { ...file.company, backstory: 'x'.repeat(10 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: expect.stringMatching(/too large/) });

    const companies = await companiesApi(t.app, importer).list();
    expect(companies.json()).toEqual([]);
  });

  it("copies the importer's own images into the new company, and leaves out another player's", async () => {
    const owner = await playerWithCompany(t.app);
    const image = await uploadImage(t.app, owner.user, owner.company.id);
    await createWarrior(t.app, owner.user, owner.company.id, heroPayload({ image }));
    const exported = await fileApi(owner.user).exportFile(owner.company.id);
    const file = exported.json<CompanyFile>();
    expect(file.warriors.map((warrior) => warrior.image)).toEqual([image]);

    const again = await fileApi(owner.user).importFile(file);
    expect(again.statusCode, again.body).toBe(201);
    const copy = again.json<Company>();
    const [copied] = Object.values(copy.warriors).map((warrior) => warrior.image);
    expect(copied).toMatch(new RegExp(`/${owner.user.id}/${copy.id}/[^/]+\\.jpg$`));

    const other = await registerUser(t.app);
    const imported = await fileApi(other).importFile(file);
    expect(imported.statusCode, imported.body).toBe(201);
    const warriors = Object.values(imported.json<Company>().warriors);
    expect(warriors.map((warrior) => warrior.image)).toEqual(['']);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', other.id))).toBe(false);
  });
});
