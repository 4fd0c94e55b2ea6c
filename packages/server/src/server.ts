import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { StartupError } from './db/startup-errors';
import { SWEEP_INTERVAL_MS, sweepExpired } from './services/sweep-expired';

/**
 * How long a stop may take, in milliseconds: requests under way get `graceMs` to finish,
 * and the process ends after `limitMs` whatever is still open (within the 10 s that
 * container runtimes and service managers wait before killing).
 */
const SHUTDOWN = { graceMs: 5_000, limitMs: 8_000 };

/** Starts the server: config, database and migrations, then listen; stops cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, db: database.db });
  const sweep = () =>
    sweepExpired({ db: database.db }).then(
      (dropped) => app.log.info({ dropped }, 'expired sessions and reset tokens dropped'),
      (error: unknown) => app.log.warn({ err: error }, 'sweeping expired sessions failed'),
    );
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await database.close();
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Closing the server also stops its header and request timeouts, so a client that sends
    // slowly or never finishes would keep the process alive for good: after a grace period
    // for requests under way every connection is closed, and the process ends in any case.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN.graceMs).unref();
    setTimeout(() => {
      app.log.error('shutdown took too long; stopping now');
      process.exit(1);
    }, SHUTDOWN.limitMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  app.log.info(
    {
      database: database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL',
      publicUrl: config.publicUrl,
    },
    'Warband Ledger is ready',
  );
  void sweep();
}

main().catch((error: unknown) => {
  // Expected start-up problems get a plain sentence, not a stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof StartupError
  ) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Cannot listen: ${(error as Error).message}. Set PORT to a free port.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
