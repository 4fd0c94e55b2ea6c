import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/lock';
import { StartupError } from './db/startup-errors';
import { NotFoundError } from './errors';
import { setAdminFlag } from './services/account/admin-role';

const USAGE = `Usage: npm run admin -- <grant|revoke> <email>

  grant <email>    give the account admin rights (donation admin)
  revoke <email>   take them away again

Works on the database the server is configured with (DATA_DIR or DATABASE_URL).
With the embedded database, stop the server first.`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface AdminCommand {
  action: 'grant' | 'revoke';
  email: string;
}

export function parseAdminArgs(args: string[]): AdminCommand | undefined {
  const [action, email, ...rest] = args;
  if ((action !== 'grant' && action !== 'revoke') || !email || rest.length > 0) return undefined;
  return { action, email };
}

/** Runs one admin command; returns the process exit code: 0 done, 1 failed (2 is bad usage). */
export async function runAdminCommand(
  { action, email }: AdminCommand,
  deps: { db: Database; output: CliOutput },
): Promise<number> {
  const { db, output } = deps;
  try {
    const user = await setAdminFlag({ db }, { email, isAdmin: action === 'grant' });
    output.out(
      action === 'grant'
        ? `${user.name} <${user.email}> is now an admin.`
        : `${user.name} <${user.email}> is no longer an admin.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof NotFoundError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
}

async function main(): Promise<number> {
  const output: CliOutput = {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  };
  const command = parseAdminArgs(process.argv.slice(2));
  if (!command) {
    output.err(USAGE);
    return 2;
  }
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof StartupError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }
  try {
    await database.migrate();
    return await runAdminCommand(command, { db: database.db, output });
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    output.err(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
