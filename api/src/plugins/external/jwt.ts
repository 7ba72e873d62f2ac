import fastifyJwt from '@fastify/jwt';
import { TOKEN_LIFETIME_SECONDS } from '@turf/sync-contract/schemas';
import fp from 'fastify-plugin';

/** HS256 pinned both ways (so `alg: none` or an RS/HS confusion is refused), and `exp` required. */
export default fp<{ secret: string }>(
  async (app, options) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: `${TOKEN_LIFETIME_SECONDS}s` },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp'] },
    });
  },
  { name: 'jwt' },
);
