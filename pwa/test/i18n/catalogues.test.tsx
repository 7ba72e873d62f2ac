import { render } from '@testing-library/react';
import { ERROR_CODE_LIST, type ErrorCode, isErrorCode } from '@turf/sync-contract/error-codes';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { PublicLayout } from '../../src/app/public-layout';
import { ContactPage } from '../../src/features/contact';
import { EventsPage } from '../../src/features/events';
import { HomePage } from '../../src/features/home';
import { LoginPage } from '../../src/features/login';
import { NotFoundPage } from '../../src/features/not-found';
import { cancelEn } from '../../src/i18n/cancel-en';
import { bn } from '../../src/i18n/catalogue-bn';
import { type Catalogue, en } from '../../src/i18n/catalogue-en';
import { TextProvider } from '../../src/i18n/text';
import { waitlistEn } from '../../src/i18n/waitlist-en';
import { latinWords, leaves, type SampleArguments, shownText } from './catalogue-check';

/** Arguments for each text that takes some, by its path: a new text with values gets its sample here. */
const SAMPLE_ARGUMENTS: SampleArguments = {
  'shell.waitingBadge.count': [3],
  'footer.copyright': [2026, 'টার্ফ'],
  'dates.monthTitle': [{ year: 2026, month: 11 }],
  'dates.dayLabel': ['2026-11-22'],
  'dates.todayLabel': ['২২ নভেম্বর'],
  'dates.weekdayAndDay': ['2026-11-22'],
  'dates.longDate': ['2026-11-22'],
  'dates.dayOfMonth': ['2026-11-22'],
  'dates.asOf': [Date.parse('2026-11-21T09:45:00Z')],
  'slots.lateNight': ['রবিবার, ২২ নভেম্বর', 'শনিবার, ২১ নভেম্বর'],
  'slots.price': [2500],
  'slots.slotTime': [{ time: '6:00 pm - 7:30 pm', startMinutes: 18 * 60 }],
  'slots.offlineAsOf': ['৩:৪৫'],
  'slots.nextDays': [14],
  'banner.sent': [3],
  'chat.visitorMessage': [{ id: 'K7Q-M4X-PAR', name: 'রহিম', date: '১৫ জানুয়ারি ২০৩০', time: 'সন্ধ্যা ৭:৩০ - রাত ৯:০০' }],
  'myRequests.summary.waiting': [2],
  'myRequests.summary.pending': [1],
  'myRequests.summary.needsAction': [1],
  'myRequests.removeUnsent': ['K7Q-M4X-PAR'],
  'myRequests.removeSent': ['K7Q-M4X-PAR'],
  'myRequests.states.failed.detail': ['এই স্লট আগেই বুক হয়ে গেছে'],
  'home.title': ['Turf Arena'],
  'home.slideshow.slideOf': [2, 3],
  'events.lead': ['Turf Arena'],
  'login.unreachable': ['You are offline', false],
  ...Object.fromEntries(
    ['home', 'slots', 'events', 'contact', 'myRequests', 'login', 'notFound'].map((page) => [
      `pages.${page}.description`,
      [{ name: 'Turf Arena', address: 'জিন্দাবাজার, সিলেট' }],
    ]),
  ),
};

/** The codes only the manager's calls answer: the panel's catalogue words them (admin-in-bangla.test.tsx). */
const MANAGER_ONLY_CODES: readonly ErrorCode[] = [
  'SLOT_BLOCKED',
  'BOOKING_ID_TAKEN',
  'REQUEST_EXPIRED',
  'ALREADY_DECIDED',
  'BOOKING_NOT_FOUND',
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
  'BKASH_NOT_PAID_ONLINE',
  'BKASH_REFUND_OVER_PAID',
  'BKASH_REFUND_UNCONFIRMED',
  'BKASH_REFUND_REFUSED',
  'BKASH_REFUND_UNKNOWN',
  'SEARCH_INVALID',
  'UNAUTHORIZED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'PAGE_LIMIT_INVALID',
  'CURSOR_INVALID',
  'UNKNOWN_CURSOR',
  'AUDIT_RANGE_INVALID',
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
  'SETTINGS_MANUAL_MONEY_INVALID',
  'SETTINGS_VERSION_INVALID',
  'SETTINGS_VERSION_CONFLICT',
];

/**
 * The advance payment's codes (issue 30): its own catalogue words them, in the chunk only a request with an advance
 * loads (advance-catalogues.test.ts checks them).
 */
