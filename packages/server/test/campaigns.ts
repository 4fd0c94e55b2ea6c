import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type {
  Campaign,
  CampaignFormValues,
  CampaignView,
  CreatedInvite,
  CreateInviteFormValues,
  RecordMatchFormValues,
} from '@warband/schemas';
import type { TestUser } from './helpers';

/** Every campaign route, as one player calls them. */
export function campaignApi(app: FastifyInstance, user?: Pick<TestUser, 'headers'>) {
  const headers = user?.headers ?? {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    list: () => call('GET', '/api/campaigns'),
    create: (payload: CampaignFormValues) => call('POST', '/api/campaign/create', payload),
    read: (id: string) => call('GET', `/api/campaign/${id}`),
    update: (id: string, payload: object) => call('PUT', `/api/campaign/${id}`, payload),
    remove: (id: string) => call('DELETE', `/api/campaign/${id}`),
    invite: (id: string, payload: CreateInviteFormValues = {}) =>
      call('POST', `/api/campaign/${id}/invites`, payload),
    revoke: (id: string, inviteId: string) =>
      call('DELETE', `/api/campaign/${id}/invites/${inviteId}`),
    preview: (token: string) => call('GET', `/api/campaign/invite/${encodeURIComponent(token)}`),
    join: (token: string, companyIds: string[]) =>
      call('POST', '/api/campaign/join', { token, companyIds }),
    addCompanies: (id: string, companyIds: string[]) =>
      call('POST', `/api/campaign/${id}/companies`, { companyIds }),
    leave: (id: string, companyId: string) =>
      call('POST', `/api/campaign/${id}/leave`, { companyId }),
    feed: (id: string, query = '') => call('GET', `/api/campaign/${id}/feed${query}`),
    company: (id: string, companyId: string) =>
      call('GET', `/api/campaign/${id}/company/${companyId}`),
    setRole: (id: string, userId: string, role: string) =>
      call('PUT', `/api/campaign/${id}/members/${userId}`, { role }),
    removeMember: (id: string, userId: string) =>
      call('DELETE', `/api/campaign/${id}/members/${userId}`),
    recordMatch: (id: string, payload: RecordMatchFormValues) =>
      call('POST', `/api/campaign/${id}/matches`, payload),
    removeMatch: (id: string, matchId: string) =>
      call('DELETE', `/api/campaign/${id}/matches/${matchId}`),
  };
}

export async function ok<T>(
  response: { statusCode: number; body: string; json: <U>() => U },
  status = 200,
): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** A campaign of the owner's, and an invite's token to join it. */
export async function campaignWithInvite(
  app: FastifyInstance,
  owner: TestUser,
  campaign: Partial<CampaignFormValues> = {},
) {
  const api = campaignApi(app, owner);
  const made = await ok<Campaign>(
    await api.create({ name: 'War of the Ring', newRuleset: false, ...campaign }),
    201,
  );
  const invite = await ok<CreatedInvite>(await api.invite(made.id), 201);
  return { campaign: made, invite };
}

export async function readView(app: FastifyInstance, user: TestUser, id: string) {
  return ok<CampaignView>(await campaignApi(app, user).read(id));
}
