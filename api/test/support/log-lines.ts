import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './app';

/** A log stream to hand to `buildTestApp`, and the lines written to it so far (one JSON entry each). */
export function captureLogLines(): { stream: PassThrough; lines: string[] } {
  const stream = new PassThrough();
  const lines: string[] = [];
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { stream, lines };
}

/**
 * For a test file about what reaches the log: an app built before its tests (closed after them) that logs into
 * `lines`, with one extra route `extend` adds to provoke what the file is about.
 */
export function appWithCapturedLog(extend: (app: FastifyInstance) => void): { app: () => TestApp; lines: string[] } {
  let t: TestApp | undefined;
  const { stream, lines } = captureLogLines();
  beforeAll(async () => {
    t = await buildTestApp({ logStream: stream, extend });
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    app: () => {
      if (!t) throw new Error('the app is built before the tests run');
      return t;
    },
    lines,
  };
}
