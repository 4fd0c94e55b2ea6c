import fs from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WARRIOR_IMAGE } from '@warband/schemas';
import { NotFoundError } from '../errors';
import { IMAGE_TOO_LARGE } from '../services/image/check-image';
import { isImageKey } from '../services/image/image-keys';
import type { LocalImageStorage } from '../services/image/local-storage';
import { checkUploadSignature, storeUpload } from '../services/image/store-upload';

const KeyParams = z.object({ playerId: z.string(), companyId: z.string(), file: z.string() });
const SignatureQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});
type KeyParams = z.infer<typeof KeyParams>;

const keyOf = (params: KeyParams) => `${params.playerId}/${params.companyId}/${params.file}`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * PUT /api/uploads/{player}/{company}/{file}?expires=…&signature=…: the address POST
 * /warrior/image signs when images are kept on the local disk. The signature is the
 * credential (the browser sends the bytes as it would to a bucket), so no token is needed.
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ storage: LocalImageStorage }> = async (
  app,
  { storage },
) => {
  // The bytes of any type are read here, and refused by the service unless they are a JPEG.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WARRIOR_IMAGE.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.put(
    '/:playerId/:companyId/:file',
    {
      bodyLimit: WARRIOR_IMAGE.maxBytes,
      config: { tooLargeMessage: IMAGE_TOO_LARGE },
      schema: { tags: ['images'], params: KeyParams, querystring: SignatureQuery },
      // Before the body is read: nobody without a signed address can make the server hold it.
      onRequest: async (request) => {
        const { expires = '', signature = '' } = request.query as z.infer<typeof SignatureQuery>;
        checkUploadSignature(storage, { key: keyOf(request.params), expires, signature });
      },
    },
    async (request, reply) => {
      const { expires = '', signature = '' } = request.query;
      await storeUpload(storage, {
        key: keyOf(request.params),
        expires,
        signature,
        contentType: request.headers['content-type'],
        bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
      return reply.code(204).send();
    },
  );
};

/**
 * GET /uploads/{player}/{company}/{file}: the stored images, read-only, for anyone with the
 * address (a shared company shows them to visitors; the addresses cannot be guessed). A new
 * version has a new address, so each can be cached for good.
 */
export const imageFileRoutes: FastifyPluginAsyncZod<{ storage: LocalImageStorage }> = async (
  app,
  { storage },
) => {
  app.get(
    '/:playerId/:companyId/:file',
    { schema: { tags: ['images'], params: KeyParams } },
    async (request, reply) => {
      const key = keyOf(request.params);
      const size = isImageKey(key) ? await storage.size(key) : null;
      if (size === null) throw new NotFoundError();
      return reply
        .header('content-type', WARRIOR_IMAGE.contentType)
        .header('content-length', size)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(storage.fileOf(key)));
    },
  );
};
