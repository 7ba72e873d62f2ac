import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // The outbox's property tests and the panel's flows run many renders: room for a busy CI machine.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores, one on a two-core CI host (decision 079).
    maxWorkers: 2,
  },
});
