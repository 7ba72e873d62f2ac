import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { requestIds } from '../src/lib/http/request-id';
import { asyncStdout, logging } from '../src/logging';

// The yardstick: Fastify with nothing but one route, answering the same JSON the availability read answers
// (BARE_BODY, set by run.ts), serialised on every request as a plain route does. Logging off, no plugins.
// With BARE_HEADERS (a JSON object), the floor that other issues set: the same route, plus the headers the read must
// carry (security set, cache-control, ETag, x-request-id from the app's id maker) and the app's one request line
// at LOG_LEVEL through the app's own logging (logging.ts); nothing else of the app.
const answerHeaders: Record<string, string> | undefined = process.env.BARE_HEADERS
  ? JSON.parse(process.env.BARE_HEADERS)
  : undefined;
// With BARE_CONVENTIONAL too, a conventional Fastify app instead: its own logger at LOG_LEVEL (pino's defaults, both of
// Fastify's request lines) writing to stdout, its own request ids; the yardstick for the app's logging (decision 067).
const conventional = answerHeaders !== undefined && process.env.BARE_CONVENTIONAL === '1';
const app = conventional
  ? Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } })
  : answerHeaders
    ? Fastify({
        ...logging(process.env.LOG_LEVEL ?? 'info', asyncStdout()),
        genReqId: requestIds(),
        requestIdHeader: false,
      })
    : Fastify({ logger: false });
// With BARE_FILE, that file's bytes as they stand (a page as the app sends it, already compressed: its headers say so).
const body: unknown = process.env.BARE_FILE
  ? readFileSync(process.env.BARE_FILE)
  : JSON.parse(process.env.BARE_BODY ?? '{"ok":true}');
if (answerHeaders) {
  app.get('/bare', (request, reply) => {
    reply.headers(answerHeaders).header('x-request-id', request.id).send(body);
  });
} else {
  app.get('/bare', async () => body);
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
