import createError from '@fastify/error';
import { MESSAGES } from '@turf/sync-contract/messages';

/**
 * Every error the API answers on purpose, in one place. Each message is shown to a person as it is, so it
 * says what happened and, where it can, what to do.
 */
export const BadRequestError = createError<[string]>('TURF_BAD_REQUEST', '%s', 400);
export const UnauthorizedError = createError('TURF_UNAUTHORIZED', 'Sign in as the manager to continue', 401);
export const SessionExpiredError = createError(
  'TURF_SESSION_EXPIRED',
  'Your session has expired or is not valid. Sign in again',
  401,
);
export const InvalidCredentialsError = createError('TURF_INVALID_CREDENTIALS', MESSAGES.invalidCredentials, 401);
export const ForbiddenError = createError('TURF_FORBIDDEN', 'Only the manager can do this', 403);
export const RequestNotFoundError = createError('TURF_REQUEST_NOT_FOUND', 'No booking request has this ID', 404);
export const BookingNotFoundError = createError('TURF_BOOKING_NOT_FOUND', 'No booking has this ID', 404);
export const RouteNotFoundError = createError<[string, string]>('TURF_ROUTE_NOT_FOUND', 'No such API call: %s %s', 404);
export const SlotTakenError = createError('TURF_SLOT_TAKEN', MESSAGES.slotTaken, 409);
export const AlreadyDecidedError = createError<[string]>('TURF_ALREADY_DECIDED', 'This request was already %s', 409);
export const IdempotencyMismatchError = createError(
  'TURF_IDEMPOTENCY_MISMATCH',
  'This Booking ID was already used for a different request',
  422,
);
export const TooManyRequestsError = createError<[string]>(
  'TURF_TOO_MANY_REQUESTS',
  'Too many attempts. Please wait %s and try again',
  429,
);
