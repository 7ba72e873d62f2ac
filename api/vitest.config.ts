import { defineConfig } from 'vitest/config';

// Three projects, so each test runs where it proves something and only there:
// - `no-database`: the files that open no database run once.
// - `postgres`: every database test, on the PostgreSQL server at TEST_DATABASE_URL (CI sets it, so an unreachable
//   server fails the run instead of being skipped).
// - `pglite`: the embedded database behaves differently in a few ways (one connection, no LISTEN/NOTIFY, pg-boss
//   polling, DATA_DIR, its own start-up); the files below prove those and run on it too. With no TEST_DATABASE_URL
//   (a machine without PostgreSQL) every database test runs on PGlite instead.
// Each file gets its own database, copied from a migrated template (test/support/database-templates.ts), so files
// run in parallel and beside other people's runs without colliding.

const NO_DATABASE = [
  'test/config.test.ts',
  'test/errors.test.ts',
  'test/lib/**/*.test.ts',
  'test/plugins/error-handler.test.ts',
];

/** Where the driver matters, with the reason; run on PGlite as well as PostgreSQL. */
const PGLITE_TOO = [
  'test/db/data-dir.test.ts', // DATA_DIR: the embedded database's own folder, lock and permissions
  'test/db/migrate.test.ts', // migrations applied by the one PGlite session
  'test/db/payments-migration.test.ts', // a migration over existing rows
  'test/scripts/admin.test.ts', // the admin CLI on the embedded database
  'test/server.test.ts', // `npm start` with no DATABASE_URL: the embedded database, signals, shutdown
  'test/plugins/site-pages.test.ts', // pages rendered per settings version without NOTIFY
  'test/plugins/site-pages-settings-texts.test.ts', // the same, with the real renderer, started on stored settings
  'test/routes/settings.test.ts', // the settings cache kept without NOTIFY
  'test/routes/bookings.test.ts', // the availability cache kept without NOTIFY
  'test/routes/push.test.ts', // pg-boss polling (no LISTEN) on the shared single connection
  'test/routes/concurrency.test.ts', // concurrent writes queued on one connection
  'test/routes/payments.test.ts', // the payment cap's trigger locks its booking, on one connection too
  'test/routes/slot-race.test.ts', // slot races on one connection
  'test/routes/advance-race.test.ts', // holds and bKash callbacks racing on one connection
  'test/routes/booking-search.test.ts', // the search's indexes (a GIN on to_tsvector) on the embedded database too
  'test/routes/waitlist.test.ts', // offers made by a deferred trigger at commit, lapse jobs polled, on one connection
];

const ALL = ['test/**/*.test.ts'];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores shared with other work: two files at a time is plenty (three ran no faster, decision 065).
    maxWorkers: 2,
    // A worker keeps the modules it loaded for its next file instead of loading the app again for each: every file
    // builds its own app on its own database, and nothing in src/ keeps state at module level that a test changes.
    isolate: false,
    globalSetup: ['test/support/database-templates.ts', 'test/support/server-build.ts'],
    projects: [
      { extends: true, test: { name: 'no-database', include: NO_DATABASE } },
      ...(onPostgres
        ? [
            {
              extends: true,
              test: { name: 'postgres', include: ALL, exclude: NO_DATABASE, env: { TURF_TEST_DRIVER: 'postgres' } },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'pglite',
          // *.pg.test.ts need what only PostgreSQL has: other processes on one database, NOTIFY.
          include: onPostgres ? PGLITE_TOO : ALL,
          exclude: [...NO_DATABASE, 'test/**/*.pg.test.ts'],
          env: { TURF_TEST_DRIVER: 'pglite' },
        },
      },
    ],
  },
});
