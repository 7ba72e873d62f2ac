import fp from 'fastify-plugin';
import { type AdminsRepository, adminsRepository } from '../../repositories/admins';
import { type BookingRequestsRepository, bookingRequestsRepository } from '../../repositories/booking-requests';
import { type BookingsRepository, bookingsRepository } from '../../repositories/bookings';
import { healthRepository } from '../../repositories/health';

export interface Repositories {
  bookingRequests: BookingRequestsRepository;
  bookings: BookingsRepository;
  admins: AdminsRepository;
  health: ReturnType<typeof healthRepository>;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (app) => {
    const { sql } = app.db;
    app.decorate('repos', {
      bookingRequests: bookingRequestsRepository(sql),
      bookings: bookingsRepository(sql),
      admins: adminsRepository(sql),
      health: healthRepository(sql),
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
