import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Login, registration, password reset and the changes of email and password: one
     * stricter allowance for them all, so that guessing passwords on one and reset tokens or
     * emails on another does not multiply it.
     */
    credentials?: boolean;
  }
}

export interface RateLimitOptions {
  /** Requests per minute per address to the API, credential routes aside. */
  apiMax: number;
  /** Requests per minute per address to the credential routes together. */
  credentialsMax: number;
  /** Shared by every server process using it; else each process keeps its own counts. */
  redis: Redis | undefined;
}

/**
 * Whose allowance a request counts against: its client address (normalised, so the many
 * addresses of one IPv6 subnet share one). A client that closed its connection before the
 * request was counted has no address any more; those requests share one allowance rather
 * than failing with a 500 (nobody is left to read the answer anyway).
 */
export function clientKey(request: Pick<FastifyRequest, 'ip'>): string {
  const address: string | undefined = request.ip;
  return address ? normalizeIP(address) : 'gone';
}

/**
 * The API's rate limits, per client address (request.ip, which TRUST_PROXY decides). Register
 * it in the API's scope before any route: its hook is then the first of every API request, so
 * a request is counted before anything else looks at it, authentication included (a bad
 * token is still a request).
 */
export const rateLimits = fp<RateLimitOptions>(
  async (api, { apiMax, credentialsMax, redis }) => {
    await api.register(rateLimit, {
      // Routes are limited by the hook below, not one by one.
      global: false,
      // A Redis outage must not take the app down: requests go on unlimited meanwhile, and
      // the client logs that Redis is not answering.
      skipOnError: true,
      ...(redis ? { redis, nameSpace: 'wl:rate-limit:' } : {}),
    });
    // Both limiters share one store, so their keys say which allowance they count.
    const limiter = (bucket: string, max: number) =>
      api.rateLimit({
        max,
        timeWindow: '1 minute',
        keyGenerator: (request: FastifyRequest) => `${bucket}:${clientKey(request)}`,
      });
    const apiLimit = limiter('api', apiMax);
    const credentialsLimit = limiter('credentials', credentialsMax);
    // One limiter per request: the plugin runs only the first one a request meets.
    api.addHook('onRequest', function (request, reply) {
      const limit = request.routeOptions.config.credentials ? credentialsLimit : apiLimit;
      return limit.call(this, request, reply);
    });
  },
  { name: 'rate-limits' },
);
