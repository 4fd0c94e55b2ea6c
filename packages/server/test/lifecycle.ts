import type { FastifyInstance } from 'fastify';
import type { TestUser } from './helpers';

/** The lifecycle routes (retire, share, graveyard) as one player, or as a visitor. */
export function lifecycleApi(app: FastifyInstance, user?: Pick<TestUser, 'headers'>) {
  const headers = user?.headers ?? {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    shareState: (id: string) => call('GET', `/api/company/${id}/share`),
    share: (id: string, shared: boolean) => call('PUT', `/api/company/${id}/share`, { shared }),
    newLink: (id: string) => call('POST', `/api/company/${id}/share/new`),
    shared: (userId: string, companyId: string) =>
      call('GET', `/api/company/shared/${userId}/${companyId}`),
    graveyard: () => call('GET', '/api/graveyard'),
    updateGraveyard: (id: string, payload: object) => call('PUT', `/api/graveyard/${id}`, payload),
    deleteGraveyard: (id: string) => call('DELETE', `/api/graveyard/${id}`),
  };
}
