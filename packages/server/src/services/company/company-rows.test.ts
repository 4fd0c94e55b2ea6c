import { describe, expect, it } from 'vitest';
import type { Company } from '@warband/schemas';
import {
  createCompany,
  createWarrior,
  heroPayload,
  NEW_SPELL,
  NO_LISTS,
} from '../../../test/companies';
import { registerUser, useTestApp } from '../../../test/helpers';
import type { Caller, ServiceContext } from '../context';
import { readCompany } from './company-entity';
import { loadPlayerCompanies } from './company-rows';
import { listCompanies } from './list-companies';

const t = useTestApp();

/** A player with two companies and warriors of every kind, lists of every kind. */
async function richPlayer(): Promise<Caller> {
  const user = await registerUser(t.app);
  const riders = await createCompany(t.app, user);
  const ents = await createCompany(t.app, user, { name: 'Ents', race: 'Custom', influence: 9 });
  const leader = await createWarrior(
    t.app,
    user,
    riders.id,
    heroPayload({
      rank: 'Leader',
      specialRules: [
        { id: 'r', new: true, type: 'wargear', name: 'Wall', wargearId: 'new-shield' },
        { id: 'r2', new: true, type: 'progression', name: 'Expert Rider' },
      ],
      spells: [{ ...NEW_SPELL, modifyCastingValue: -1 }],
    }),
  );
  await createWarrior(
    t.app,
    user,
    riders.id,
    heroPayload({ ...NO_LISTS, rank: 'Creature', owner: leader.id }),
  );
  await createWarrior(
    t.app,
    user,
    riders.id,
    heroPayload({
      rank: 'Warrior',
      status: 'dead',
      legWound: 1,
      // A Warrior has no Fate of his own; one gained counts him as a hero, with a leg wound.
      baseStats: { ...heroPayload().baseStats, fate: 0 },
      modifyStats: { ...heroPayload().modifyStats, fate: 1 },
    }),
  );
  await createWarrior(t.app, user, ents.id, heroPayload({ ...NO_LISTS, spells: [] }));
  return {
    ...user,
    donated: false,
    newRuleset: false,
    isAdmin: false,
    walkthroughDismissed: false,
    sessionId: 'test',
  };
}

describe('the one-statement read of GET /companies', () => {
  it('answers what reading each company on its own answers, in both rulesets', async () => {
    const caller = await richPlayer();
    const ctx = { db: t.db } as ServiceContext;
    const loaded = await loadPlayerCompanies(t.db, caller.id);
    for (const newRuleset of [false, true]) {
      const player = { ...caller, newRuleset };
      const listed = await listCompanies(ctx, player);
      const oneByOne: Company[] = [];
      for (const row of loaded.companies) oneByOne.push(await readCompany(t.db, row));
      expect(listed).toHaveLength(2);
      expect(Object.keys(listed[0]!.warriors)).toHaveLength(3);
      expect(listed).toStrictEqual(oneByOne);
    }
  });
});
