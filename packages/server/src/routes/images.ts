import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WarriorImageInput, WarriorImageUpload } from '@warband/schemas';
import { callerOf } from '../plugins/auth';
import type { ServiceContext } from '../services/context';
import { requestImageUpload } from '../services/image/request-upload';

/**
 * POST /warrior/image: where to PUT a warrior's image
 * (docs/adr/0126-images-on-the-local-disk-an-upload-address-the-server.md).
 */
export const imageRoutes: FastifyPluginAsyncZod<{ ctx: ServiceContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', app.requireUser);
  app.post(
    '/image',
    {
      schema: {
        tags: ['warriors'],
        security: [{ bearerAuth: [] }],
        body: WarriorImageInput,
        response: { 200: WarriorImageUpload },
      },
    },
    (request) => requestImageUpload(ctx, callerOf(request), request.body),
  );
};
