import { fieldOf, present } from '@warband/rules/narrow';
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import type { AdvertsConfig } from '@warband/schemas';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { backgroundTasks, type BackgroundTasks } from './background';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { errorHandler, NotFoundError } from './errors';
import { createMailer, type Mailer } from './mail/mailer';
import { authPlugin } from './plugins/auth';
import { BODY_LIMIT_BYTES, readJsonBodies } from './plugins/json-body';
import { documentOperationIds, operationIds } from './plugins/operation-ids';
import { rateLimits } from './plugins/rate-limits';
import { securityHeadersPlugin } from './plugins/security-headers';
import { closeRedis, openRedis } from './redis';
import { advertRoutes } from './routes/adverts';
import { battleRoutes } from './routes/battles';
import { campaignRoutes } from './routes/campaigns';
import { companyRoutes } from './routes/companies';
import { companySharingRoutes } from './routes/company-sharing';
import { donationAdminRoutes } from './routes/donation-admin';
import { graveyardRoutes } from './routes/graveyard';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { libraryRoutes } from './routes/library';
import { libraryPackRoutes } from './routes/library-pack';
import { liveEventRoutes, liveRoutes } from './routes/live';
import { profileRoutes } from './routes/profiles';
import { userRoutes } from './routes/users';
import { timelineRoutes } from './routes/timeline';
import { warriorRoutes } from './routes/warriors';
import { imageFileRoutes, uploadRoutes } from './routes/uploads';
import { registerWebApp } from './routes/web';
import { sharePreviewFor } from './routes/share-preview';
import { safeError } from './safe-error';
import { serializerCompiler } from './serializer';
import { loadAdverts } from './services/adverts/load-adverts';
import { AnswerCache } from './services/answers/answer-cache';
import type { ServiceContext } from './services/context';
import type { ImageStorage } from './services/image/image-storage';
import { openImageStorage } from './services/image/open-storage';
import { openLiveBus } from './services/live/live-bus';
import { memoryLoginAttempts, redisLoginAttempts } from './services/login-attempts';
import { createPasswordHasher } from './services/passwords';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Defaults to the one AppConfig describes (SMTP or the outbox). */
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** How often a live battle's quiet event stream sends a comment (15 s; tests wait less). */
  liveKeepAliveMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Work started after answering (see BackgroundTasks). */
    background: BackgroundTasks;
    /** Where warrior images are kept. */
    images: ImageStorage;
  }
}

