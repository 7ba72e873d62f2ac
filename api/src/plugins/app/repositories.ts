import fp from 'fastify-plugin';
import { sqlNamingActor } from '../../db/actor';
import { type AdminsRepository, adminsRepository } from '../../repositories/admins';
import { type AdvancePaymentsRepository, advancePaymentsRepository } from '../../repositories/advance-payments';
import { type AuditRepository, auditRepository } from '../../repositories/audit';
import { type BkashRefundsRepository, bkashRefundsRepository } from '../../repositories/bkash-refunds';
import { type BlocksRepository, blocksRepository } from '../../repositories/blocks';
import { type BookingRequestsRepository, bookingRequestsRepository } from '../../repositories/booking-requests';
import { type BookingsRepository, bookingsRepository } from '../../repositories/bookings';
import { type BookingsExportRepository, bookingsExportRepository } from '../../repositories/bookings-export';
import { healthRepository } from '../../repositories/health';
import { type ManagerBookingsRepository, managerBookingsRepository } from '../../repositories/manager-bookings';
import { type PaymentsRepository, paymentsRepository } from '../../repositories/payments';
import { type ReportsRepository, reportsRepository } from '../../repositories/reports';
import { type ScheduleRepository, scheduleRepository } from '../../repositories/schedule';
import { type SettingsRepository, settingsRepository } from '../../repositories/settings';
import {
  type VisitorCancellationsRepository,
  visitorCancellationsRepository,
} from '../../repositories/visitor-cancellations';
import { type WaitlistRepository, waitlistRepository } from '../../repositories/waitlist';

export interface Repositories {
  bookingRequests: BookingRequestsRepository;
  advancePayments: AdvancePaymentsRepository;
  bookings: BookingsRepository;
  bookingsExport: BookingsExportRepository;
  admins: AdminsRepository;
  health: ReturnType<typeof healthRepository>;
  managerBookings: ManagerBookingsRepository;
  blocks: BlocksRepository;
  schedule: ScheduleRepository;
  settings: SettingsRepository;
  audit: AuditRepository;
  payments: PaymentsRepository;
  bkashRefunds: BkashRefundsRepository;
  reports: ReportsRepository;
  visitorCancellations: VisitorCancellationsRepository;
  waitlist: WaitlistRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

export default fp(
  async (app) => {
    // Every transaction names the manager writing it, for the audit triggers (decision 047).
    const sql = sqlNamingActor(app.db.sql);
    app.decorate('repos', {
      bookingRequests: bookingRequestsRepository(sql, app.clock),
      advancePayments: advancePaymentsRepository(sql, app.clock),
      bookings: bookingsRepository(sql),
      bookingsExport: bookingsExportRepository(sql),
      admins: adminsRepository(sql),
      health: healthRepository(sql),
      managerBookings: managerBookingsRepository(sql),
      blocks: blocksRepository(sql),
      schedule: scheduleRepository(sql, app.clock),
      settings: settingsRepository(sql),
      audit: auditRepository(sql),
      payments: paymentsRepository(sql),
      bkashRefunds: bkashRefundsRepository(sql),
      reports: reportsRepository(sql),
      visitorCancellations: visitorCancellationsRepository(sql, app.clock),
      waitlist: waitlistRepository(sql, app.clock),
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);
