import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CompanyShare, CompanyShareInput, SharedCompany } from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import type { ServiceContext } from '../services/context';
import { readCompanyShare } from '../services/company/read-company-share';
import { readSharedCompany } from '../services/company/read-shared-company';
import { readShareCard } from '../services/company/share-card';
import { renewCompanyShare, shareCompany } from '../services/company/share-company';

const IdParams = z.object({ id: z.string() });
const SharedParams = z.object({ userId: z.string(), shareId: z.string() });

/**
 * GET and PUT /company/{id}/share and POST /company/{id}/share/new for the owner;
 * GET /company/shared/{userId}/{shareId} and its picture (card.png) for anyone with the link. The public route is counted by the API's rate limit like every
 * other call (the limit is the API scope's first hook), before the database is asked.
 */
export const companySharingRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (
  app,
  { ctx },
) => {
  await app.register(async (scope) => {
    const owner = scope.withTypeProvider<ZodTypeProvider>();
    const schema = { tags: ['companies'], security: [{ bearerAuth: [] }] };
    owner.addHook('onRequest', owner.requireUser);

    owner.get(
      '/company/:id/share',
      { schema: { ...schema, params: IdParams, response: { 200: CompanyShare } } },
      (request) => readCompanyShare(ctx, callerOf(request), { id: request.params.id }),
    );

    owner.put(
      '/company/:id/share',
      {
        schema: {
          ...schema,
          params: IdParams,
          body: CompanyShareInput,
          response: { 200: CompanyShare },
        },
      },
      (request) => shareCompany(ctx, callerOf(request), { ...request.body, id: request.params.id }),
    );

    owner.post(
      '/company/:id/share/new',
      { schema: { ...schema, params: IdParams, response: { 200: CompanyShare } } },
      (request) => renewCompanyShare(ctx, callerOf(request), { id: request.params.id }),
    );
  });

  await app.register(async (scope) => {
    const open = scope.withTypeProvider<ZodTypeProvider>();
    open.addHook('onRequest', open.optionalUser);
    open.get(
      '/company/shared/:userId/:shareId',
      { schema: { tags: ['companies'], params: SharedParams, response: { 200: SharedCompany } } },
      (request) => readSharedCompany(ctx, request.caller, request.params),
    );
    open.get(
      '/company/shared/:userId/:shareId/card.png',
      {
        schema: {
          tags: ['companies'],
          description: "A shared company's 1200×630 PNG picture, for link previews.",
          params: SharedParams,
        },
      },
      async (request, reply) => {
        const { png, version } = await readShareCard(ctx, request.params);
        const etag = `"${version}"`;
        reply.header('etag', etag).header('cache-control', 'public, max-age=300');
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type('image/png').send(png);
      },
    );
  });
};
