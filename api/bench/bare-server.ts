import Fastify from 'fastify';

// The yardstick: Fastify with nothing but one route, answering the same JSON the availability read answers
// (BARE_BODY, set by run.ts), serialised on every request as a plain route does. Logging off, no plugins.
const app = Fastify({ logger: false });
const body: unknown = JSON.parse(process.env.BARE_BODY ?? '{"ok":true}');
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
