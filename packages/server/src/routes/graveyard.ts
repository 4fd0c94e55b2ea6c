import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GraveyardUpdateInput, GraveyardWarrior, Warrior } from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import type { ServiceContext } from '../services/context';
import { deleteGraveyardWarrior } from '../services/graveyard/delete-graveyard-warrior';
import { listGraveyard } from '../services/graveyard/list-graveyard';
import { updateGraveyardWarrior } from '../services/graveyard/update-graveyard-warrior';

const IdParams = z.object({ id: z.string() });

/** GET /graveyard, PUT and DELETE /graveyard/{id}: the player's dead warriors. */
export const graveyardRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const schema = { tags: ['graveyard'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireUser);

  app.get('/', { schema: { ...schema, response: { 200: z.array(GraveyardWarrior) } } }, (request) =>
    listGraveyard(ctx, callerOf(request)),
  );

  app.put(
    '/:id',
    {
      schema: {
        ...schema,
        params: IdParams,
        body: GraveyardUpdateInput,
        response: { 200: Warrior },
      },
    },
    (request) =>
      updateGraveyardWarrior(ctx, callerOf(request), { ...request.body, id: request.params.id }),
  );

  app.delete('/:id', { schema: { ...schema, params: IdParams } }, async (request, reply) => {
    await deleteGraveyardWarrior(ctx, callerOf(request), { id: request.params.id });
    return reply.code(204).send();
  });
};
