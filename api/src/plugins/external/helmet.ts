import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a CSP that fits the PWA: everything from our own origin, inline styles for React's style
 * attributes, data:/blob: images. Links out to wa.me, m.me, tel: and mailto: are plain navigations and need nothing.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
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
    });
  },
  { name: 'helmet' },
);
