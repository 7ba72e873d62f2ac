import fp from 'fastify-plugin';
import { type AdminsRepository, adminsRepository } from '../../repositories/admins';
import { type BlocksRepository, blocksRepository } from '../../repositories/blocks';
import { type BookingRequestsRepository, bookingRequestsRepository } from '../../repositories/booking-requests';
import { type BookingsRepository, bookingsRepository } from '../../repositories/bookings';
import { healthRepository } from '../../repositories/health';
import { type ManagerBookingsRepository, managerBookingsRepository } from '../../repositories/manager-bookings';
import { type ScheduleRepository, scheduleRepository } from '../../repositories/schedule';
import { type SettingsRepository, settingsRepository } from '../../repositories/settings';

export interface Repositories {
  bookingRequests: BookingRequestsRepository;
  bookings: BookingsRepository;
  admins: AdminsRepository;
  health: ReturnType<typeof healthRepository>;
  managerBookings: ManagerBookingsRepository;
  blocks: BlocksRepository;
  schedule: ScheduleRepository;
  settings: SettingsRepository;
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
      bookingRequests: bookingRequestsRepository(sql, app.clock),
      bookings: bookingsRepository(sql),
      admins: adminsRepository(sql),
      health: healthRepository(sql),
      managerBookings: managerBookingsRepository(sql),
      blocks: blocksRepository(sql),
      schedule: scheduleRepository(sql, app.clock),
      settings: settingsRepository(sql),
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
