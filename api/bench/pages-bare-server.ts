import { readFileSync } from 'node:fs';
import { createServer, type OutgoingHttpHeaders } from 'node:http';

// The pages' yardstick: Node's own http server, no framework, answering each path with the bytes and headers the app
// sent for it (recorded by pages-vs-bare.ts into BARE_PAGES, a JSON file of path -> { headers, body in base64 }).
// Nothing is computed per request; the date and framing headers are Node's, as they are for the app.
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

const server = createServer((request, response) => {
  const page = pages.get(request.url ?? '');
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { ...page.headers, 'content-length': page.body.length }).end(page.body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