// What the built web app needs and nothing more. Mantine writes style attributes and
// <style> tags at run time, hence 'unsafe-inline' for styles only. With a bucket, the
// browser shows images from its public address (uploads still come to this server).
// Banners may be pictures on an affiliate's server: their origins are allowed as images,
// nothing more. The service worker and the manifest are the app's own files: named here so the
// policy says so rather than leaving them to default-src (docs/adr/0154-app-shell.md).
function contentSecurityPolicy(storage: AppConfig['imageStorage'], adverts: AdvertsConfig) {
  const bucketImages = storage.kind === 's3' ? [new URL(storage.publicUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...bucketImages, ...advertImageOrigins(adverts)],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

function advertImageOrigins(adverts: AdvertsConfig): string[] {
  const images = Object.values(adverts).flatMap((banners) => banners.map((advert) => advert.image));
  const absolute = images.filter((image) => !image.startsWith('/'));
  return [...new Set(absolute.map((image) => new URL(image).origin))];
}

/** Fastify's request log fields, with the address as `loggedUrl` writes it. */
function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A share id names a company too, but it is the secret of its read-only link.
const isRecordId = (name: string, value: unknown): value is string =>
  (name === 'id' || name.endsWith('Id')) &&
  name !== 'shareId' &&
  typeof value === 'string' &&
  UUID.test(value);

/**
 * What the log keeps of a request's address: its route, with the parameters that are record
 * ids filled in, and never the query. Queries and the other parameters carry what players
 * type or hold (search terms that are emails, reset tokens, upload signatures valid for
 * minutes, file names). A request no route took keeps its path, without the query.
 */
export function loggedUrl(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return present(request.url.split('?', 1)[0], 'The request path');
  return route.replace(/:(\w+)/g, (placeholder, name: string) => {
    const value = fieldOf(request.params, name);
    return isRecordId(name, value) ? value : placeholder;
  });
}

/**
 * Fastify reads a bare number as "trust nobody"; a hop count is the last n addresses of the
 * chain, the socket's peer first. Anything the client wrote further left is never trusted.
 */
function trustedProxies(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** How long a client may take to close a connection the server ended after an unreadable request. */
const CLIENT_ERROR_LINGER_MS = 5_000;

/**
 * Node's parser gave up on a request (headers too large, broken syntax, the request timeout).
 * Fastify's own answer leaves out `Connection: close` and then drops the socket at once,
 * unread bytes and all, which resets it: a client sends its next request into a connection
 * it still takes for open. The answer here says the connection closes, the socket is ended
 * after it, and what the client still sends is read and dropped until it closes its side.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // The parser reports every further chunk again; the first answer stands.
  if (error.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ([431, 'TOO_LARGE', 'The request headers are too large.'] as const)
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ([408, 'VALIDATION', 'The request took too long to arrive.'] as const)
        : ([400, 'VALIDATION', 'The request could not be read.'] as const);
  const requestId = randomUUID();
  const body = JSON.stringify({ message, code, requestId });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `x-request-id: ${requestId}\r\n\r\n${body}`,
  );
  socket.resume();
  const linger = setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
  socket.once('close', () => clearTimeout(linger));
}

/** Whether a request came with a body that nothing has read to its end. */
function bodyUnread(request: IncomingMessage): boolean {
  const framed = request.headers['content-length'] ?? request.headers['transfer-encoding'];
  return framed !== undefined && !request.readableEnded;
}

/**
 * A request answered before its body was read (one past its route's limit, an upload turned
 * away) is answered once the rest has arrived, read and dropped: closed with bytes still
 * coming, the connection would be reset under a client still sending, who would get no
 * answer at all. Read to its end, the body no longer stands in the way of the next request,
 * so the `Connection: close` Fastify puts on a body it stopped reading is taken off again. A
 * client that never finishes is cut off by the request timeout.
 */
function readTheRest(body: IncomingMessage, reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      body.off('end', ended).off('close', settle).off('error', settle);
      resolve();
    };
    const ended = () => {
      reply.removeHeader('connection');
      settle();
    };
    body.on('end', ended).on('close', settle).on('error', settle);
    body.resume();
  });
}

