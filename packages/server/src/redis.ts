import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis client behind shared rate limits (REDIS_URL). Commands wait for the connection
 * while it is being made, but give up after one reconnection attempt while Redis is away, so
 * a request never waits long on it: the limits then let it through and the failure is logged.
 */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  // Without a listener a lost connection would crash the process; ioredis reconnects.
  redis.on('error', (error: unknown) => log.warn({ err: error }, 'Redis is not answering'));
  return redis;
}

/** Waits for pending commands when connected; a client still trying to connect just stops. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}
