import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIBRARY_KINDS, LIBRARY_REGISTRY, type LibraryKind } from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import { sendJsonText } from '../plugins/json-text';
import type { ServiceContext } from '../services/context';
import { libraryEntries } from '../services/library/entries';

const IdParams = z.object({ id: z.string() });

/** GET /x, POST /x/create, PUT /x/:id, DELETE /x/:id for each library. */
function libraryRoute(kind: LibraryKind): FastifyPluginAsyncZod<{ ctx: ServiceContext }> {
  return async (app, { ctx }) => {
    const { input, entity } = LIBRARY_REGISTRY[kind];
    const entries = libraryEntries(kind);
    const schema = { tags: ['library'], security: [{ bearerAuth: [] }] };
    app.addHook('onRequest', app.requireUser);

    app.get(
      '/',
      {
        schema: { ...schema, response: { 200: z.array(entity) } },
        config: { keptAnswerScope: kind },
      },
      async (request, reply) =>
        sendJsonText(request, reply, await entries.list(ctx, callerOf(request))),
    );

    app.post(
      '/create',
      { schema: { ...schema, body: input, response: { 201: entity } } },
      async (request, reply) => {
        const created = await entries.create(ctx, callerOf(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.put(
      '/:id',
      { schema: { ...schema, params: IdParams, body: input, response: { 200: entity } } },
      (request) =>
        entries.update(ctx, callerOf(request), { ...request.body, id: request.params.id }),
    );

    app.delete('/:id', { schema: { ...schema, params: IdParams } }, async (request, reply) => {
      await entries.remove(ctx, callerOf(request), { id: request.params.id });
      return reply.code(204).send();
    });
  };
}

/** The libraries of LIBRARY_REGISTRY, each under its kind: /api/wargear, /api/rule, … */
export const libraryRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  for (const kind of LIBRARY_KINDS) {
    await app.register(libraryRoute(kind), { prefix: `/${kind}`, ctx });
  }
};
