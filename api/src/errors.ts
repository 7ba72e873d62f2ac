import createError, { type FastifyErrorConstructor } from '@fastify/error';
import type { ErrorCode, Problem } from '@turf/sync-contract/error-codes';
import { MESSAGES } from '@turf/sync-contract/messages';

/** A named error whose `code` is its listed machine code (decision 037): the answer's `code` is this one. */
function namedError<Args extends unknown[] = []>(
  code: ErrorCode,
  message: string,
  status: number,
): FastifyErrorConstructor<{ code: ErrorCode; statusCode: number }, Args> {
  return createError<Args>(code, message, status) as FastifyErrorConstructor<
    { code: ErrorCode; statusCode: number },
    Args
  >;
}

/**
 * Every error the API answers on purpose, in one place. Each message is shown to a person as it is, so it
 * says what happened and, where it can, what to do.
 */
/** A 400 for a rule a schema cannot state (lib/*-rules.ts): its code and message are the rule's. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
  readonly code: ErrorCode;
  constructor(problem: Problem) {
    super(problem.message);
    this.name = 'BadRequestError';
    this.code = problem.code;
  }
}
export const UnauthorizedError = namedError('UNAUTHORIZED', 'Sign in as the manager to continue', 401);
export const SessionExpiredError = namedError(
  'SESSION_EXPIRED',
  'Your session has expired or is not valid. Sign in again',
  401,
);
export const InvalidCredentialsError = namedError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials, 401);
export const ForbiddenError = namedError('FORBIDDEN', 'Only the manager can do this', 403);
export const RequestNotFoundError = namedError('REQUEST_NOT_FOUND', 'No booking request has this ID', 404);

// A visitor's own cancellation (issue 31, decision 092).
export const CancelKeyInvalidError = namedError(
  'CANCEL_KEY_INVALID',
  'Only the phone this request was made on can cancel it. Call the venue to cancel',
  403,
);
export const CancelTooLateError = namedError<[number]>(
  'CANCEL_TOO_LATE',
  'A booking can be cancelled here up to %d hours before its slot. Call the venue to cancel',
  409,
);
export const CancelAdvanceReportedError = namedError(
  'CANCEL_ADVANCE_REPORTED',
  'An advance was sent for this request. Call the venue to cancel it and get the money back',
  409,
);
export const RequestClosedError = namedError(
  'REQUEST_CLOSED',
  'This request was rejected or has expired: there is nothing to cancel',
  409,
);
export const BookingNotFoundError = namedError('BOOKING_NOT_FOUND', 'No booking has this ID', 404);
export const RouteNotFoundError = namedError<[string, string]>('ROUTE_NOT_FOUND', 'No such API call: %s %s', 404);
export const SlotTakenError = namedError('SLOT_TAKEN', MESSAGES.slotTaken, 409);
/** To the manager (confirm, their own booking, un-cancel): the slot is blocked. */
export const SlotBlockedError = namedError('SLOT_BLOCKED', MESSAGES.slotBlocked, 409);
/** To a visitor: a blocked slot, without the manager's reason. */
export const SlotNotAvailableError = namedError('SLOT_NOT_AVAILABLE', MESSAGES.slotNotAvailable, 409);
/** `POST /api/blocks` refused, all or nothing: the message names the slots that are booked or blocked already. */
export const SlotsHeldError = namedError<[string]>('SLOTS_HELD', '%s. Nothing was blocked', 409);
export const BlockNotFoundError = namedError('BLOCK_NOT_FOUND', 'No blocked slot has this ID', 404);
export const SeriesNotFoundError = namedError('SERIES_NOT_FOUND', 'No weekly booking has this series ID', 404);
export const SeriesAllTakenError = namedError(
  'SERIES_ALL_TAKEN',
  'None of these dates can be booked: each is booked, blocked or past the booking horizon. Nothing was booked',
  409,
);
export const RequestExpiredError = namedError(
  'REQUEST_EXPIRED',
  'This request has expired: its slot has already started',
  409,
);
export const PhoneWaitsForSlotError = namedError(
  'PHONE_WAITS_FOR_SLOT',
  'This phone number already has a request waiting for this slot. Send its Booking ID to the turf manager instead',
  409,
);
export const PhoneFullError = namedError<[number]>(
  'PHONE_FULL',
  'This phone number already has %d booking requests waiting for the turf manager. Wait for an answer before sending another',
  409,
);
export const UnknownCursorError = namedError(
  'UNKNOWN_CURSOR',
  'This page link is no longer valid. Reload the list',
  400,
);
export const RejectNotFoundError = namedError<[string]>(
  'REJECT_NOT_FOUND',
  'No booking request has the ID %s. Nothing was rejected',
  404,
);
export const RejectNotWaitingError = namedError<[string, string]>(
  'REJECT_NOT_WAITING',
  'Request %s %s. Nothing was rejected: reload the list and try again',
  409,
);
export const SlotNotBookedError = namedError(
  'SLOT_NOT_BOOKED',
  'This slot is not booked, so its requests can still be confirmed. Nothing was rejected',
  409,
);
export const AlreadyDecidedError = namedError<[string]>('ALREADY_DECIDED', 'This request was already %s', 409);
export const IdempotencyMismatchError = namedError(
  'IDEMPOTENCY_MISMATCH',
  'This Booking ID was already used for a different request',
  422,
);
export const BookingIdTakenError = namedError(
  'BOOKING_ID_TAKEN',
  'This Booking ID was already used for a different booking',
  422,
);
export const TooManyRequestsError = namedError<[string]>(
  'TOO_MANY_REQUESTS',
  'Too many attempts. Please wait %s and try again',
  429,
);
export const PushDeviceFullError = namedError<[number]>(
  'PUSH_DEVICE_FULL',
  'This device already follows %d booking requests. It can follow another once one of their slots has passed',
  409,
);
export const PushRequestFullError = namedError<[number]>(
  'PUSH_REQUEST_FULL',
  '%d devices already get notifications for this booking request, the most one request may have. Its status is on My requests',
  409,
);
export const SettingsVersionConflictError = namedError(
  'SETTINGS_VERSION_CONFLICT',
  'The settings were saved by someone else after you opened them. Nothing was saved: reload them and make your change again',
  409,
);
export const PaymentNotFoundError = namedError('PAYMENT_NOT_FOUND', 'This booking has no payment with this ID', 404);
/** Mobile-money IDs are unique: the message names the booking that has it, so the manager can look there. */
export const PaymentDuplicateError = namedError<[string, string, string]>(
  'PAYMENT_DUPLICATE',
  'A %s payment with transaction ID %s is already recorded%s. Check the ID; nothing was saved',
  409,
);
export const NoShowTooEarlyError = namedError(
  'NO_SHOW_TOO_EARLY',
  'A booking can be marked no-show only once its slot has started; nothing was changed',
  409,
);
export const NoShowCancelledError = namedError(
  'NO_SHOW_CANCELLED',
  'A cancelled booking cannot be a no-show; nothing was changed',
  409,
);
/** The cap of migration 012: the message gives the figures, so the manager sees the typing mistake. */
export const PaymentOverCapError = namedError<[number, number, number, number]>(
  'PAYMENT_OVER_CAP',
  'A booking can receive at most %d times its price, %d taka in all: %d taka is recorded already, so at most %d more. Check the amount; nothing was saved',
  409,
);
/** Decision 071: a cancelled booking owes nothing, so PAID and payments are refused rather than recorded as income. */
export const BookingCancelledError = namedError(
  'BOOKING_CANCELLED',
  'This booking is cancelled and owes nothing: no payment was recorded. Restore it first if the customer plays after all',
  409,
);
export const BookingNotCancelledError = namedError(
  'BOOKING_NOT_CANCELLED',
  'Only a cancelled booking’s money can be kept instead of refunded; nothing was changed',
  409,
);
export const RefundOverReceivedError = namedError<[number]>(
  'REFUND_OVER_RECEIVED',
  'This booking holds %d taka (its payments less refunds): a refund cannot be more. Check the amount; nothing was saved',
  409,
);
export const RefundNotFoundError = namedError('REFUND_NOT_FOUND', 'This booking has no refund with this ID', 404);
export const PaymentsRecordedError = namedError(
  'PAYMENTS_RECORDED',
  'This booking has payments recorded one by one. Remove them one by one to mark it unpaid; nothing was changed',
  409,
);