const ADVANCE_CODES: readonly ErrorCode[] = [
  'HOLD_LAPSED',
  'BKASH_OFF',
  'BKASH_UNAVAILABLE',
  'ADVANCE_REPORTED',
  'ADVANCE_DUPLICATE',
];

/** A visitor's own cancellation's codes (issue 31): worded with it, in `/my-requests`'s chunk (cancel-catalogues.test.ts). */
const CANCEL_CODES = Object.keys(cancelEn.errors) as ErrorCode[];

/** The waitlist's own codes (issue 31): worded with it, in its lazy chunks (waitlist-catalogues.test.ts). */
const WAITLIST_CODES = (Object.keys(waitlistEn.errors) as ErrorCode[]).filter((code) => code.startsWith('WAITLIST_'));

/** `locale` names the language (`bn`); it is no text. */
const NOT_TEXT = ['locale'];
const texts = (catalogue: object) => leaves(catalogue, SAMPLE_ARGUMENTS, '', NOT_TEXT);

describe('the catalogues', () => {
  test('English and Bangla have the same texts, none of them empty', () => {
    // Problems by code are checked below: English words only a few itself (each problem carries its English message).
    const english = texts({ ...en, errors: {} });
    const bangla = texts({ ...bn, errors: {} });
    expect(bangla.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, value] of [...english, ...bangla]) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  test('fails on a missing or empty text (the check itself can fail)', () => {
    const broken = { ...bn, notFound: { ...bn.notFound, title: ' ' } } satisfies Catalogue;
    expect(() => {
      for (const [path, value] of texts(broken)) expect((value as string).trim(), path).not.toBe('');
    }).toThrow(/notFound\.title/);
    const { notFound: _gone, ...missing } = bn;
    expect(texts(missing).map(([path]) => path)).not.toEqual(texts(en).map(([path]) => path));
  });

  test('Bangla words every problem a visitor can meet, by its code', () => {
    // Every code but these: the visitor's calls (a request, its status, its notifications, the login) can answer any
    // other, and a code listed later is one until it is added here.
    const visitorCodes = ERROR_CODE_LIST.filter(
      (code) =>
        !MANAGER_ONLY_CODES.includes(code) &&
        !ADVANCE_CODES.includes(code) &&
        !CANCEL_CODES.includes(code) &&
        !WAITLIST_CODES.includes(code),
    );
    for (const code of visitorCodes) expect(bn.errors[code]?.trim(), code).toBeTruthy();
    expect(Object.keys(bn.errors).filter((code) => !isErrorCode(code))).toEqual([]);
  });

  test('no Bangla text has an English word in it', () => {
    for (const [path, value] of texts(bn)) expect(latinWords(value as string), path).toEqual([]);
    expect(latinWords('আমার Booking')).toEqual(['Booking']);
  });
});

/**
 * The venue's own data that stays as it is in Bangla: its name (a brand, one spelling) and its e-mail. The first-start
 * tagline and address have their Bangla, and the phone number is written in Bangla digits (issue 29), so neither is
 * let through.
 */
const { venue } = DEFAULT_SETTINGS;
// Only what is set: taking out an empty text would split every word apart and hide any English left.
const VENUE_DATA = [venue.name.en, venue.email].filter((data): data is string => Boolean(data));

describe('a screen in Bangla', () => {
  test.each([
    ['the 404 page', <NotFoundPage key="404" />, 'পাতাটি পাওয়া যায়নি'],
    ['/contact', <ContactPage key="contact" />, 'হোয়াটসঅ্যাপে লিখুন'],
    ['the home page', <HomePage key="home" />, 'প্রতি স্লট ৳২০০০ থেকে'],
    ['/events', <EventsPage key="events" />, 'টার্ফ ফুটবল কাপ'],
    ['/login', <LoginPage key="login" />, 'অ্যাডমিন লগইন'],
  ])('%s, in its shell, shows no English but the venue and brand names', (_name, page, expected) => {
    const router = createMemoryRouter([{ element: <PublicLayout />, children: [{ path: '*', element: page }] }], {
      initialEntries: ['/somewhere'],
    });
    const { container } = render(
      <TextProvider text={bn}>
        <RouterProvider router={router} />
      </TextProvider>,
    );
    expect(container.textContent).toContain(expected);
    // The text and the controls' names (a slideshow's arrows, a navigation's label).
    expect(latinWords(shownText(container, VENUE_DATA))).toEqual([]);
  });
});