export async function buildApp({
  config,
  db,
  mailer: givenMailer,
  logStream,
  liveKeepAliveMs,
}: BuildAppOptions): Promise<FastifyInstance> {
  // First: a bad adverts file stops the start before the mailer, storage or Redis are opened.
  const adverts = await loadAdverts(config.advertsFile);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Every error logged anywhere goes through safeError: no query parameters in logs.
      serializers: { req: requestLogFields, err: safeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    clientErrorHandler: answerClientError,
    // A path that cannot be decoded (broken percent-encoding) is a bad request like any other:
    // in the error shape with its request id, rather than Fastify's own echoing the address.
    frameworkErrors: (error, request, reply) => {
      reply.header('x-request-id', request.id);
      errorHandler(error, request, reply);
    },
    connectionTimeout: config.httpTimeouts.idleMs,
    keepAliveTimeout: config.httpTimeouts.keepAliveMs,
    requestTimeout: config.httpTimeouts.requestMs,
    http: {
      headersTimeout: config.httpTimeouts.headersMs,
      requestTimeout: config.httpTimeouts.requestMs,
      connectionsCheckingInterval: config.httpTimeouts.checkIntervalMs,
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  readJsonBodies(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (bodyUnread(request.raw)) await readTheRest(request.raw, reply);
    return payload;
  });

  const mailer =
    givenMailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
    });
  app.decorate('mailer', mailer);
  app.decorate('background', backgroundTasks(app.log));
  // Before any onClose hook closes the mailer or the database the work may still need.
  app.addHook('preClose', () => app.background.settled());
  app.addHook('onClose', async () => {
    await mailer.close();
  });

  const images = await openImageStorage(config.imageStorage, config.dataDir);
  app.decorate<ImageStorage>('images', images);

  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));

  const ctx: ServiceContext = {
    db,
    config,
    passwords: createPasswordHasher(config.passwordHashCost),
    mailer,
    loginAttempts: redis
      ? redisLoginAttempts(redis, (error) =>
          app.log.warn({ err: error }, 'login attempts could not be counted'),
        )
      : memoryLoginAttempts(),
    images,
    background: app.background,
    answers: new AnswerCache(),
  };

  // Heard from every server process on the database; listening starts with the first stream.
  const liveBus = openLiveBus(db, app.log);
  app.addHook('onClose', () => liveBus.close());

  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config.imageStorage, adverts),
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Warband Ledger API', version: '1.0.0' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? documentOperationIds(document.openapiObject)
        : document.swaggerObject,
  });
  await app.register(authPlugin, { db });

  await app.register(
    async (api) => {
      // Inside the /api scope only: the web app's files are cheap, cached, and a page load
      // fetches several of them, so they do not count against a player's allowance.
      await api.register(rateLimits, {
        apiMax: config.rateLimitMax,
        credentialsMax: config.rateLimitAuthMax,
        redis,
      });
      // Lists grow to hundreds of entries and are read on phones: answers above 1 KB go out
      // compressed. Inside /api only, because the web app's files are compressed at build time.
      // Answers up to 512 KiB are compressed in one call: for a 200-item list that costs a fifth
      // of the CPU of the streamed path (a new compressor per answer); bigger ones still stream,
      // so the event loop is never held for long. Request bodies are not accepted compressed.
      await api.register(compress, {
        threshold: 1024,
        syncThreshold: 512 * 1024,
        encodings: ['br', 'gzip'],
        globalDecompression: false,
      });
      // Before the routes: it wraps each signed-in write's handler as the route is added.
      await api.register(operationIds, { db });
      await api.register(healthRoutes, { db });
      await api.register(userRoutes, { prefix: '/users', ctx });
      await api.register(donationAdminRoutes, { prefix: '/users', ctx });
      await api.register(advertRoutes, { adverts });
      await api.register(libraryRoutes, { ctx });
      await api.register(libraryPackRoutes, { prefix: '/library', ctx });
      await api.register(profileRoutes, { prefix: '/profile', ctx });
      await api.register(companyRoutes, { ctx });
      await api.register(battleRoutes, { ctx });
      await api.register(timelineRoutes, { ctx });
      await api.register(warriorRoutes, { prefix: '/warrior', ctx });
      await api.register(companySharingRoutes, { ctx });
      await api.register(campaignRoutes, { ctx });
      await api.register(liveEventRoutes, { ctx, bus: liveBus, keepAliveMs: liveKeepAliveMs });
      await api.register(liveRoutes, { ctx });
      await api.register(graveyardRoutes, { prefix: '/graveyard', ctx });
      await api.register(imageRoutes, { prefix: '/warrior', ctx });
      await api.register(uploadRoutes, { prefix: '/uploads', storage: images });
      api.get('/docs', { schema: { hide: true } }, () => app.swagger());
      // The one answer for unknown API paths, /api itself included: routes of this scope, so
      // they win over the web app's file lookup (which would answer the page) and count
      // against the allowance like any other call.
      const notFound = () => {
        throw new NotFoundError();
      };
      api.all('/', { schema: { hide: true } }, notFound);
      api.all('/*', { schema: { hide: true } }, notFound);
    },
    { prefix: '/api' },
  );

  // Outside /api: images are files, fetched by <img> tags and not counted against the limits.
  await app.register(imageFileRoutes, {
    prefix: '/uploads',
    storage: images.kind === 'local' ? images : null,
  });
  await registerWebApp(app, config.webDist, sharePreviewFor(ctx));
  return app;
}
