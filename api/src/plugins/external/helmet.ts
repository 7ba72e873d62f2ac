import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../../lib/api-path';

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
 * Helmet's security headers on every response, plus the request id (to quote in a bug report) and, on API answers,
 * `no-store` (live and partly personal data, never kept by browsers or proxies; static files set their own).
 * @fastify/helmet builds its middleware anew on every request, which cut the availability read to a fifth of its rate;
 * the headers never change, so they are computed once, and everything is set in this one hook.
 */
export default fp(
  async (app) => {
    const headers = await securityHeaders();
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(isApiPath(request.url) ? apiHeaders : headers);
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'helmet' },
);
