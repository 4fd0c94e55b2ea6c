import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Company, Warrior } from '@warband/schemas';
import { registerUser, type TestUser } from './helpers';

/** A UUID no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

export const COMPANY = { name: 'Riders of the Mark', race: 'Rohan', influence: 5, backstory: '' };

/**
 * A Hero of Rohan: base 6" 4/4+ 3 5 2 2 C4 I5, Fate 1, 35 points, Fight +1, with a shield
 * from the profile (+1 Defence, 2 points) and a bow from the armoury (5/10 points, 1
 * influence), a progression rule and a heroic action.
 */
export function heroPayload(extra: Record<string, unknown> = {}) {
  return {
    name: 'Háma',
    rank: 'Hero',
    baseClass: 'Rider',
    basePoints: 35,
    experience: 7,
    influence: 2,
    baseStats: {
      move: 6,
      fight: 4,
      shoot: 4,
      strength: 3,
      defence: 5,
      attacks: 2,
      wounds: 2,
      courage: 4,
      intelligence: 5,
      might: 0,
      will: 0,
      fate: 1,
    },
    modifyStats: { fight: 1, courage: 1 },
    wargear: [
      {
        id: 'new-shield',
        new: true,
        type: 'base',
        name: 'Shield',
        pointsLow: 2,
        pointsHigh: 2,
        mount: 0,
        adjustmentStat: 'defence',
        adjustmentValue: 1,
      },
      {
        id: 'new-bow',
        new: true,
        type: 'armoury',
        name: 'Bow',
        pointsLow: 5,
        pointsHigh: 10,
        influence: 1,
        mount: 0,
      },
    ],
    specialRules: [{ id: 'new-rule', new: true, type: 'progression', name: 'Expert Rider' }],
    heroicActions: [{ id: 'new-action', new: true, type: 'base', name: 'Heroic Strike' }],
    spells: [],
    ...extra,
  };
}

export function companiesApi(app: FastifyInstance, user?: Pick<TestUser, 'headers'>) {
  const headers = user?.headers ?? {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    list: () => call('GET', '/api/companies'),
    createCompany: (payload: object) => call('POST', '/api/company/create', payload),
    updateCompany: (id: string, payload: object) => call('PUT', `/api/company/${id}`, payload),
    retire: (id: string, retire: boolean) =>
      call('PUT', `/api/company/${id}/retire`, { id, retire }),
    deleteCompany: (id: string) => call('DELETE', `/api/company/${id}`),
    warriors: (companyId: string) => call('GET', `/api/warrior/${companyId}`),
    createWarrior: (payload: object) => call('POST', '/api/warrior/create', payload),
    updateWarrior: (id: string, payload: object) => call('PUT', `/api/warrior/${id}`, payload),
    deleteWarrior: (id: string) => call('DELETE', `/api/warrior/${id}`),
    setRuleset: (newRuleset: boolean) => call('PUT', '/api/users/settings', { newRuleset }),
    /** The company's own ruleset, switched through the Details tab's save. */
    setCompanyRuleset: async (id: string, newRuleset: boolean) => {
      const companies = (await call('GET', '/api/companies')).json<Company[]>();
      const { name, race, influence, backstory, revision } = companies.find((c) => c.id === id)!;
      const body = { name, race, influence, backstory, revision, newRuleset };
      return call('PUT', `/api/company/${id}`, body);
    },
  };
}

export async function createCompany(app: FastifyInstance, user: TestUser, extra: object = {}) {
  const response = await companiesApi(app, user).createCompany({ ...COMPANY, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Company>();
}

export async function createWarrior(
  app: FastifyInstance,
  user: TestUser,
  companyId: string,
  payload: Record<string, unknown> = heroPayload(),
) {
  const response = await companiesApi(app, user).createWarrior({ ...payload, companyId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Warrior>();
}

/** A warrior as read back, turned into the body of its next save (lists with their ids). */
export function toPayload(warrior: Warrior, extra: Record<string, unknown> = {}) {
  return { ...warrior, ...extra };
}

/** A new spell entry and empty lists, for warriors whose other lists do not matter. */
export const NEW_SPELL = {
  id: 'new-spell',
  new: true,
  type: 'base',
  name: 'Sap',
  baseCastingValue: 5,
};
export const NO_LISTS = { wargear: [], specialRules: [], heroicActions: [] };

/** A registered player with one company, and the companies API as that player. */
export async function playerWithCompany(app: FastifyInstance) {
  const user = await registerUser(app);
  const company = await createCompany(app, user);
  return { user, company, api: companiesApi(app, user) };
}
