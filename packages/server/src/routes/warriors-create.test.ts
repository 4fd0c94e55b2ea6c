import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WARRIOR_HAS_NO_MIGHT_WILL_FATE } from '@warband/rules';
import { warriors } from '../db/schema';
import {
  UNKNOWN_ID,
  companiesApi,
  createCompany,
  createWarrior,
  heroPayload,
  NEW_SPELL,
  NO_LISTS,
  playerWithCompany,
} from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';

const t = useTestApp();

const player = () => playerWithCompany(t.app);

describe('POST /api/warrior/create', () => {
  it('creates the warrior with its four lists and answers the derived values', async () => {
    const { user, company } = await player();
    const warrior = await createWarrior(t.app, user, company.id, {
      ...heroPayload({ spells: [{ ...NEW_SPELL, modifyCastingValue: -1 }] }),
      totalPoints: 1,
      points: 1,
      totalStats: { fight: 10 },
    });
    expect(warrior).toMatchObject({
      companyId: company.id,
      name: 'Háma',
      status: '',
      level: 2,
      // 35 + Fight 5 + Courage 5 + progression rule 5; shield 2 + bow at its high price 10
      points: 50,
      wargearPoints: 12,
      totalPoints: 62,
      // own 2 + bow 1
      influenceTotal: 3,
      subTotalStats: { fight: 5, courage: 5, defence: 5 },
      totalStats: { fight: 5, courage: 5, defence: 6 },
    });
    expect(warrior.wargear.map((w) => [w.name, w.armouryId])).toEqual([
      ['Shield', null],
      ['Bow', null],
    ]);
    for (const list of [warrior.wargear, warrior.specialRules, warrior.heroicActions]) {
      expect(list[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(list[0]!.warriorId).toBe(warrior.id);
    }
    expect(warrior.spells).toMatchObject([
      { name: 'Sap', baseCastingValue: 5, modifyCastingValue: -1 },
    ]);
  });

  it('links a rule to the new item that grants it by its temporary id', async () => {
    const { user, company } = await player();
    const payload = heroPayload();
    const rule = {
      id: 'r',
      new: true,
      type: 'wargear',
      name: 'Shield wall',
      wargearId: 'new-shield',
    };
    const warrior = await createWarrior(t.app, user, company.id, {
      ...payload,
      specialRules: [rule],
    });
    const shield = warrior.wargear.find((item) => item.name === 'Shield')!;
    expect(warrior.specialRules[0]!.wargearId).toBe(shield.id);
  });

  it.each([
    [{ name: '' }, 'name', 'Please enter a name'],
    [{ rank: '' }, 'rank', 'Please select a rank'],
    [{ experience: 106 }, 'experience', 'Must be at most 105'],
    [{ baseStats: { move: 21 } }, 'baseStats.move', 'Must be at most 20'],
    [{ modifyStats: { fight: 1.5 } }, 'modifyStats.fight', 'Please enter a whole number'],
    [{ modifyStats: { fate: 3 } }, 'modifyStats.fate', 'Fate can be at most 3'],
    [
      { rank: 'Warrior', status: 'lost', baseStats: { fight: 3 } },
      'status',
      'Only heroes can be Lost in Battle',
    ],
    [
      { rank: 'Warrior', baseStats: { ...heroPayload().baseStats, might: 0, will: 1, fate: 0 } },
      'baseStats.will',
      WARRIOR_HAS_NO_MIGHT_WILL_FATE,
    ],
    [
      { rank: 'Warrior', baseStats: { ...heroPayload().baseStats, might: 1, fate: 1 } },
      'baseStats.fate',
      WARRIOR_HAS_NO_MIGHT_WILL_FATE,
    ],
    [{ chosenPath: 'Custom' }, 'customPath', 'Please enter a custom path'],
    [
      { wargear: [{ ...heroPayload().wargear[0], adjustmentValue: 4 }] },
      'wargear.0.adjustmentValue',
      'Must be at most 3',
    ],
    [
      {
        wargear: [{ ...heroPayload().wargear[0], specialRules: Array(4).fill({ name: 'Parry' }) }],
      },
      'wargear.0.specialRules',
      'At most 3 special rules',
    ],
    [
      {
        wargear: [{ ...heroPayload().wargear[0], specialAttacks: Array(4).fill({ name: 'Bash' }) }],
      },
      'wargear.0.specialAttacks',
      'At most 3 special attacks',
    ],
    [
      { wargear: [{ ...heroPayload().wargear[0], id: 'x', new: false }] },
      'wargear.0.id',
      'This entry is not on this warrior',
    ],
    [
      {
        specialRules: [{ id: 'r', new: true, type: 'wargear', name: 'Wall', wargearId: 'nowhere' }],
      },
      'specialRules.0.wargearId',
      'This item is not on this warrior',
    ],
    [
      { spells: [{ ...NEW_SPELL, baseCastingValue: 7 }] },
      'spells.0.baseCastingValue',
      'Please select a casting value from 2+ to 6+',
    ],
    [
      {
        heroicActions: [
          { id: 'a', new: true, type: 'base', name: 'Strike', modifyCastingValue: -4 },
        ],
      },
      'heroicActions.0.modifyCastingValue',
      'Must be at least -3',
    ],
    [{ owner: UNKNOWN_ID }, 'owner', 'Only a Creature has an owner'],
  ])('refuses %j with a message on %s and stores nothing', async (change, field, message) => {
    const { user, company, api } = await player();
    const response = await api.createWarrior({ ...heroPayload(change), companyId: company.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(await t.db.select().from(warriors).where(eq(warriors.userId, user.id))).toEqual([]);
  });

  it('allows an Intelligence adjustment under the 2024 ruleset only', async () => {
    const { company, api } = await player();
    const item = { ...heroPayload().wargear[0], adjustmentStat: 'intelligence' };
    const payload = { ...heroPayload({ wargear: [item] }), companyId: company.id };
    const refused = await api.createWarrior(payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'wargear.0.adjustmentStat': 'Intelligence is only available with the new ruleset',
    });
    // The company's ruleset decides, not the account's setting.
    await api.setRuleset(true);
    expect((await api.createWarrior(payload)).statusCode).toBe(400);
    await api.setCompanyRuleset(company.id, true);
    expect((await api.createWarrior(payload)).statusCode).toBe(201);
  });

  it('gives a Creature a living Leader or Sergeant of the same company as owner', async () => {
    const { user, company, api } = await player();
    const other = await createCompany(t.app, user, { name: 'Other' });
    const leader = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...NO_LISTS, rank: 'Leader' }),
    );
    const hero = await createWarrior(t.app, user, company.id, heroPayload(NO_LISTS));
    const fallen = await createWarrior(
      t.app,
      user,
      company.id,
      heroPayload({ ...NO_LISTS, rank: 'Sergeant', status: 'dead' }),
    );
    const elsewhere = await createWarrior(
      t.app,
      user,
      other.id,
      heroPayload({ ...NO_LISTS, rank: 'Leader' }),
    );
    const beast = (owner: string) => ({
      ...heroPayload({ ...NO_LISTS, rank: 'Creature', owner }),
      companyId: company.id,
    });
    for (const owner of [hero.id, fallen.id, elsewhere.id, UNKNOWN_ID]) {
      const response = await api.createWarrior(beast(owner));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        owner: 'The owner must be a living Leader or Sergeant of this company',
      });
    }
    const created = await api.createWarrior(beast(leader.id));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ rank: 'Creature', owner: leader.id });
  });

  it("answers 404 for another player's company, a missing one or a malformed id", async () => {
    const { company } = await player();
    const stranger = await registerUser(t.app);
    for (const companyId of [company.id, UNKNOWN_ID, 'not-an-id']) {
      const response = await companiesApi(t.app, stranger).createWarrior({
        ...heroPayload(),
        companyId,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(await t.db.select().from(warriors).where(eq(warriors.companyId, company.id))).toEqual(
      [],
    );
  });

  it('answers 401 without a token', async () => {
    const response = await companiesApi(t.app).createWarrior({
      ...heroPayload(),
      companyId: UNKNOWN_ID,
    });
    expect(response.statusCode).toBe(401);
  });
});
