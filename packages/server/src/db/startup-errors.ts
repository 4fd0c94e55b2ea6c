import { fieldOf } from '@warband/rules/narrow';
/**
 * Problems that stop the server at start-up and that the person starting it can fix: they are
 * printed as one sentence saying what is wrong and what to do, never as a stack trace.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

const codeOf = (error: unknown): string | undefined => {
  for (let e: unknown = error; e && typeof e === 'object'; e = fieldOf(e, 'cause')) {
    const code = fieldOf(e, 'code');
    if (typeof code === 'string') return code;
  }
  return undefined;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const FILE_PROBLEMS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'part of the path is a file, not a directory',
  EEXIST: 'it is a file, not a directory',
  ENOSPC: 'the disk is full',
  // mkdir in a directory that exists: the file system allows no new directory there.
  ENOENT: 'it cannot be made there',
};

/** DATA_DIR cannot be created or written; undefined for other errors. */
export function dataDirError(dataDir: string, error: unknown): StartupError | undefined {
  const problem = FILE_PROBLEMS[codeOf(error) ?? ''];
  if (!problem) return undefined;
  return new StartupError(
    `Cannot write to the data directory ${dataDir} (${problem}). Make it a directory that the ` +
      'user running the server may write to, or set DATA_DIR to one.',
    { cause: error },
  );
}

/** The embedded database's files cannot be opened for writing. */
export function embeddedDatabaseError(databaseDir: string, error: unknown): StartupError {
  return new StartupError(
    `Cannot open the embedded database in ${databaseDir} (${messageOf(error)}). Make that ` +
      'directory and every file in it writable by the user running the server (for example ' +
      'with chown -R), or set DATA_DIR to another directory.',
    { cause: error },
  );
}

/** Where a postgres:// URL points, without its password. */
function describe(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** PostgreSQL refused to be reached or written at start-up; undefined for other errors. */
export function postgresStartupError(
  databaseUrl: string,
  error: unknown,
): StartupError | undefined {
  const where = describe(databaseUrl);
  const reason = messageOf(error);
  const code = codeOf(error);
  switch (code) {
    case '25006': // read_only_sql_transaction
    case '42501': // insufficient_privilege
      return new StartupError(
        `The database ${where} refused to write (${reason}). Point DATABASE_URL at a database ` +
          'that its user may create tables in and write to.',
        { cause: error },
      );
    case '3D000': // invalid_catalog_name
      return new StartupError(
        `The database ${where} does not exist. Create it (createdb), or correct DATABASE_URL.`,
        { cause: error },
      );
    case '28P01': // invalid_password
    case '28000': // invalid_authorization_specification
      return new StartupError(
        `The database ${where} refused the user or password in DATABASE_URL (${reason}).`,
        { cause: error },
      );
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return new StartupError(
        `Cannot reach the database ${where} (${reason}). Start PostgreSQL, or correct ` +
          'DATABASE_URL.',
        { cause: error },
      );
    default:
      return undefined;
  }
}
