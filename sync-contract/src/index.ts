export * from './api-paths';
export * from './booking-id';
export * from './messages';
export * from './phone';
export * from './schemas/index';
export * from './slots';
export * from './time';
export * from './venue';
