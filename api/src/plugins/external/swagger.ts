import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/** The OpenAPI document is generated from the same contract schemas the routes validate with. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Turf booking API',
          description: 'Booking requests, availability and the manager’s bookings table.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
  },
  { name: 'swagger' },
);
