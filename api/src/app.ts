import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@turf/sync-contract/schemas';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { loggerOptions } from './logging';
import adminAccount from './plugins/app/admin-account';
import authGuard from './plugins/app/auth-guard';
import availability from './plugins/app/availability';
import errorHandler from './plugins/app/error-handler';
import repositories from './plugins/app/repositories';
import db from './plugins/external/db';
import helmet from './plugins/external/helmet';
import jwt from './plugins/external/jwt';
import rateLimit from './plugins/external/rate-limit';
import staticFiles from './plugins/external/static';
import swagger from './plugins/external/swagger';
import authRoutes from './routes/auth';
import bookingRequestRoutes from './routes/booking-requests';
import bookingRoutes from './routes/bookings';
import healthRoutes from './routes/health';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The venue clock's source; tests pin it. */
    clock: () => Date;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; without one the app opens (and on close closes) the one the config names. */
  database?: Database;
  /** The current instant; tests pass a fixed one. */
  now?: () => Date;
  /** Log lines go here (tests capture them); default stdout. `false` turns logging off. */
  logStream?: NodeJS.WritableStream | false;
  /** How long a date's taken slots may be served from memory. */
  availabilityTtlMs?: number;
}

/** The only way an app is made: by server.ts and by every test, so both validate and serialise the same way. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logStream === false ? false : loggerOptions(config.logLevel, options.logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    // PGlite's first start (initdb on a slow disk) can take tens of seconds.
    pluginTimeout: 120_000,
    trustProxy: config.trustProxy,
    ajv: {
      // Reject rather than repair: extra fields are an error, and "true" is not a boolean.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('clock', options.now ?? (() => new Date()));
  app.addSchema(ErrorResponse);

  // Third-party tier.
  await app.register(db, { database: options.database, databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await app.register(jwt, { secret: config.jwtSecret });
  await app.register(helmet);
  await app.register(rateLimit);
  await app.register(staticFiles, { staticDir: config.staticDir });
  await app.register(swagger);

  // The app's own tier.
  await app.register(errorHandler);
  await app.register(repositories);
  await app.register(availability, { ttlMs: options.availabilityTtlMs });
  await app.register(authGuard);
  await app.register(adminAccount, { email: config.adminEmail, password: config.adminPassword });

  // Routes.
  await app.register(healthRoutes);
  await app.register(authRoutes, { rateLimit: config.loginRateLimit });
  await app.register(bookingRequestRoutes, { rateLimit: config.bookingRateLimit });
  await app.register(bookingRoutes);

  return app;
}
