import type { FastifyInstance } from 'fastify';
import type { GraveyardWarrior } from '@warband/schemas';
import type { TestUser } from './helpers';

/** The lifecycle routes (retire, share, graveyard) as one player, or as a visitor. */
export function lifecycleApi(app: FastifyInstance, user?: Pick<TestUser, 'headers'>) {
  const headers = user?.headers ?? {};
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /**
   * The revision of the warrior as the graveyard shows it now, as a player's save from a
   * graveyard just opened sends it (0 for a warrior the graveyard does not show).
   */
  const currentRevision = async (id: string) => {
    const dead = (await call('GET', '/api/graveyard')).json<GraveyardWarrior[] | object>();
    return (Array.isArray(dead) ? dead : []).find((warrior) => warrior.id === id)?.revision ?? 0;
  };
  return {
    shareState: (id: string) => call('GET', `/api/company/${id}/share`),
    share: (id: string, shared: boolean) => call('PUT', `/api/company/${id}/share`, { shared }),
    newLink: (id: string) => call('POST', `/api/company/${id}/share/new`),
    shared: (userId: string, companyId: string) =>
      call('GET', `/api/company/shared/${userId}/${companyId}`),
    graveyard: () => call('GET', '/api/graveyard'),
    /** A save from the graveyard; based on the warrior as stored unless it names a revision. */
    updateGraveyard: async (id: string, payload: object) =>
      call('PUT', `/api/graveyard/${id}`, {
        revision: await currentRevision(id),
        ...payload,
      }),
    deleteGraveyard: (id: string) => call('DELETE', `/api/graveyard/${id}`),
  };
}
