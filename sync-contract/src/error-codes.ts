/**
 * Every machine code an API error answer carries, `{ error, code }` (decision 037). The `error` text is English and
 * may be reworded; a code never changes its meaning once listed, so the app can show its own text for it (in the
 * visitor's language) and fall back to the server's English `error` for a code it does not know.
 */
export const ERROR_CODES = {
  // The booking form's fields (docs/product.md#messages).
  NAME_REQUIRED: 'The reference name is missing or blank',
  NAME_TOO_LONG: 'The reference name is longer than 60 characters',
  NAME_HIDDEN_CHARACTERS: 'The reference name has control, direction or zero-width characters',
  PHONE_REQUIRED: 'The phone number is missing',
  PHONE_INVALID: 'The phone number is not an 11-digit Bangladeshi mobile number',
  DATE_AND_SLOT_REQUIRED: 'No date or no slot was chosen',
  DATE_INVALID: 'A date is not a real date as YYYY-MM-DD',
  DATE_PAST: 'The date has already passed',
  DATE_TOO_FAR: 'The date is past the booking horizon',
  SLOT_INVALID: 'The slot is not one of the 16, M-1 to L-4',
  SLOT_TIME_INVALID: 'The time sent is not the slot’s own time text',
  SLOT_STARTED: 'The slot has already started',
  BOOKING_ID_INVALID: 'The Booking ID is not shaped like K7Q-M4X-PAR',
  LANG_INVALID: 'The language of a request is neither en nor bn',
  // Slots and requests.
  SLOT_TAKEN: 'The slot is already booked',
  SLOT_BLOCKED: 'The slot is blocked (told to the manager)',
  SLOT_NOT_AVAILABLE: 'The slot is blocked (told to a visitor, without the reason)',
  PHONE_WAITS_FOR_SLOT: 'This phone already has a request waiting for this slot',
  PHONE_FULL: 'This phone already has as many requests waiting as it may',
  IDEMPOTENCY_MISMATCH: 'The Booking ID was already used for a different request',
  BOOKING_ID_TAKEN: 'The Booking ID was already used for a different booking',
  REQUEST_NOT_FOUND: 'No booking request has this ID',
  // A visitor's own cancellation (issue 31).
  CANCEL_KEY_INVALID:
    'The request was not made on this device (or before devices kept a key): only that device can cancel it',
  CANCEL_TOO_LATE: 'The slot starts too soon (or has started) for the visitor to cancel: they call the venue',
  REQUEST_CLOSED: 'The request was already rejected, expired or cancelled: there is nothing to cancel',
  CANCEL_ADVANCE_REPORTED:
    'An advance was reported for the request: the visitor calls the venue to cancel it and get it back',
  // The waitlist of a taken slot (issue 31).
  WAITLIST_OFF: 'The venue has turned the waitlist off',
  WAITLIST_SLOT_FREE: 'The slot is free: request it instead of waiting for it',
  WAITLIST_PHONE_FULL: 'This phone is already on the waitlists of as many slots as it may be',
  WAITLIST_PHONE_ON_LIST: 'This phone is already on this slot’s waitlist (or declined its offer)',
  WAITLIST_ENTRY_NOT_FOUND: 'No waitlist entry has this ID',
  WAITLIST_KEY_INVALID: 'The waitlist entry was not made on this device: only that device can answer for it',
  WAITLIST_NO_OFFER: 'The entry holds no offer now: it lapsed, was answered, or never came',
  WAITLIST_CLOSED: 'The entry has left the waitlist already (declined, lapsed, taken or left)',
  WAITLIST_SLOT_HELD: 'The slot is held by a booking, a block or a visitor paying: it cannot be offered now',
  REQUEST_EXPIRED: 'The request expired: its slot started while it waited',
  ALREADY_DECIDED: 'The request was already confirmed, rejected or cancelled',
  BOOKING_NOT_FOUND: 'No booking has this ID',
  // The advance (issue 30, decision 086).
  HOLD_LAPSED: 'The slot is no longer held for this request: its time to pay ran out, or it was decided',
  BKASH_OFF: 'The venue does not take bKash online; use Send money',
  BKASH_UNAVAILABLE: 'bKash did not answer; nothing was paid. Try again or use Send money',
  ADVANCE_REPORTED: 'An advance was reported for this request already; nothing was saved',
  ADVANCE_DUPLICATE: 'This transaction ID was reported or recorded already; nothing was saved',
  // Refunds through bKash (decision 089).
  BKASH_NOT_PAID_ONLINE: 'The booking has no completed bKash payment to refund through bKash',
  BKASH_REFUND_OVER_PAID: 'A bKash refund is more than was paid online less what bKash gave back; nothing was asked',
  BKASH_REFUND_UNCONFIRMED: 'An earlier bKash refund of this booking has no known outcome; no second one is asked',
  BKASH_REFUND_REFUSED: 'bKash refused the refund; nothing was given back or recorded',
  BKASH_REFUND_UNKNOWN: 'bKash did not answer the refund; whether it went through is unknown, nothing was recorded',
  // The manager's calls.
  PAYMENT_AMOUNT_INVALID: 'A payment amount is not whole taka from 1 to 10000000',
  PAYMENT_METHOD_INVALID: 'A payment method is not cash, bkash, nagad, rocket, bank or other',
  TRANSACTION_ID_REQUIRED: 'A bKash, Nagad or Rocket payment was sent without its transaction ID',
  TRANSACTION_ID_INVALID: 'A transaction ID is not 8 to 20 letters and digits',
  PAYMENT_RECEIVED_AT_INVALID: 'When a payment was received is not an instant between 2000 and a day from now',
  PAYMENT_ID_INVALID: 'The payment ID is malformed',
  PAYMENT_NOT_FOUND: 'The booking has no payment with this ID',
  PAYMENT_DUPLICATE: 'A payment with this method and transaction ID is recorded already; nothing was saved',
  PAYMENTS_RECORDED: 'Marking unpaid would remove payments recorded one by one; remove them one by one instead',
  PAYMENT_OVER_CAP: 'A payment would take what a booking received past 3 times its price; nothing was saved',
  BOOKING_CANCELLED: 'The booking is cancelled: it owes nothing, so no payment or paid mark is taken',
  BOOKING_NOT_CANCELLED: 'Money can be kept instead of refunded only on a cancelled booking',
  REFUND_OVER_RECEIVED: 'A refund is more than the booking holds (its payments less refunds); nothing was saved',
  REFUND_NOT_FOUND: 'The booking has no refund with this ID',
  SEARCH_INVALID: 'The search is longer than 60 characters or has hidden characters',
  CREDENTIALS_REQUIRED: 'The email or the password is missing',
  EMAIL_HIDDEN_CHARACTERS: 'The email has control, direction or zero-width characters',
  INVALID_CREDENTIALS: 'The email or the password is wrong',
  UNAUTHORIZED: 'No sign-in token was sent',
  SESSION_EXPIRED: 'The sign-in token is expired, not valid, or its sessions were ended',
  FORBIDDEN: 'The token is not the manager’s',
  PAGE_LIMIT_INVALID: 'The page size is outside its range',
  CURSOR_INVALID: 'The page link is malformed',
  UNKNOWN_CURSOR: 'The page link names a request no longer in the list',
  AUDIT_RANGE_INVALID: 'The audit range is not a span of time between the years 1 and 9999, or ends before it starts',
  REJECT_IDS_INVALID: 'The Booking IDs to reject are missing, too many or repeated',
  REJECT_NOT_FOUND: 'A Booking ID to reject names no request; nothing was rejected',
  REJECT_NOT_WAITING: 'A request to reject was decided or expired meanwhile; nothing was rejected',
  SLOT_NOT_BOOKED: 'Reject all: the slot is neither booked nor blocked; nothing was rejected',
  PAID_OR_CANCELLED_REQUIRED: 'A booking change must send exactly one of paid, cancelled or noShow, as true or false',
  NO_SHOW_TOO_EARLY: 'A booking was marked no-show before its slot started',
  NO_SHOW_CANCELLED: 'A cancelled booking was marked no-show',
  NOTE_TOO_LONG: 'The note is longer than its limit',
  NOTE_HIDDEN_CHARACTERS: 'The note has control, direction or zero-width characters',
  NOTE_INVALID: 'The note is not text',
  REPEAT_WEEKS_INVALID: 'The weeks of a weekly booking are outside their range',
  SERIES_ID_INVALID: 'The series ID is malformed',
  SERIES_NOT_FOUND: 'No weekly booking has this series ID',
  SERIES_ALL_TAKEN: 'No date of the weekly booking is free; nothing was booked',
  BLOCK_SLOTS_INVALID: 'The slots to block are missing, unknown or repeated',
  BLOCK_SLOTS_STARTED: 'Some slots to block have already started; nothing was blocked',
  SLOTS_HELD: 'Some slots to block are booked or blocked already; nothing was blocked',
  REASON_REQUIRED: 'The reason for a block is missing or blank',
  REASON_TOO_LONG: 'The reason for a block is longer than its limit',
  REASON_HIDDEN_CHARACTERS: 'The reason has control, direction or zero-width characters',
  BLOCK_NOT_FOUND: 'No blocked slot has this ID',
  DATE_RANGE_INVALID: 'from or to is not a real date',
  DATE_RANGE_REVERSED: 'The range ends before it starts',
  DATE_RANGE_TOO_LONG: 'The range is longer than one answer may hold',
  // The venue's settings (issue 16): each error text names the field, e.g. `prices.weekend.Night`.
  SETTINGS_FIELD_UNKNOWN: 'The settings have a field the venue does not have; nothing was saved',
  SETTINGS_FIELD_REQUIRED: 'A required settings field is missing; nothing was saved',
  SETTINGS_TEXT_INVALID: 'A settings text is blank, too long or has hidden characters; nothing was saved',
  SETTINGS_URL_INVALID: 'A link in the settings is not an https: address; nothing was saved',
  SETTINGS_CONTACT_INVALID: 'The venue’s phone, WhatsApp number or e-mail is not in its format; nothing was saved',
  SETTINGS_PRICE_INVALID: 'A price is not whole taka above 0 and at most 100000; nothing was saved',
  SETTINGS_WEEKEND_DAYS_INVALID: 'The weekend days are not day names, or one is repeated; nothing was saved',
  SETTINGS_HORIZON_INVALID: 'The booking horizon is not a whole number of days from 1 to 180; nothing was saved',
  SETTINGS_LIST_INVALID: 'The events or slides are not a list, or too many; nothing was saved',
  SETTINGS_PAYMENTS_INVALID:
    'The confirmation, the advance (whole taka or full) or the hold minutes are not what the venue can set; nothing was saved',
  SETTINGS_VISITORS_INVALID: 'The visitors’ cancellation cutoff is not whole hours from 0 to 168; nothing was saved',
  SETTINGS_WAITLIST_INVALID:
    'The waitlist switch is not on or off, or the offer minutes are not whole minutes from 5 to 120; nothing was saved',
  SETTINGS_MANUAL_MONEY_INVALID:
    'A Send money number is malformed or listed twice, or the numbers are shown with none given; nothing was saved',
  SETTINGS_VERSION_INVALID: 'The settings version sent is missing or not a version number; nothing was saved',
  SETTINGS_VERSION_CONFLICT: 'The settings were saved by someone else since this copy was read; nothing was saved',
  // Notifications.
  PUSH_SUBSCRIPTION_INVALID: 'The push subscription is malformed or its keys are not usable',
  PUSH_SERVICE_UNKNOWN: 'The push subscription names a push service the server does not send to',
  PUSH_DEVICE_FULL: 'This device already follows as many requests as it may',
  PUSH_REQUEST_FULL: 'As many devices as may already follow this request',
  // Any call.
  INVALID_INPUT: 'The request is not valid in some other way (the error text says how)',
  ALREADY_EXISTS: 'Something with this key already exists',
  UNSTORABLE_TEXT: 'The text has characters the database cannot store',
  INVALID_JSON: 'The body is not valid JSON',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not JSON, or its encoding is not one the server reads',
  BODY_TOO_LARGE: 'The body is larger than the server accepts',
  URL_INVALID: 'The address has a broken %-escape',
  URL_TOO_LONG: 'The address or one of its parts is too long',
  HEADERS_TOO_LARGE: 'The address or the headers are too long for the HTTP parser',
  REQUEST_TIMEOUT: 'The request took too long to arrive',
  REQUEST_UNREADABLE: 'The HTTP parser could not read the request',
  METHOD_NOT_ALLOWED: 'The method is not allowed here',
  ROUTE_NOT_FOUND: 'No API call has this method and path',
  TOO_MANY_REQUESTS: 'Too many attempts in the time window (rate limit); wait and try again',
  SERVER_ERROR: 'The server failed; the error text has a reference to quote',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes in their listed order (the OpenAPI enum). */
export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

/** What the API answers for every error. */
export interface Problem {
  code: ErrorCode;
  message: string;
}

/** A problem as a client shows it: an answer with no code (a network failure, an unknown server) has only its text. */
export type ShownProblem = Pick<Problem, 'message'> & Partial<Pick<Problem, 'code'>>;
