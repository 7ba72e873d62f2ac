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
/** To the manager (confirm, their own booking, un-cancel): the slot is blocked. */
export const SlotBlockedError = createError('TURF_SLOT_BLOCKED', MESSAGES.slotBlocked, 409);
/** To a visitor: a blocked slot, without the manager's reason. */
export const SlotNotAvailableError = createError('TURF_SLOT_NOT_AVAILABLE', MESSAGES.slotNotAvailable, 409);
/** `POST /api/blocks` refused, all or nothing: the message names the slots that are booked or blocked already. */
export const SlotsHeldError = createError<[string]>('TURF_SLOTS_HELD', '%s. Nothing was blocked', 409);
export const BlockNotFoundError = createError('TURF_BLOCK_NOT_FOUND', 'No blocked slot has this ID', 404);
export const SeriesNotFoundError = createError('TURF_SERIES_NOT_FOUND', 'No weekly booking has this series ID', 404);
export const SeriesAllTakenError = createError(
  'TURF_SERIES_ALL_TAKEN',
  'None of these dates can be booked: each is booked, blocked or past the booking horizon. Nothing was booked',
  409,
);
export const RequestExpiredError = createError(
  'TURF_REQUEST_EXPIRED',
  'This request has expired: its slot has already started',
  409,
);
export const PhoneWaitsForSlotError = createError(
  'TURF_PHONE_WAITS_FOR_SLOT',
  'This phone number already has a request waiting for this slot. Send its Booking ID to the turf manager instead',
  409,
);
export const PhoneFullError = createError<[number]>(
  'TURF_PHONE_FULL',
  'This phone number already has %d booking requests waiting for the turf manager. Wait for an answer before sending another',
  409,
);
export const UnknownCursorError = createError(
  'TURF_UNKNOWN_CURSOR',
  'This page link is no longer valid. Reload the list',
  400,
);
export const RejectNotFoundError = createError<[string]>(
  'TURF_REJECT_NOT_FOUND',
  'No booking request has the ID %s. Nothing was rejected',
  404,
);
export const RejectNotWaitingError = createError<[string, string]>(
  'TURF_REJECT_NOT_WAITING',
  'Request %s %s. Nothing was rejected: reload the list and try again',
  409,
);
export const SlotNotBookedError = createError(
  'TURF_SLOT_NOT_BOOKED',
  'This slot is not booked, so its requests can still be confirmed. Nothing was rejected',
  409,
);
export const AlreadyDecidedError = createError<[string]>('TURF_ALREADY_DECIDED', 'This request was already %s', 409);
export const IdempotencyMismatchError = createError(
  'TURF_IDEMPOTENCY_MISMATCH',
  'This Booking ID was already used for a different request',
  422,
);
export const BookingIdTakenError = createError(
  'TURF_BOOKING_ID_TAKEN',
  'This Booking ID was already used for a different booking',
  422,
);
export const TooManyRequestsError = createError<[string]>(
  'TURF_TOO_MANY_REQUESTS',
  'Too many attempts. Please wait %s and try again',
  429,
);
export const PushDeviceFullError = createError<[number]>(
  'TURF_PUSH_DEVICE_FULL',
  'This device already follows %d booking requests. It can follow another once one of their slots has passed',
  409,
);
