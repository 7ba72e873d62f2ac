import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, requestPath } from '../../lib/http/api-path';

/**
 * A CSP that fits the PWA: everything from our own origin, inline styles for React's style attributes, data:/blob:
 * images. Links out to wa.me, m.me, tel: and mailto: are plain navigations and need nothing.
 */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
};

/** The headers @fastify/helmet sets for these options, worked out once by asking it on a throwaway instance. */
export async function securityHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ url: '/' });
  await probe.close();
  const bare = Fastify({ logger: false });
  bare.get('/', async () => '');
  const plain = await bare.inject({ url: '/' });
  await bare.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (plain.headers[name] === undefined && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * JSON answers: the headers the OWASP REST Security Cheat Sheet asks of every API response (decision 028): no framing
 * (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), `nosniff`, HSTS, plus `default-src 'none'`, which costs
 * nothing in the same header. The rest of helmet's set governs documents (what a page may load, open or send as a
 * referrer) and a JSON answer is never one: the API answers JSON only, and with `nosniff` a browser shows it as text.
 * Worked out by helmet too, so the values follow its defaults.
 */
export const API_HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The build's hashed scripts and styles (`/assets/*.js`, `*.css`): what governs a subresource and nothing else
 * (decision 036). `nosniff` makes the browser run a script only with a script's type, CORP keeps other sites from
 * embedding it, HSTS holds on every answer. The rest of helmet's set governs documents: a script or a style sheet is
 * never one, and its CSP, framing or referrer header has no effect. On a phone's first visit over HTTP/1.1 those
 * headers cost about 650 bytes on each of the page's files, more than many of the files themselves.
 */
export const ASSET_HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** A hashed script or style of the build, the only files that take the subresource set. */
const BUILD_SCRIPT_OR_STYLE = /^\/assets\/[^/]+\.(?:js|css)$/;

/**
 * Whether the route answering a request is the API's. A URL spelt `/api/...` can only reach an API route, or the
 * site's catch-all or the not-found handler, which judge by the path as the router reads it, and that path starts
 * with `/api/` too (decoding never changes those five characters); so it is the API's without building
 * `request.routeOptions` (a new object on every read, on the busiest route). Any other URL is judged by the route that
 * answers: `/%61pi/bookings/all` is routed to `/api/bookings/all` and must be answered as it is.
 */
function isApiAnswer(request: FastifyRequest): boolean {
  if (request.url.startsWith('/api/')) return true;
  // The site's catch-all (`/*`, its files) and unmatched requests end at the not-found handler when the path is the
  // API's, which answers JSON; so they are judged by the path asked for, read as the router reads it.
  const route = request.routeOptions.url;
  return isApiPath(route === undefined || route.endsWith('*') ? requestPath(request.url) : route);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The headers answers carry, worked out once: `site` for the PWA's pages and files, `api` (the short set above
     * plus `cache-control: no-store`) for API and error answers, which are JSON, `asset` for the build's scripts and
     * styles. For answers that never pass the onRequest hook below.
     */
    answerHeaders: {
      site: Readonly<Record<string, string>>;
      api: Readonly<Record<string, string>>;
      asset: Readonly<Record<string, string>>;
    };
  }
}

/**
 * Security headers on every response, plus the request id (to quote in a bug report): helmet's full set on the site's
 * pages and files, the subresource set on its hashed scripts and styles, the short JSON set (decision 028) and
 * `no-store` on API answers (live and partly personal data, never kept by browsers or proxies; static files set their
 * own cache-control).
 * Whether an answer is the API's is decided by the route that answers (its declared path), never by the URL as
 * spelt: `/%61pi/bookings/all` is routed to `/api/bookings/all` and must be answered as it is.
 * @fastify/helmet builds its middleware anew on every request, which cut the availability read to a fifth of its rate;
 * the headers never change, so they are computed once (decision 004), and everything is set in this one hook.
 */
export default fp(
  async (app) => {
    const site = await securityHeaders(HELMET_OPTIONS);
    const api = { ...(await securityHeaders(API_HELMET_OPTIONS)), 'cache-control': 'no-store' };
    const asset = await securityHeaders(ASSET_HELMET_OPTIONS);
    app.decorate('answerHeaders', { site, api, asset });
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiAnswer(request) ? api : BUILD_SCRIPT_OR_STYLE.test(requestPath(request.url)) ? asset : site);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'helmet' },
);
