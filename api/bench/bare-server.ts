import Fastify from 'fastify';

// The yardstick: Fastify with nothing but one route answering constant JSON.
const app = Fastify({ logger: false });
const body = { ok: true, db: 'up' };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`listening ${JSON.stringify(app.server.address())}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
