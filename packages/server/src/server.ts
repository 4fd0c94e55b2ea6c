import { fieldOf } from '@warband/rules/narrow';
import net from 'node:net';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { prepareDataDir } from './db/data-dir';
import { DataDirLockedError } from './db/lock';
import { StartupError } from './db/startup-errors';
import { drainable } from './drain';

/**
 * How long a stop may take, in milliseconds: the connections already taken get `graceMs` for
 * their requests to arrive and be answered, and the process ends after `limitMs` whatever is
 * still open: within 8 s even when a busy machine runs the timer late, well inside the 10 s
 * that container runtimes and service managers wait before killing.
 */
const SHUTDOWN = { graceMs: 5_000, limitMs: 7_500 };

/** Starts the server: config, database and migrations, then listen; stops cleanly on a signal. */
async function main() {
  const config = loadConfig();
  // DATA_DIR holds the embedded database and local images. It is checked before the app and
  // the database drivers are loaded, which takes seconds: a bad setting is reported at once.
  if (!config.databaseUrl || config.imageStorage.kind === 'local') prepareDataDir(config.dataDir);
  // So are HOST and PORT, rather than after the database has been opened and brought up to date.
  await checkCanListen(config);
  const [{ buildApp }, { openDatabase }, { SWEEP_INTERVAL_MS, sweepExpired }] = await Promise.all([
    import('./app'),
    import('./db/client'),
    import('./services/sweep-expired'),
  ]);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, db: database.db });
  database.onConnectionLost((error) =>
    app.log.warn({ err: error }, 'a database connection was lost; the next request opens another'),
  );
  const sweep = () =>
    sweepExpired({ db: database.db, images: app.images }).then(
      (dropped) =>
        app.log.info(
          { dropped },
          'expired sessions, reset tokens, write records and images dropped',
        ),
      (error: unknown) => app.log.warn({ err: error }, 'sweeping expired sessions failed'),
    );
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await database.close();
  });

  const drain = drainable(app.server);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A client that sends slowly or never would keep its connection, and the process, alive
    // for good: after the grace period every connection is closed, and the process ends in
    // any case. The database closes only once the connections have, as the app closes.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN.graceMs).unref();
    setTimeout(() => {
      app.log.error('shutdown took too long; stopping now');
      process.exit(1);
    }, SHUTDOWN.limitMs).unref();
    drain
      .start()
      .then(() => app.close())
      .then(
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
    throw listenError(config, error) ?? error;
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

/** Listens on HOST and PORT for a moment, and reports why the machine will not. */
function checkCanListen(config: AppConfig): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error) => reject(listenError(config, error) ?? error));
    probe.listen({ port: config.port, host: config.host, exclusive: true }, () =>
      probe.close(() => resolve()),
    );
  });
}

/** HOST and PORT passed the checks but the machine will not listen there. */
function listenError(config: AppConfig, error: unknown): StartupError | undefined {
  const code = fieldOf(error, 'code');
  const message = String(fieldOf(error, 'message'));
  const where = `${config.host} port ${config.port}`;
  switch (code) {
    case 'EADDRINUSE':
      return new StartupError(`Cannot listen: ${message}. Set PORT to a free port.`);
    case 'EACCES':
      return new StartupError(
        `Cannot listen on ${where} (permission denied). Set PORT to 1024 or above, or run ` +
          'the server behind a proxy on the lower port.',
      );
    case 'EADDRNOTAVAIL':
      return new StartupError(
        `Cannot listen on ${where}: this machine has no such address. Set HOST to one of its ` +
          'addresses, 127.0.0.1 or 0.0.0.0.',
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
      return new StartupError(
        `Cannot listen on ${where}: the host name ${config.host} is not known. Set HOST to ` +
          'one of its addresses, 127.0.0.1 or 0.0.0.0.',
      );
    default:
      return undefined;
  }
}

main().catch((error: unknown) => {
  // Expected start-up problems get a plain sentence, not a stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof StartupError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
