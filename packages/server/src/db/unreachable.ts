import { fieldOf } from '@warband/rules/narrow';

/** Node's socket errors for a server that cannot be reached, or a connection that was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL ending a connection as it shuts down or crashes (57P01, 57P02), refusing one as
 * it starts (57P03) or when it has no room for more (53300). Class 08, connection exceptions,
 * is matched by its prefix.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says, in words only, of a connection that ended or could not be made in time. */
const DRIVER_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable)/;

/**
 * Whether the error, or one it was caused by (Drizzle wraps the driver's), means the database
 * cannot be reached for now: the same request a little later may well succeed.
 */
export function databaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = fieldOf(e, 'cause')) {
    const code = fieldOf(e, 'code');
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
        return true;
    }
    const message = fieldOf(e, 'message');
    if (typeof message === 'string' && DRIVER_MESSAGE.test(message)) return true;
  }
  return false;
}
