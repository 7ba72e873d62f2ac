import { readFileSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import Fastify from 'fastify';

// The pages' yardsticks, answering each path with the bytes and headers the app sent for it (recorded by
// pages-vs-bare.ts into BARE_PAGES, a JSON file of path -> { headers, body in base64 }). Nothing is computed per
// request; the date and framing headers are the server's own, as they are for the app. PAGES_SERVER picks which:
// - `node` (the goal's peer): Node's own http server, no framework;
// - `fastify`: Fastify with one route a page and nothing else, logger off (what the chosen framework itself costs);
// - `conventional`: the same routes with Fastify's own logger at LOG_LEVEL (pino's defaults, both request lines).
interface RecordedPage {
  headers: OutgoingHttpHeaders;
  body: string;
}

const recorded: Record<string, RecordedPage> = JSON.parse(readFileSync(String(process.env.BARE_PAGES), 'utf8'));
const pages = new Map(
  Object.entries(recorded).map(([path, page]) => [
    path,
    { headers: page.headers, body: Buffer.from(page.body, 'base64') },
  ]),
);
const port = Number(process.env.PORT ?? 0);
const kind = process.env.PAGES_SERVER ?? 'node';

if (kind === 'node') {
  const server = createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...page.headers, 'content-length': page.body.length }).end(page.body);
  });
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
} else {
  const app = Fastify({
    logger: kind === 'conventional' ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
  });
  for (const [path, page] of pages) {
    app.get(path, (_request, reply) => {
      reply.headers(page.headers).send(page.body);
    });
  }
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
}
