import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LibraryKind } from '@warband/schemas';
import type { ApiRoute } from './api-routes';
import { COMPANY, heroPayload } from './companies';
import { exampleOf } from './example-body';
import { riderProfile } from './profiles';
import type { TestUser } from './helpers';

/**
 * One row of every kind a player owns, made through the API, and what the tests that walk
 * every route need to aim at them: which id a route's path takes, and a valid body.
 */

/** A valid new entry for each library; typed by the registry, so no library lacks one. */
export const LIBRARY_SAMPLES: Record<LibraryKind, Record<string, unknown>> = {
  wargear: {
    name: 'Elven blade',
    pointsLow: 5,
    pointsHigh: 5,
    mount: 0,
    specialRules: [{ name: 'Sharp', description: 'Cuts well' }],
  },
  rule: { name: 'Terror', description: 'Foes must take a Courage test' },
  spell: { name: 'Immobilise', baseCastingValue: 3 },
  heroicAction: { name: 'Heroic Strike' },
};

export type OwnedKind =
  LibraryKind | 'company' | 'warrior' | 'graveyard' | 'profile' | 'campaign' | 'battle' | 'match';
export type OwnedIds = Record<OwnedKind, string>;

/** Names the owner's rows carry, to look for in what another player reads. */
export const OWNED_NAMES = [
  'Elven blade',
  'Terror',
  COMPANY.name,
  'Háma',
  'Théodred',
  'Rider of Rohan',
  'Seeded Campaign',
];

// Routes whose {id} is not a row of the kind their path starts with.
const ID_KIND_EXCEPTIONS: Record<string, OwnedKind> = {
  'GET /api/warrior/{id}': 'company',
};

// Valid bodies where the schema cannot describe one (passwords that match, a whole warrior).
const BODIES: Record<string, (ids: OwnedIds) => object> = {
  'PUT /api/company/{id}': () => ({ ...COMPANY, revision: 0 }),
  'PUT /api/company/{id}/retire': (ids) => ({ id: ids.company, retire: true }),
  'PUT /api/warrior/{id}': () => heroPayload({ revision: 0 }),
  'PUT /api/graveyard/{id}': () => ({ status: '', revision: 0 }),
  'PUT /api/profile/{id}': () => riderProfile(),
  'PUT /api/company/{id}/battle': (ids) => ({
    battleId: randomUUID(),
    result: 'win',
    participants: [{ warriorId: ids.warrior }],
  }),
  'POST /api/campaign/{id}/leave': (ids) => ({ companyId: ids.company }),
  'POST /api/campaign/{id}/companies': (ids) => ({ companyIds: [ids.company] }),
  'POST /api/campaign/{id}/matches': (ids) => ({ companyIds: [ids.company, randomUUID()] }),
  'PUT /api/campaign/{id}/members/{userId}': () => ({ role: 'arbiter' }),
  'POST /api/company/{id}/battles/{battleId}/undo': () => ({ discardEdits: false }),
  'PUT /api/company/{id}/battles/{battleId}/correction': (ids) => ({
    battleId: randomUUID(),
    correctionId: randomUUID(),
    confirm: true,
    result: 'win',
    participants: [{ warriorId: ids.warrior }],
  }),
};

async function create(app: FastifyInstance, user: TestUser, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, headers: user.headers, payload });
  if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.body}`);
  return response.json<{ id: string }>().id;
}

export async function seedOwnedRows(app: FastifyInstance, user: TestUser): Promise<OwnedIds> {
  const ids: Partial<OwnedIds> = {};
  for (const [kind, payload] of Object.entries(LIBRARY_SAMPLES)) {
    ids[kind as LibraryKind] = await create(app, user, `/api/${kind}/create`, payload);
  }
  ids.profile = await create(app, user, '/api/profile/create', riderProfile());
  ids.company = await create(app, user, '/api/company/create', COMPANY);
  ids.warrior = await create(app, user, '/api/warrior/create', {
    ...heroPayload(),
    companyId: ids.company,
  });
  // A fallen warrior: the graveyard's row.
  ids.graveyard = await create(app, user, '/api/warrior/create', {
    ...heroPayload({ name: 'Théodred', status: 'dead' }),
    companyId: ids.company,
  });
  ids.battle = randomUUID();
  const battle = await app.inject({
    method: 'PUT',
    url: `/api/company/${ids.company}/battle`,
    headers: user.headers,
    payload: { battleId: ids.battle, result: 'win', participants: [{ warriorId: ids.warrior }] },
  });
  if (battle.statusCode !== 200) throw new Error(`PUT /api/company/{id}/battle: ${battle.body}`);
  // A campaign of the player's, their company taking part (joined with an invite of theirs).
  ids.campaign = await create(app, user, '/api/campaign/create', {
    name: 'Seeded Campaign',
    newRuleset: false,
  });
  const invite = await app.inject({
    method: 'POST',
    url: `/api/campaign/${ids.campaign}/invites`,
    headers: user.headers,
    payload: {},
  });
  const joined = await app.inject({
    method: 'POST',
    url: '/api/campaign/join',
    headers: user.headers,
    payload: { token: invite.json<{ token: string }>().token, companyIds: [ids.company] },
  });
  if (joined.statusCode !== 200) throw new Error(`POST /api/campaign/join: ${joined.body}`);
  // A match of the campaign between two of the player's companies: its live battle is theirs.
  const second = await create(app, user, '/api/company/create', { ...COMPANY, name: 'Westfold' });
  const added = await app.inject({
    method: 'POST',
    url: `/api/campaign/${ids.campaign}/companies`,
    headers: user.headers,
    payload: { companyIds: [second] },
  });
  if (added.statusCode !== 200) throw new Error(`POST /api/campaign/{id}/companies: ${added.body}`);
  ids.match = await create(app, user, `/api/campaign/${ids.campaign}/matches`, {
    companyIds: [ids.company, second],
  });
  return ids as OwnedIds;
}

/** The kind of row a route's {id} names, when it is one the seed makes. */
export function idKindOf(route: ApiRoute): OwnedKind | undefined {
  const exception = ID_KIND_EXCEPTIONS[route.name];
  if (exception) return exception;
  const kind = route.path.split('/')[2] as OwnedKind;
  const seeded = ['company', 'warrior', 'graveyard', 'profile', 'campaign', 'match'].includes(kind);
  return kind in LIBRARY_SAMPLES || seeded ? kind : undefined;
}

// Path parameters other than {id} that name a seeded row; shareId is a new company's own id.
const PARAM_KINDS: Record<string, OwnedKind> = {
  companyId: 'company',
  battleId: 'battle',
  shareId: 'company',
};

/**
 * The value of a path parameter that aims the route at the player's own rows: the seeded
 * row it names, the player for {userId}; a random UUID where no seeded row fits.
 */
export function paramValueOf(
  route: ApiRoute,
  param: string,
  ids: OwnedIds,
  player: Pick<TestUser, 'id'>,
): string {
  if (param === 'userId') return player.id;
  const kind = param === 'id' ? idKindOf(route) : PARAM_KINDS[param];
  return kind ? ids[kind] : randomUUID();
}

/** A body the route accepts, as far as the tests know one; the schema's example otherwise. */
export function validBodyOf(route: ApiRoute, ids: OwnedIds): unknown {
  if (!route.body) return undefined;
  const known = BODIES[route.name];
  if (known) return known(ids);
  const kind = idKindOf(route);
  if (kind && kind in LIBRARY_SAMPLES) return LIBRARY_SAMPLES[kind as LibraryKind];
  return exampleOf(route.body);
}
