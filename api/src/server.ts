import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

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

  const app = await buildApp({ config });
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.db.driver, servesPwa: app.servesPwa, staticDir: app.servesPwa ? config.staticDir : null },
    'ready',
  );
  printGeneratedAdmin(app);
}

main().catch((error: unknown) => {
  process.stderr.write(`Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
