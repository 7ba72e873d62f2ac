import { describe, expect, it } from 'vitest';
import { codeOfAnswer } from '../src/answer-code';
import { ERROR_CODE_LIST, ERROR_CODES, isErrorCode } from '../src/error-codes';
import { ErrorResponse } from '../src/schemas/common';

/**
 * The codes decision 037 published. A code may be added but never removed or renamed: an app that knows it would
 * quietly fall back to English. Add new codes here too.
 */
const PUBLISHED = [
  'NAME_REQUIRED',
  'NAME_TOO_LONG',
  'NAME_HIDDEN_CHARACTERS',
  'PHONE_REQUIRED',
  'PHONE_INVALID',
  'DATE_AND_SLOT_REQUIRED',
  'DATE_INVALID',
  'DATE_PAST',
  'DATE_TOO_FAR',
  'SLOT_INVALID',
  'SLOT_TIME_INVALID',
  'SLOT_STARTED',
  'BOOKING_ID_INVALID',
  'LANG_INVALID',
  'SLOT_TAKEN',
  'SLOT_BLOCKED',
  'SLOT_NOT_AVAILABLE',
  'PHONE_WAITS_FOR_SLOT',
  'PHONE_FULL',
  'IDEMPOTENCY_MISMATCH',
  'BOOKING_ID_TAKEN',
  'REQUEST_NOT_FOUND',
  'CANCEL_KEY_INVALID',
  'CANCEL_TOO_LATE',
  'REQUEST_CLOSED',
  'CANCEL_ADVANCE_REPORTED',
  'REQUEST_EXPIRED',
  'ALREADY_DECIDED',
  'BOOKING_NOT_FOUND',
  'HOLD_LAPSED',
  'BKASH_OFF',
  'BKASH_UNAVAILABLE',
  'ADVANCE_REPORTED',
  'ADVANCE_DUPLICATE',
  'BKASH_NOT_PAID_ONLINE',
  'BKASH_REFUND_OVER_PAID',
  'BKASH_REFUND_UNCONFIRMED',
  'BKASH_REFUND_REFUSED',
  'BKASH_REFUND_UNKNOWN',
  'CREDENTIALS_REQUIRED',
  'EMAIL_HIDDEN_CHARACTERS',
  'INVALID_CREDENTIALS',
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'PAGE_LIMIT_INVALID',
  'CURSOR_INVALID',
  'UNKNOWN_CURSOR',
  'AUDIT_RANGE_INVALID',
  'PAYMENT_AMOUNT_INVALID',
  'PAYMENT_METHOD_INVALID',
  'TRANSACTION_ID_REQUIRED',
  'TRANSACTION_ID_INVALID',
  'PAYMENT_RECEIVED_AT_INVALID',
  'PAYMENT_ID_INVALID',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_DUPLICATE',
  'PAYMENTS_RECORDED',
  'PAYMENT_OVER_CAP',
  'BOOKING_CANCELLED',
  'BOOKING_NOT_CANCELLED',
  'REFUND_OVER_RECEIVED',
  'REFUND_NOT_FOUND',
  'SEARCH_INVALID',
  'REJECT_IDS_INVALID',
  'REJECT_NOT_FOUND',
  'REJECT_NOT_WAITING',
  'SLOT_NOT_BOOKED',
  'PAID_OR_CANCELLED_REQUIRED',
  'NO_SHOW_TOO_EARLY',
  'NO_SHOW_CANCELLED',
  'NOTE_TOO_LONG',
  'NOTE_HIDDEN_CHARACTERS',
  'NOTE_INVALID',
  'REPEAT_WEEKS_INVALID',
  'SERIES_ID_INVALID',
  'SERIES_NOT_FOUND',
  'SERIES_ALL_TAKEN',
  'BLOCK_SLOTS_INVALID',
  'BLOCK_SLOTS_STARTED',
  'SLOTS_HELD',
  'REASON_REQUIRED',
  'REASON_TOO_LONG',
  'REASON_HIDDEN_CHARACTERS',
  'BLOCK_NOT_FOUND',
  'DATE_RANGE_INVALID',
  'DATE_RANGE_REVERSED',
  'DATE_RANGE_TOO_LONG',
  'SETTINGS_FIELD_UNKNOWN',
  'SETTINGS_FIELD_REQUIRED',
  'SETTINGS_TEXT_INVALID',
  'SETTINGS_URL_INVALID',
  'SETTINGS_CONTACT_INVALID',
  'SETTINGS_PRICE_INVALID',
  'SETTINGS_WEEKEND_DAYS_INVALID',
  'SETTINGS_HORIZON_INVALID',
  'SETTINGS_LIST_INVALID',
  'SETTINGS_PAYMENTS_INVALID',
  'SETTINGS_VISITORS_INVALID',
  'SETTINGS_WAITLIST_INVALID',
  'WAITLIST_OFF',
  'WAITLIST_SLOT_FREE',
  'WAITLIST_PHONE_FULL',
  'WAITLIST_PHONE_ON_LIST',
  'WAITLIST_ENTRY_NOT_FOUND',
  'WAITLIST_KEY_INVALID',
  'WAITLIST_NO_OFFER',
  'WAITLIST_CLOSED',
  'WAITLIST_SLOT_HELD',
  'SETTINGS_MANUAL_MONEY_INVALID',
  'SETTINGS_VERSION_INVALID',
  'SETTINGS_VERSION_CONFLICT',
  'PUSH_SUBSCRIPTION_INVALID',
  'PUSH_SERVICE_UNKNOWN',
  'PUSH_DEVICE_FULL',
  'PUSH_REQUEST_FULL',
  'INVALID_INPUT',
  'ALREADY_EXISTS',
  'UNSTORABLE_TEXT',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'BODY_TOO_LARGE',
  'URL_INVALID',
  'URL_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'REQUEST_UNREADABLE',
  'METHOD_NOT_ALLOWED',
  'ROUTE_NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'SERVER_ERROR',
];

describe('ERROR_CODES', () => {
  it('keeps every published code', () => {
    expect(ERROR_CODE_LIST).toEqual(expect.arrayContaining(PUBLISHED));
    expect(
      ERROR_CODE_LIST.filter((code) => !PUBLISHED.includes(code)),
      'add new codes to PUBLISHED',
    ).toEqual([]);
  });

  it.each(ERROR_CODE_LIST)('%s is SCREAMING_SNAKE with a one-line meaning', (code) => {
    expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    expect(ERROR_CODES[code].trim()).not.toBe('');
    expect(ERROR_CODES[code]).not.toContain('\n');
  });

  it('tells a listed code from anything else', () => {
    expect(isErrorCode('SLOT_TAKEN')).toBe(true);
    expect(isErrorCode('TURF_SLOT_TAKEN')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });

  it('keeps an answer’s code by its shape, so a client needs no list: every listed code, and a newer one, but no junk', () => {
    for (const code of ERROR_CODE_LIST) expect(codeOfAnswer(code)).toBe(code);
    expect(codeOfAnswer('SOME_NEWER_CODE')).toBe('SOME_NEWER_CODE');
    for (const junk of [undefined, 42, '', 'slot_taken', 'SLOT TAKEN', '<b>X</b>', 'A'.repeat(65), 'toString']) {
      expect(codeOfAnswer(junk)).toBeUndefined();
    }
  });

  it('is the enum of ErrorResponse.code, so the OpenAPI document lists every code', () => {
    expect(ErrorResponse.required).toEqual(['error', 'code']);
    expect(ErrorResponse.properties.code.enum).toEqual(ERROR_CODE_LIST);
  });
});
