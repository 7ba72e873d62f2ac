export * from './auth';
export * from './booking-requests';
export * from './bookings';
export * from './common';
export * from './health';
