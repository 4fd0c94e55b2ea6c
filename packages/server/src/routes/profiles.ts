import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Profile, ProfileInput } from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import { sendJsonText } from '../plugins/json-text';
import type { ServiceContext } from '../services/context';
import { createProfile } from '../services/profile/create-profile';
import { deleteProfile } from '../services/profile/delete-profile';
import { listProfiles, ProfileList } from '../services/profile/list-profiles';
import { updateProfile } from '../services/profile/update-profile';

const IdParams = z.object({ id: z.string() });

/** GET /profile, POST /profile/create, PUT and DELETE /profile/{id}. */
export const profileRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const schema = { tags: ['profiles'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/',
    {
      schema: { ...schema, response: { 200: ProfileList } },
      config: { keptAnswerScope: 'profiles' },
    },
    async (request, reply) =>
      sendJsonText(request, reply, await listProfiles(ctx, callerOf(request))),
  );

  app.post(
    '/create',
    { schema: { ...schema, body: ProfileInput, response: { 201: Profile } } },
    async (request, reply) => {
      const profile = await createProfile(ctx, callerOf(request), request.body);
      return reply.code(201).send(profile);
    },
  );

  app.put(
    '/:id',
    { schema: { ...schema, params: IdParams, body: ProfileInput, response: { 200: Profile } } },
    (request) => updateProfile(ctx, callerOf(request), { ...request.body, id: request.params.id }),
  );

  app.delete('/:id', { schema: { ...schema, params: IdParams } }, async (request, reply) => {
    await deleteProfile(ctx, callerOf(request), { id: request.params.id });
    return reply.code(204).send();
  });
};