// The advance (issue 30, decision 086).
export const HoldLapsedError = namedError(
  'HOLD_LAPSED',
  'This slot is no longer held for you: the time to pay ran out. Send a new request if it is still free',
  409,
);
export const BkashOffError = namedError('BKASH_OFF', 'This venue does not take bKash online. Use Send money', 409);
export const BkashUnavailableError = namedError(
  'BKASH_UNAVAILABLE',
  'bKash is not answering right now; nothing was paid. Try again, or use Send money',
  503,
);
export const AdvanceReportedError = namedError(
  'ADVANCE_REPORTED',
  'An advance was already reported for this request; nothing was saved',
  409,
);
export const AdvanceDuplicateError = namedError(
  'ADVANCE_DUPLICATE',
  'This transaction ID was already reported or recorded; nothing was saved',
  409,
);

// Refunds through bKash (decision 089).
export const BkashNotPaidOnlineError = namedError(
  'BKASH_NOT_PAID_ONLINE',
  'This booking was not paid online by bKash: record a refund by hand instead',
  409,
);
export const BkashRefundOverPaidError = namedError<[number]>(
  'BKASH_REFUND_OVER_PAID',
  'At most %d taka can go back through bKash (paid online less refunded, and no more than the booking holds). Nothing was asked',
  409,
);
export const BkashRefundUnconfirmedError = namedError(
  'BKASH_REFUND_UNCONFIRMED',
  'An earlier bKash refund of this booking got no answer. Check the bKash merchant portal before refunding again; nothing was asked',
  409,
);
export const BkashRefundRefusedError = namedError<[string]>(
  'BKASH_REFUND_REFUSED',
  'bKash refused the refund (%s); nothing was given back or recorded',
  502,
);
export const BkashRefundUnknownError = namedError(
  'BKASH_REFUND_UNKNOWN',
  'bKash did not answer the refund, so whether it went through is unknown. Nothing was recorded; check the bKash merchant portal before refunding again',
  503,
);

