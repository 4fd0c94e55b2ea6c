import { fieldOf } from '@warband/rules/narrow';
import { DrizzleQueryError } from 'drizzle-orm';

/**
 * How errors are written to the logs. Drizzle wraps a failed statement in an error whose
 * message and `params` carry every value bound to the query (password hashes, emails), and
 * the database's `detail` repeats the offending value; none of that may reach a log. What is
 * kept is what an operator needs: the statement with its placeholders, the SQLSTATE code,
 * the constraint and where in the code it happened.
 */
// A type rather than an interface, so it fits the logger's record type.
export type SafeError = {
  type: string;
  message: string;
  /** The frames only; empty when the error has none. */
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  severity?: string;
  statusCode?: number;
  cause?: SafeError;
};

// Fields of driver errors that name things rather than hold values.
const KEPT_STRINGS = ['code', 'constraint', 'table', 'column', 'severity'] as const;
const MAX_CAUSES = 5;

// A database error that quotes the value it choked on puts it last: 'invalid input syntax for
// type integer: "…"'. Identifiers are quoted elsewhere in a message and stay readable.
const QUOTED_VALUE = /: ".*"$/s;
const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

function messageOf(error: Error): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  const code = fieldOf(error, 'code');
  return isSqlState(code) ? error.message.replace(QUOTED_VALUE, ': "[redacted]"') : error.message;
}

/** The stack's frames only: its first lines repeat the message, which may hold values. */
function frames(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const lines = stack.split('\n');
  const first = lines.findIndex((line) => /^\s+at /.test(line));
  return first === -1 ? undefined : lines.slice(first).join('\n');
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    // A thrown string or object may be anything: say only what kind of thing it was.
    return { type: typeof error, message: 'A value that is not an Error was thrown', stack: '' };
  }
  const type = error.name;
  const message = messageOf(error);
  const stack = frames(error.stack);
  const safe: SafeError = { type, message, stack: stack ? `${type}: ${message}\n${stack}` : '' };
  for (const key of KEPT_STRINGS) {
    const value = fieldOf(error, key);
    if (typeof value === 'string') safe[key] = value;
  }
  const statusCode = fieldOf(error, 'statusCode');
  if (typeof statusCode === 'number') safe.statusCode = statusCode;
  if (error.cause !== undefined && depth < MAX_CAUSES)
    safe.cause = safeError(error.cause, depth + 1);
  return safe;
}
