import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the production server on real PostgreSQL. One Chromium for the run, started
// by the global setup, which every file connects to (decision 066); one file at a time, since a file keeps both cores
// busy already (its server, Chromium's processes, the test) and two at once ran slower (decision 079).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // The server the files start is built from the API's sources as they are (a second); the PWA by `npm run build`.
    globalSetup: ['e2e/support/chromium-server.ts', 'api/test/support/server-build.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for the page on a loaded two-core host, not Vitest's default second: a condition that never holds
    // still fails, only later.
    expect: { poll: { timeout: 10_000 } },
  },
});
