import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir';
import { asyncStdout, closeLog } from './logging';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function printGeneratedAdmin(app: FastifyInstance): void {
  const admin = app.generatedAdmin;
  if (!admin) return;
  // Printed once, on the start that made the account; only its hash is stored.
  process.stdout.write(
    [
      '',
      '==================================================================',
      ' First start: an admin account was created.',
      `   email:    ${admin.email}`,
      `   password: ${admin.password}`,
      ' Keep it now; it is not shown again. Change it with:',
      '   npm run admin -- set-password <email>',
      '==================================================================',
      '',
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const log = asyncStdout();
  const app = await buildApp({
    config,
    logStream: log,
    // Exit non-zero: a supervisor restarts the app, and the start migrates the database again.
    // Once: each health check until then would find the same.
    onSchemaLost: () => {
      if (!closing) shutdown('schema lost', 1);
    },
  });
  let closing = false;
  function shutdown(signal: NodeJS.Signals | 'schema lost', exitCode = 0): void {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    if (exitCode !== 0) app.log.error('stopping so that a restart migrates the database again');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      async () => {
        app.log.info('shut down cleanly');
        // The log is written asynchronously: every line still queued goes out before the process ends.
        await closeLog(log);
        process.exit(exitCode);
      },
      async (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        await closeLog(log);
        process.exit(1);
      },
    );
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.db.driver, servesPwa: app.servesPwa, staticDir: app.servesPwa ? config.staticDir : null },
    'ready',
  );
  printGeneratedAdmin(app);
}

main().catch((error: unknown) => {
  // The DATA_DIR lock's refusal is a message for a person (another server is running), not a crash to debug.
  const text =
    error instanceof DataDirInUseError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`Could not start: ${text}\n`);
  process.exit(1);
});
