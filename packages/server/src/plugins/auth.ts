import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { UnauthenticatedError } from '../errors';
import type { DataScope } from '../services/answers/data-version';
import type { Caller } from '../services/context';
import { resolveSession } from '../services/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope of the kept list the route sends (services/answers): its version is read
     * with the session, in one statement.
     */
    keptAnswerScope?: DataScope;
  }
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
      const scope = request.routeOptions.config.keptAnswerScope;
      const caller = token ? await resolveSession(db, token, scope) : undefined;
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
