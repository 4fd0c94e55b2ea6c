import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SetDonatedInput,
  UserSearchParams,
  UserSearchResult,
  UserSearchResults,
} from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import type { ServiceContext } from '../services/context';
import { requireAdmin } from '../services/donations/require-admin';
import { searchUsers } from '../services/donations/search-users';
import { setDonated } from '../services/donations/set-donated';

/**
 * GET /users/search/{term} and POST /users/set-donated, for admins only. The admin check runs
 * before the input is read, so a player who is not an admin learns nothing, not even whether
 * a term would have been accepted.
 */
export const donationAdminRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const schema = { tags: ['users'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireUser);
  app.addHook('onRequest', async (request) => requireAdmin(callerOf(request)));

  app.get(
    '/search/:term',
    { schema: { ...schema, params: UserSearchParams, response: { 200: UserSearchResults } } },
    (request) => searchUsers(ctx, callerOf(request), request.params),
  );

  app.post(
    '/set-donated',
    { schema: { ...schema, body: SetDonatedInput, response: { 200: UserSearchResult } } },
    (request) => setDonated(ctx, callerOf(request), request.body),
  );
};
