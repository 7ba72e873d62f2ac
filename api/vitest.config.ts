import { defineConfig } from 'vitest/config';

// The whole suite runs once per database driver: always on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
// (CI sets it, so an unreachable server fails the run instead of being skipped). Each test file makes its own fresh
// database, so files run in parallel and beside other people's runs without colliding.
const drivers = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores shared with other work: two files at a time is plenty.
    maxWorkers: 2,
    globalSetup: ['test/support/pglite-template.ts'],
    projects: drivers.map((driver) => ({
      extends: true,
      test: {
        name: driver,
        // *.pg.test.ts need what only PostgreSQL has: other processes on one database, NOTIFY.
        include: ['test/**/*.test.ts'],
        exclude: driver === 'postgres' ? [] : ['test/**/*.pg.test.ts'],
        env: { TURF_TEST_DRIVER: driver },
      },
    })),
  },
});
