import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@turf/sync-contract/schemas';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { HTTP_TIMEOUTS, type HttpTimeouts, httpTimeoutOptions } from './lib/http/http-timeouts';
import { requestIds } from './lib/http/request-id';
import { fastifyTrustProxy } from './lib/http/trust-proxy';
import { type LogDestination, logging } from './logging';
import adminAccount from './plugins/app/admin-account';
import availability from './plugins/app/availability';
import bkash from './plugins/app/bkash';
import errorHandler, { clientErrorHandler, frameworkErrors } from './plugins/app/error-handler';
import push, { type PushRuntimeOptions } from './plugins/app/push';
import repositories from './plugins/app/repositories';
import settings from './plugins/app/settings';
import sitePages from './plugins/app/site-pages';
import slotHoldLapses from './plugins/app/slot-hold-lapses';
import db from './plugins/external/db';
import helmet from './plugins/external/helmet';
import jwt from './plugins/external/jwt';
import rateLimit from './plugins/external/rate-limit';
import staticFiles from './plugins/external/static';
import swagger from './plugins/external/swagger';
import adminScope from './routes/admin-scope';
import advancePaymentRoutes from './routes/advance-payments';
import { adminAuditRoutes } from './routes/audit';
import authRoutes, { adminAuthRoutes } from './routes/auth';
import { adminBkashRefundRoutes } from './routes/bkash-refunds';
import { adminBlockRoutes } from './routes/blocks';
import bookingRequestRoutes, { adminBookingRequestRoutes } from './routes/booking-requests';
import bookingRoutes, { adminBookingRoutes } from './routes/bookings';
import { adminBookingsExportRoutes } from './routes/bookings-export';
import healthRoutes from './routes/health';
import { adminManagerBookingRoutes } from './routes/manager-bookings';
import { adminPaymentRoutes } from './routes/payments';
import pushRoutes, { adminPushRoutes } from './routes/push';
import { adminReportsRoutes } from './routes/reports';
import { adminScheduleRoutes } from './routes/schedule';
import settingsRoutes, { adminSettingsRoutes } from './routes/settings';
import visitorCancellationRoutes from './routes/visitor-cancellations';
import { adminWaitlistRoutes, waitlistRoutes } from './routes/waitlist';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The venue clock's source; tests pin it. */
    clock: () => Date;
    /** Called when the health check finds the database without this code's tables (see BuildAppOptions). */
    schemaLost: () => void;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; without one the app opens (and on close closes) the one the config names. */
  database?: Database;
  /** The current instant; tests pass a fixed one. */
  now?: () => Date;
  /** Log lines go here (tests capture them); default stdout. `false` turns logging off. */
  logStream?: LogDestination | false;
  /** How long a date's taken slots may be served from memory. */
  availabilityTtlMs?: number;
  /** Sees every route as it is declared (the test that walks the route table); production passes none. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The health check found the database answering without this code's tables (dropped and made anew). server.ts
   * stops the process then, so its supervisor (Compose's `restart`) starts it again and the start migrates; tests
   * leave it a no-op.
   */
  onSchemaLost?: () => void;
  /** The push queue's timings and trust (tests shorten and point them at a fake push service). */
  push?: PushRuntimeOptions;
  /** How long the server waits on a slow client (tests shorten it). */
  httpTimeouts?: HttpTimeouts;
  /** Longest wait for one bKash call (default 30 s, as bKash asks; tests shorten it). */
  bkashTimeoutMs?: number;
}

/** The only way an app is made: by server.ts and by every test, so both validate and serialise the same way. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...(options.logStream === false ? {} : logging(config.logLevel, options.logStream)),
    genReqId: requestIds(),
    requestIdHeader: false,
    bodyLimit: config.bodyLimit,
    ...httpTimeoutOptions(options.httpTimeouts ?? HTTP_TIMEOUTS),
    // PGlite's first start (initdb on a slow disk) can take tens of seconds.
    pluginTimeout: 120_000,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Errors met before routing or by Node's HTTP parser are answered like every other one (error-handler.ts).
    frameworkErrors,
    clientErrorHandler,
    ajv: {
      // Reject rather than repair: extra fields are an error, and "true" is not a boolean.
      customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('config', config);
  app.decorate('clock', options.now ?? (() => new Date()));
  app.decorate('schemaLost', options.onSchemaLost ?? (() => {}));
  app.addSchema(ErrorResponse);

  // Third-party tier.
  await app.register(db, {
    database: options.database,
    databaseUrl: config.databaseUrl,
    migrationDatabaseUrl: config.migrationDatabaseUrl,
    dataDir: config.dataDir,
  });
  await app.register(jwt, { secret: config.jwtSecret });
  await app.register(helmet);
  await app.register(rateLimit);
  await app.register(staticFiles, { staticDir: config.staticDir });
  await app.register(swagger);

  // The app's own tier.
  await app.register(errorHandler);
  await app.register(repositories);
  await app.register(availability, { ttlMs: options.availabilityTtlMs });
  await app.register(settings);
  await app.register(sitePages);
  await app.register(adminAccount, { email: config.adminEmail, password: config.adminPassword });
  await app.register(push, { config: config.push, runtime: options.push });
  await app.register(bkash, { config: config.bkash, timeoutMs: options.bkashTimeoutMs });
  await app.register(slotHoldLapses, {
    work: options.push?.work,
    pollingIntervalSeconds: options.push?.pollingIntervalSeconds,
  });

  // Routes. A route registered here is public; the manager's routes are registered only inside the admin scope, which
  // guards and documents every one of them (routes/admin-scope.ts, decision 026).
  await app.register(healthRoutes);
  await app.register(authRoutes, { rateLimit: config.loginRateLimit });
  await app.register(bookingRequestRoutes, {
    rateLimit: config.bookingRateLimit,
    statusRateLimit: config.statusRateLimit,
  });
  await app.register(advancePaymentRoutes, { rateLimit: config.bookingRateLimit });
  await app.register(visitorCancellationRoutes, { rateLimit: config.bookingRateLimit });
  await app.register(waitlistRoutes, {
    rateLimit: config.bookingRateLimit,
    statusRateLimit: config.statusRateLimit,
  });
  await app.register(bookingRoutes);
  await app.register(pushRoutes, { rateLimit: config.bookingRateLimit });
  await app.register(settingsRoutes);
  await app.register(adminScope, {
    routes: [
      adminAuthRoutes,
      adminBookingRequestRoutes,
      adminBookingRoutes,
      adminBookingsExportRoutes,
      adminManagerBookingRoutes,
      adminPaymentRoutes,
      adminBkashRefundRoutes,
      adminBlockRoutes,
      adminScheduleRoutes,
      adminPushRoutes,
      adminSettingsRoutes,
      adminAuditRoutes,
      adminReportsRoutes,
      adminWaitlistRoutes,
    ],
  });

  return app;
}
