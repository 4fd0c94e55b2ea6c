import { describe, expect, it } from 'vitest';
import type { Company, CompanyFile, Profile, Warrior } from '@warband/schemas';
import { upgradeImage, type CompanyImage } from '../db/image-upgrades';
import {
  companiesApi,
  createWarrior,
  heroPayload,
  playerWithCompany,
  toPayload,
} from '../../test/companies';
import { registerUser, useTestApp } from '../../test/helpers';
import { libraryApi, SAMPLES, type Kind } from '../../test/library';
import { profilesApi, riderProfile } from '../../test/profiles';

// The turn phases a rule, heroic action or spell names (docs/rules.md#turn-phases): kept in the
// libraries, on a warrior's own copies, in the files, and refused when the game has no such phase.

const t = useTestApp();
const { api, create } = libraryApi(t);
const PHASED_KINDS = ['rule', 'heroicAction', 'spell'] as const satisfies readonly Kind[];

const PHASE_MESSAGE = 'Please choose phases from Priority, Move, Shoot, Fight, End';

for (const kind of PHASED_KINDS) {
  describe(`POST /api/${kind}/create and PUT /api/${kind}/:id with phases`, () => {
    it('keeps the phases named, answers and lists them, and changes them on save', async () => {
      const user = await registerUser(t.app);
      const created = await api(user.headers).create(kind, {
        ...SAMPLES[kind],
        phases: ['shoot', 'move'],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().phases).toEqual(['shoot', 'move']);
      const id: string = created.json().id;

      const updated = await api(user.headers).update(kind, id, {
        ...SAMPLES[kind],
        phases: ['fight'],
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().phases).toEqual(['fight']);

      const listed = await api(user.headers).list(kind);
      expect(listed.json()).toEqual([expect.objectContaining({ id, phases: ['fight'] })]);
    });

    it('names no phase when none is sent', async () => {
      const user = await registerUser(t.app);
      const entry = await create(user, kind);
      const [listed] = (await api(user.headers).list(kind)).json();
      expect(listed).toMatchObject({ id: entry.id, phases: [] });
    });

    it('refuses a phase the game does not have with 400 on the field, and writes nothing', async () => {
      const user = await registerUser(t.app);
      const entry = await create(user, kind, { phases: ['end'] });
      const refused = await api(user.headers).create(kind, {
        ...SAMPLES[kind],
        name: 'Not kept',
        phases: ['move', 'magic'],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { 'phases.1': PHASE_MESSAGE },
      });
      const twice = await api(user.headers).update(kind, entry.id, {
        ...SAMPLES[kind],
        phases: ['move', 'move'],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().fields).toEqual({ phases: 'Please choose each phase once' });

      const listed = (await api(user.headers).list(kind)).json();
      expect(listed).toEqual([expect.objectContaining({ id: entry.id, phases: ['end'] })]);
    });

    it("answers 404 for another player's entry and leaves its phases as they are", async () => {
      const owner = await registerUser(t.app);
      const stranger = await registerUser(t.app);
      const entry = await create(owner, kind, { phases: ['priority'] });
      const response = await api(stranger.headers).update(kind, entry.id, {
        ...SAMPLES[kind],
        phases: ['end'],
      });
      expect(response.statusCode).toBe(404);
      const [listed] = (await api(owner.headers).list(kind)).json();
      expect(listed.phases).toEqual(['priority']);
    });
  });
}

/** A hero whose rule, heroic action and spell are copies of the player's library entries. */
async function heroWithLibraryCopies() {
  const { user, company, api: companies } = await playerWithCompany(t.app);
  const rule = await create(user, 'rule', { name: 'Throwing weapons', phases: ['shoot'] });
  const action = await create(user, 'heroicAction', { name: 'Heroic Move', phases: ['move'] });
  const spell = await create(user, 'spell', { name: 'Fury', phases: ['move'] });
  const warrior = await createWarrior(
    t.app,
    user,
    company.id,
    heroPayload({
      rank: 'Leader',
      specialRules: [
        {
          id: 'new-rule',
          new: true,
          type: 'base',
          name: rule.name,
          myRuleId: rule.id,
          phases: ['shoot'],
        },
      ],
      heroicActions: [
        {
          id: 'new-action',
          new: true,
          type: 'base',
          name: action.name,
          myHeroicActionsId: action.id,
          phases: ['move'],
        },
      ],
      spells: [
        {
          id: 'new-spell',
          new: true,
          type: 'base',
          name: spell.name,
          baseCastingValue: 3,
          mySpellsId: spell.id,
          phases: ['move'],
        },
      ],
    }),
  );
  return { user, company, companies, warrior };
}

type Phased = { phases: readonly string[] }[];
const phasesOf = (warrior: { specialRules: Phased; heroicActions: Phased; spells: Phased }) => ({
  specialRules: warrior.specialRules.map((entry) => entry.phases),
  heroicActions: warrior.heroicActions.map((entry) => entry.phases),
  spells: warrior.spells.map((entry) => entry.phases),
});

const COPIED = { specialRules: [['shoot']], heroicActions: [['move']], spells: [['move']] };

describe("a warrior's copies of rules, heroic actions and spells", () => {
  it('keep the phases they were given, in the answer and in the companies list', async () => {
    const { companies, company, warrior } = await heroWithLibraryCopies();
    expect(phasesOf(warrior)).toEqual(COPIED);
    const listed = (await companies.list()).json<Company[]>();
    const read = listed.find((c) => c.id === company.id)?.warriors[warrior.id];
    expect(read && phasesOf(read)).toEqual(COPIED);
  });

  it('change them on save, and keep those of entries saved as they were', async () => {
    const { companies, warrior } = await heroWithLibraryCopies();
    const [rule] = warrior.specialRules;
    const response = await companies.updateWarrior(
      warrior.id,
      toPayload(warrior, { specialRules: [{ ...rule, phases: ['shoot', 'fight'] }] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(phasesOf(response.json<Warrior>())).toEqual({
      ...COPIED,
      specialRules: [['shoot', 'fight']],
    });
  });

  it('refuse a phase the game does not have with 400 on the field, and write nothing', async () => {
    const { companies, warrior } = await heroWithLibraryCopies();
    const [spell] = warrior.spells;
    const response = await companies.updateWarrior(
      warrior.id,
      toPayload(warrior, { spells: [{ ...spell, phases: ['magic'] }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'spells.0.phases.0': PHASE_MESSAGE });
    const [read] = (await companies.warriors(warrior.companyId)).json<Warrior[]>();
    expect(read && phasesOf(read)).toEqual(COPIED);
  });

  it("answer 404 for another player's warrior and leave its phases as they are", async () => {
    const { companies, warrior } = await heroWithLibraryCopies();
    const stranger = await registerUser(t.app);
    const response = await companiesApi(t.app, stranger).updateWarrior(
      warrior.id,
      toPayload(warrior, { specialRules: [{ ...warrior.specialRules[0], phases: [] }] }),
    );
    expect(response.statusCode).toBe(404);
    const [read] = (await companies.warriors(warrior.companyId)).json<Warrior[]>();
    expect(read && phasesOf(read)).toEqual(COPIED);
  });

  it('travel with the company file into another account', async () => {
    const { user, company } = await heroWithLibraryCopies();
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/company/${company.id}/export`,
      headers: user.headers,
    });
    expect(exported.statusCode).toBe(200);
    const file = exported.json<CompanyFile>();
    expect(file.warriors.map(phasesOf)).toEqual([COPIED]);

    const other = await registerUser(t.app);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/company/import',
      headers: other.headers,
      payload: { file },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const [copy] = (await companiesApi(t.app, other).list()).json<Company[]>();
    expect(Object.values(copy?.warriors ?? {}).map(phasesOf)).toEqual([COPIED]);
  });
});

describe("a profile's rules", () => {
  it('keep their phases, and carry them in the library file', async () => {
    const user = await registerUser(t.app);
    const profiles = profilesApi(t.app, user);
    const response = await profiles.create(
      riderProfile({
        wargear: [],
        specialRules: [
          { id: 'r', new: true, type: 'base', name: 'Keen nose', phases: ['move'] },
          { id: 's', new: true, type: 'base', name: 'Burly' },
        ],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const profile = response.json<Profile>();
    expect(profile.specialRules.map((rule) => rule.phases)).toEqual([['move'], []]);
    const pack = await t.app.inject({
      method: 'GET',
      url: '/api/library/export',
      headers: user.headers,
    });
    const [packed] = pack.json().profiles;
    expect(packed.specialRules.map((rule: { phases: string[] }) => rule.phases)).toEqual([
      ['move'],
      [],
    ]);
  });
});

describe('a company image taken before entries had phases', () => {
  it("is upgraded with no phase on the warrior's rules, heroic actions and spells", () => {
    const entry = { id: 'e', name: 'Terror' };
    const image: CompanyImage = {
      version: 2,
      companies: { id: 'c' },
      warriors: [{ id: 'w' }],
      warrior_wargear: [{ id: 'g' }],
      warrior_rules: [entry],
      warrior_heroic_actions: [entry],
      warrior_spells: [entry, { ...entry, phases: ['move'] }],
    };
    const upgraded = upgradeImage(image);
    expect(upgraded?.warrior_rules).toEqual([{ ...entry, phases: [] }]);
    expect(upgraded?.warrior_heroic_actions).toEqual([{ ...entry, phases: [] }]);
    expect(upgraded?.warrior_spells).toEqual([
      { ...entry, phases: [] },
      { ...entry, phases: ['move'] },
    ]);
    expect(upgraded?.warrior_wargear).toEqual([{ id: 'g' }]);
  });
});
