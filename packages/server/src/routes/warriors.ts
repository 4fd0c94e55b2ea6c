import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateWarriorInput, Warrior, WarriorInput } from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import type { ServiceContext } from '../services/context';
import { createWarrior } from '../services/warrior/create-warrior';
import { deleteWarrior } from '../services/warrior/delete-warrior';
import { listWarriors } from '../services/warrior/list-warriors';
import { updateWarrior } from '../services/warrior/update-warrior';

const IdParams = z.object({ id: z.string() });
const CompanyParams = z.object({ companyId: z.string() });

/** GET /warrior/{companyId}, POST /warrior/create, PUT and DELETE /warrior/{id}. */
export const warriorRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  const schema = { tags: ['warriors'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:companyId',
    { schema: { ...schema, params: CompanyParams, response: { 200: z.array(Warrior) } } },
    (request) => listWarriors(ctx, callerOf(request), { companyId: request.params.companyId }),
  );

  app.post(
    '/create',
    { schema: { ...schema, body: CreateWarriorInput, response: { 201: Warrior } } },
    async (request, reply) => {
      const warrior = await createWarrior(ctx, callerOf(request), request.body);
      return reply.code(201).send(warrior);
    },
  );

  app.put(
    '/:id',
    { schema: { ...schema, params: IdParams, body: WarriorInput, response: { 200: Warrior } } },
    (request) => updateWarrior(ctx, callerOf(request), { ...request.body, id: request.params.id }),
  );

  app.delete('/:id', { schema: { ...schema, params: IdParams } }, async (request, reply) => {
    await deleteWarrior(ctx, callerOf(request), { id: request.params.id });
    return reply.code(204).send();
  });
};
