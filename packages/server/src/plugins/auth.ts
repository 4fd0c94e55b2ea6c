import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { UnauthenticatedError } from '../errors';
import type { Caller } from '../services/context';
import { resolveSession } from '../services/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** onRequest hook for protected routes: sets request.caller or answers 401. */
    requireUser: onRequestAsyncHookHandler;
    /**
     * onRequest hook for public routes that show more to a signed-in player: sets
     * request.caller when the token is good, and never refuses (a stale token is a visitor).
     */
    optionalUser: onRequestAsyncHookHandler;
  }
}

function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export const authPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    app.decorateRequest('caller', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      const caller = token ? await resolveSession(db, token) : undefined;
      if (!caller) throw new UnauthenticatedError();
      request.caller = caller;
    });
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      request.caller = (token ? await resolveSession(db, token) : undefined) ?? null;
    });
  },
  { name: 'auth' },
);

/** The signed-in player of a route guarded by requireUser: the `caller` of its service verb. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new UnauthenticatedError();
  return request.caller;
}
