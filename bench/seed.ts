// One player seeded through the API, as the bench measures them: 200 wargear items (the list
// budget), 50 entries in each other library, and 10 companies of 15 warriors (the companies
// budget), each warrior with a profile, a piece of wargear, a rule and a heroic action.
export const LIST_ENTRIES = 200;
export const OTHER_ENTRIES = 50;
export const COMPANIES = 10;
export const WARRIORS_PER_COMPANY = 15;

export async function call(
  base: string,
  method: string,
  url: string,
  body?: object,
  token?: string,
): Promise<unknown> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** Registers and logs in the bench player; returns the session token. */
export async function seed(base: string): Promise<string> {
  const email = 'bench@example.test';
  const password = 'a bench password';
  await call(base, 'POST', '/api/users/register', {
    name: 'Bench Player',
    email,
    confirmEmail: email,
    password,
    confirmPassword: password,
  });
  const { token } = (await call(base, 'POST', '/api/users/authenticate', { email, password })) as {
    token: string;
  };
  const libraries = {
    wargear: {
      count: LIST_ENTRIES,
      body: (i: number) => ({
        name: `Item ${i}`,
        description: 'A trusty piece of kit',
        pointsLow: i % 10,
        pointsHigh: (i % 10) + 5,
        mount: i % 5 === 0 ? 1 : 0,
        adjustmentStat: 'fight',
        adjustmentValue: 1,
        specialRules: [{ name: 'Sharp', description: 'Cuts well' }],
      }),
    },
    rule: {
      count: OTHER_ENTRIES,
      body: (i: number) => ({ name: `Rule ${i}`, description: 'Does something useful' }),
    },
    spell: {
      count: OTHER_ENTRIES,
      body: (i: number) => ({
        name: `Spell ${i}`,
        description: 'Magic',
        baseCastingValue: 2 + (i % 5),
      }),
    },
    heroicAction: {
      count: OTHER_ENTRIES,
      body: (i: number) => ({ name: `Heroic ${i}`, description: 'Bold' }),
    },
  };
  for (const [kind, { count, body }] of Object.entries(libraries)) {
    for (let i = 0; i < count; i++) {
      await call(base, 'POST', `/api/${kind}/create`, body(i), token);
    }
  }
  for (let c = 0; c < COMPANIES; c++) {
    const company = (await call(
      base,
      'POST',
      '/api/company/create',
      { name: `Company ${c}`, race: 'Rohan', influence: 5, backstory: '' },
      token,
    )) as { id: string };
    for (let w = 0; w < WARRIORS_PER_COMPANY; w++) {
      await call(base, 'POST', '/api/warrior/create', warrior(company.id, w), token);
    }
  }
  return token;
}

/** Saves the player's first company unchanged: a write, so its kept answer is out of date. */
export async function touchCompanies(base: string, token: string): Promise<void> {
  const [company] = (await call(base, 'GET', '/api/companies', undefined, token)) as {
    id: string;
    name: string;
    race: string;
    influence: number;
    backstory: string;
    revision: number;
  }[];
  if (!company) throw new Error('The bench player has no company.');
  const { id, name, race, influence, backstory, revision } = company;
  const body = { name, race, influence, backstory, revision };
  await call(base, 'PUT', `/api/company/${id}`, body, token);
}

/** A warrior with a profile, a piece of wargear, a rule and a heroic action. */
export function warrior(companyId: string, i: number) {
  return {
    companyId,
    name: `Rider ${i}`,
    rank: i === 0 ? 'Hero' : 'Warrior',
    baseClass: 'Rider',
    basePoints: 10 + i,
    experience: i,
    influence: 0,
    baseStats: {
      move: 6,
      fight: 4,
      shoot: 4,
      strength: 3,
      defence: 5,
      attacks: 1,
      wounds: 1,
      courage: 4,
      intelligence: 5,
      might: 0,
      will: 0,
      fate: 0,
    },
    modifyStats: { fight: 1 },
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
    ],
    specialRules: [{ id: 'new-rule', new: true, type: 'progression', name: 'Expert Rider' }],
    heroicActions: [{ id: 'new-action', new: true, type: 'base', name: 'Heroic Strike' }],
    spells: [],
  };
}

/** The campaign the bench reads: companies of 15 warriors from as many players, and matches. */
export const CAMPAIGN_COMPANIES = 8;
export const CAMPAIGN_MATCHES = 6;

/**
 * A campaign of the bench player's with CAMPAIGN_COMPANIES companies taking part: the player's
 * first company and one company of WARRIORS_PER_COMPANY warriors for each of the other
 * players, who join with an invite; then matches between them. Returns the campaign's id.
 */
export async function seedCampaign(base: string, token: string): Promise<string> {
  const campaign = (await call(
    base,
    'POST',
    '/api/campaign/create',
    { name: 'Bench Campaign', description: 'Eight companies', newRuleset: false },
    token,
  )) as { id: string };
  const invite = (await call(
    base,
    'POST',
    `/api/campaign/${campaign.id}/invites`,
    { maxUses: CAMPAIGN_COMPANIES },
    token,
  )) as { token: string };
  const [first] = (await call(base, 'GET', '/api/companies', undefined, token)) as { id: string }[];
  const companyIds = [first!.id];
  await call(base, 'POST', '/api/campaign/join', { token: invite.token, companyIds }, token);
  for (let p = 1; p < CAMPAIGN_COMPANIES; p++) {
    const email = `bench.member.${p}@example.test`;
    const password = 'a bench password';
    await call(base, 'POST', '/api/users/register', {
      name: `Member ${p}`,
      email,
      confirmEmail: email,
      password,
      confirmPassword: password,
    });
    const member = (await call(base, 'POST', '/api/users/authenticate', { email, password })) as {
      token: string;
    };
    const company = (await call(
      base,
      'POST',
      '/api/company/create',
      { name: `Member company ${p}`, race: 'Rohan', influence: 5, backstory: '' },
      member.token,
    )) as { id: string };
    for (let w = 0; w < WARRIORS_PER_COMPANY; w++) {
      await call(base, 'POST', '/api/warrior/create', warrior(company.id, w), member.token);
    }
    await call(
      base,
      'POST',
      '/api/campaign/join',
      { token: invite.token, companyIds: [company.id] },
      member.token,
    );
    companyIds.push(company.id);
  }
  for (let m = 0; m < CAMPAIGN_MATCHES; m++) {
    const pair = [companyIds[m % companyIds.length], companyIds[(m + 1) % companyIds.length]];
    await call(base, 'POST', `/api/campaign/${campaign.id}/matches`, { companyIds: pair }, token);
  }
  return campaign.id;
}
