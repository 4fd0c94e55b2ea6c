import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HeroicAction,
  HeroicActionInput,
  Rule,
  RuleInput,
  Spell,
  SpellInput,
  Wargear,
  WargearInput,
  type LibraryKind,
} from '@warband/schemas';
import { currentUser } from '../plugins/auth';
import type { ServiceContext } from '../services/context';
import { libraryEntries } from '../services/library-entries';

const IdParams = z.object({ id: z.string() });

const SCHEMAS = {
  wargear: { input: WargearInput, entity: Wargear },
  rule: { input: RuleInput, entity: Rule },
  spell: { input: SpellInput, entity: Spell },
  heroicAction: { input: HeroicActionInput, entity: HeroicAction },
} as const;

/** GET /x, POST /x/create, PUT /x/:id, DELETE /x/:id for each library (spec section 7). */
function libraryRoute(kind: LibraryKind): FastifyPluginAsyncZod<{ ctx: ServiceContext }> {
  return async (app, { ctx }) => {
    const { input, entity } = SCHEMAS[kind];
    const entries = libraryEntries(ctx.db, kind);
    const schema = { tags: ['library'], security: [{ bearerAuth: [] }] };
    app.addHook('onRequest', app.requireUser);

    app.get('/', { schema: { ...schema, response: { 200: z.array(entity) } } }, (request) =>
      entries.list(currentUser(request).id),
    );

    app.post(
      '/create',
      { schema: { ...schema, body: input, response: { 201: entity } } },
      async (request, reply) => {
        const created = await entries.create(currentUser(request), request.body);
        return reply.code(201).send(created);
      },
    );

    app.put(
      '/:id',
      { schema: { ...schema, params: IdParams, body: input, response: { 200: entity } } },
      (request) => entries.update(currentUser(request), request.params.id, request.body),
    );

    app.delete('/:id', { schema: { ...schema, params: IdParams } }, async (request, reply) => {
      await entries.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send();
    });
  };
}

export const libraryRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  await app.register(libraryRoute('wargear'), { prefix: '/wargear', ctx });
  await app.register(libraryRoute('rule'), { prefix: '/rule', ctx });
  await app.register(libraryRoute('spell'), { prefix: '/spell', ctx });
  await app.register(libraryRoute('heroicAction'), {
    prefix: '/heroicAction',
    ctx,
  });
};
