import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { UnauthenticatedError } from '../errors';
import { resolveSession, type CurrentUser } from '../services/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook for protected routes: sets request.user or answers 401. */
    requireUser: onRequestAsyncHookHandler;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export const authPlugin = fp<{ db: Database; adminEmails: string[] }>(
  async (app, { db, adminEmails }) => {
    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      const user = token ? await resolveSession(db, adminEmails, token) : undefined;
      if (!user) throw new UnauthenticatedError();
      request.user = user;
    });
  },
  { name: 'auth' },
);

/** The signed-in player of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}
