import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WARRIOR_IMAGE } from '@warband/schemas';
import { NotFoundError } from '../errors';
import { IMAGE_TOO_LARGE } from '../services/image/check-image';
import { isImageKey } from '../services/image/image-keys';
import { IMMUTABLE, type ImageStorage } from '../services/image/image-storage';
import type { LocalImageStorage } from '../services/image/local-storage';
import { checkUpload, storeUpload } from '../services/image/store-upload';
import { uploadBudget } from '../services/image/upload-budget';

const KeyParams = z.object({ playerId: z.string(), companyId: z.string(), file: z.string() });
const SignatureQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});
type KeyParams = z.infer<typeof KeyParams>;

const keyOf = (params: KeyParams) => `${params.playerId}/${params.companyId}/${params.file}`;

const bodyTooLarge = () => Object.assign(new Error(IMAGE_TOO_LARGE), { statusCode: 413 });

/**
 * The body of an upload, read into one buffer of the size it announced: no chunk list to
 * join at the end, so the server holds each upload's bytes once.
 */
function readBody(payload: IncomingMessage, announced: number | undefined): Promise<Buffer> {
  const limit = WARRIOR_IMAGE.maxBytes;
  return new Promise((resolve, reject) => {
    if (announced !== undefined && announced > limit) {
      reject(bodyTooLarge());
      return;
    }
    const whole = announced === undefined ? null : Buffer.allocUnsafe(announced);
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = (error: Error) => {
      payload.removeListener('data', onData);
      payload.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      if (received + chunk.length > (announced ?? limit)) {
        stop(announced === undefined ? bodyTooLarge() : new Error('More bytes than announced'));
        return;
      }
      if (whole) chunk.copy(whole, received);
      else chunks.push(chunk);
      received += chunk.length;
    };
    payload.on('data', onData);
    payload.on('error', reject);
    payload.on('end', () => {
      if (announced !== undefined && received !== announced) {
        reject(Object.assign(new Error('Fewer bytes than announced'), { statusCode: 400 }));
      } else resolve(whole ?? Buffer.concat(chunks, received));
    });
  });
}

function announcedLength(header: string | undefined): number | undefined {
  return header !== undefined && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
}

/**
 * PUT /api/uploads/{player}/{company}/{file}?expires=…&signature=…: the address POST
 * /warrior/image signs, whatever the storage. The signature is the credential (the browser
 * sends the bytes as it would to a bucket), so no token is needed. Each upload holds room in
 * the server's upload memory from before its body is read until it is answered, waiting in
 * turn for it (services/image/upload-budget.ts).
 */
export const uploadRoutes: FastifyPluginAsyncZod<{ storage: ImageStorage }> = async (
  app,
  { storage },
) => {
  const budget = uploadBudget();

  // The bytes of any type are read here, and refused by the service unless they are a JPEG.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (request, payload, done) => {
    readBody(payload, announcedLength(request.headers['content-length'])).then(
      (body) => done(null, body),
      (error: Error) => done(error, undefined),
    );
  });

  app.put(
    '/:playerId/:companyId/:file',
    {
      bodyLimit: WARRIOR_IMAGE.maxBytes,
      config: { tooLargeMessage: IMAGE_TOO_LARGE },
      schema: { tags: ['images'], params: KeyParams, querystring: SignatureQuery },
      // Before the body is read: nobody without a signed, unused address can make the server
      // hold it, and past the upload memory the upload waits its turn, its body unread.
      onRequest: async (request, reply) => {
        // Over once answered or gone: its room, or its place in the queue, is given up then.
        const over = new AbortController();
        reply.raw.once('close', () => over.abort());
        // A query that is not one expiry and one signature of their length is not signed.
        const query = SignatureQuery.safeParse(request.query);
        const { expires = '', signature = '' } = query.success ? query.data : {};
        await checkUpload(storage, { key: keyOf(request.params), expires, signature });
        const length = announcedLength(request.headers['content-length']);
        if (length !== undefined && length > WARRIOR_IMAGE.maxBytes) return;
        await budget.reserve(length, over.signal);
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
 * GET /uploads/{player}/{company}/{file}: the stored images on the local disk, read-only, for
 * anyone with the address (a shared company shows them to visitors; the addresses cannot be
 * guessed). A new version has a new address, so each can be cached for good. Any other
 * address under /uploads/, and every one when the images are in a bucket, is a 404 that no
 * cache keeps: an image that is not there yet must not stay missing, nor become the web page.
 */
export const imageFileRoutes: FastifyPluginAsyncZod<{ storage: LocalImageStorage | null }> = async (
  app,
  { storage },
) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 200) reply.header('cache-control', 'no-store');
    return payload;
  });
  const notFound = () => {
    throw new NotFoundError();
  };

  app.get(
    '/:playerId/:companyId/:file',
    { schema: { tags: ['images'], params: KeyParams } },
    async (request, reply) => {
      const key = keyOf(request.params);
      const size = storage && isImageKey(key) ? await storage.size(key) : null;
      if (!storage || size === null) throw new NotFoundError();
      return reply
        .header('content-type', WARRIOR_IMAGE.contentType)
        .header('content-length', size)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(storage.fileOf(key)));
    },
  );
  app.get('/', { schema: { hide: true } }, notFound);
  app.get('/*', { schema: { hide: true } }, notFound);
};
