import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the production server on real PostgreSQL. One file at a time,
// since every file starts its own server and browser and the machine has two cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