// The waitlist of a taken slot (issue 31, decision 093).
export const WaitlistOffError = namedError('WAITLIST_OFF', 'This venue does not keep a waitlist', 409);
export const WaitlistSlotFreeError = namedError(
  'WAITLIST_SLOT_FREE',
  'This slot is free: send a booking request for it instead',
  409,
);
export const WaitlistPhoneFullError = namedError<[number]>(
  'WAITLIST_PHONE_FULL',
  'This phone is already waiting for %d slots. Leave one of those waitlists first',
  409,
);
export const WaitlistPhoneOnListError = namedError(
  'WAITLIST_PHONE_ON_LIST',
  'This phone is already on this slot’s waitlist (or said no to its offer)',
  409,
);
export const WaitlistEntryNotFoundError = namedError('WAITLIST_ENTRY_NOT_FOUND', 'No waitlist entry has this ID', 404);
export const WaitlistKeyInvalidError = namedError(
  'WAITLIST_KEY_INVALID',
  'Only the phone that joined this waitlist can answer for it',
  403,
);
export const WaitlistNoOfferError = namedError(
  'WAITLIST_NO_OFFER',
  'The slot is not held for you now: the offer ran out or was answered',
  409,
);
export const WaitlistClosedError = namedError(
  'WAITLIST_CLOSED',
  'This waitlist entry is closed already: its offer was taken, ran out, or its slot has started',
  409,
);
export const WaitlistSlotHeldError = namedError(
  'WAITLIST_SLOT_HELD',
  'The slot is booked, blocked or held for a visitor paying: it cannot be offered now',
  409,
);
