import { fireEvent, render, screen, within } from '@testing-library/react';
import { ERROR_CODE_LIST, type ErrorCode } from '@turf/sync-contract/error-codes';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { getSlot, type Slot } from '@turf/sync-contract/slots';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as AdminRoute } from '../../src/app/routes/admin';
import {
  bookingSavedMessage,
  seriesSavedMessage,
  slotTakenMessage,
} from '../../src/features/admin/shared/customer-chat';
import { adminBn } from '../../src/i18n/admin-bn';
import { type AdminCatalogue, adminEn } from '../../src/i18n/admin-en';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { signedInForEachTest } from '../admin/admin-panel-harness';
import { fakeAdminApi, makeBlock, makeBooking, makeRequest } from '../admin/fake-admin-api';
import { fakeSettingsApi } from '../admin/fake-settings-api';
import { latinWords, leaves, type SampleArguments, shownText } from './catalogue-check';

const DATE = '2026-11-24';
const ID = 'KKK-KKK-KK2';
const request = { id: ID, name: 'রহিম', date: DATE, time: '7:30 pm - 9:00 pm' };
/** The first-start venue's name: English only, as a venue that has not written a Bangla one yet. */
const VENUE_NAME = DEFAULT_SETTINGS.venue.name;

/** Arguments for each text of the panel that takes some, by its path: a new text with values gets its sample here. */
const SAMPLES: SampleArguments = {
  'format.number': [12],
  'format.shortDate': [DATE],
  'format.longDate': [DATE],
  'format.dateTime': ['2026-11-22T03:41:00.000Z'],
  'format.dateTimeParts': ['2026-11-22T03:41:00.000Z'],
  'format.clock': ['2026-11-22T03:41:00.000Z'],
  'format.asOf': [Date.UTC(2026, 10, 20, 9, 45)],
  'format.slotTime': ['10:30 am - 12:00 pm'],
  'confirmedCustomer.title': ['রহিম', '২৪ নভেম্বর ২০২৬', 'সন্ধ্যা ৬:০০ - ৭:৩০'],
  'confirmedCustomer.bookingId': [ID],
  'database.found': [3, 100],
  'schedule.advanceDue': [500, 2000],
  'schedule.afterMidnight': [DATE],
  'schedule.pastSlots': [false, 3],
  'schedule.unblockDay': [4],
  'schedule.unblockedDay': [4, DATE],
  'settings.whatsappOffer.question': ['০১৭১২৩৪৫৬৭৮'],
  'settings.whatsappOffer.use': ['০১৮১২৩৪৫৬৭৮'],
  'settings.whatsappOffer.keep': ['০১৭১২৩৪৫৬৭৮'],
  'payments.receivedAtShown': ['২২ নভেম্বর ২০২৬, সকাল ৯:৪১'],
  'payments.forBooking': ['রহিম', '২৪ নভেম্বর ২০২৬', 'সন্ধ্যা ৬:০০ - ৭:৩০', 'N-1'],
  'refunds.toRefund': [2000],
  'refunds.kept': ['অগ্রিম রাখা হলো'],
  'refunds.which': ['রহিম, ২৪ নভেম্বর ২০২৬'],
  // A transaction ID is the service's own Latin letters and digits, like a Booking ID (its shape stands in for one).
  'advance.paidOnlineDetail': [500, ID, 200],
  'advance.reported': [ID],
  'advance.reportedDetail': ['নগদ', 400],
  'advance.confirmRecords': ['নগদ', 400],
  'advance.noneDetail': [500],
  'advance.notCompletedDetail': [500],
  'advance.refundLeft': [500],
  'advance.refundAmountInvalid': [500],
  'advance.refundQuestion': [300],
  'advance.refundYes': [300],
  'advance.refunded': [300],
  'activity.whose': ['রহিম', '০১৭১২৩৪৫৬৭৮'],
  'activity.series': [3, '২৪ নভেম্বর, ১ ডিসেম্বর, ৮ ডিসেম্বর'],
  'activity.actions.refundAdded': [ID],
  'activity.actions.refundRemoved': [ID],
  'format.price': [2500],
  'format.priceNumber': [2500],
  'format.period': ['Late Night'],
  'format.dayHead': [DATE],
  documentTitle: ['সময়সূচি'],
  'common.offlineAsOf': ['সকাল ৯:৪১'],
  'requests.where': ['N-2', DATE],
  'requests.rejectAllQuestion': [3, '২৪ নভেম্বর ২০২৬ তারিখের N-2'],
  'requests.rejectedForSlot': [3, '২৪ নভেম্বর ২০২৬ তারিখের N-2'],
  'requests.rejectSelectedQuestion': [2],
  'requests.rejectThem': [2],
  'requests.rejected': [2],
  'requests.summary': [120, 50],
  'card.blockedNotice': ['রক্ষণাবেক্ষণ'],
  'card.whichRequest': [ID],
  'card.rejectAllForSlot': [3],
  'competing.title': ['N-2', request.time, DATE],
  'competing.stillWaiting': [2],
  'competing.bookingId': [ID],
  'selection.selected': [4],
  'selection.selectFirst': [200],
  'database.showing': [3, 10],
  'database.cardLabel': ['রহিম', DATE, request.time],
  'database.describeBooking': ['রহিম', DATE, request.time],
  'database.deleteWhich': ['রহিম, ২৪ নভেম্বর ২০২৬'],
  'schedule.atAGlance': [DATE],
  'schedule.blockSlotsOn': [DATE],
  'schedule.detailTitle': [request.time, DATE],
  'schedule.foundBooking': [
    { _id: ID, name: 'রহিম', phone: '01712345678', date: DATE, time: request.time, slotId: 'N-2', cancelled: true },
  ],
  'schedule.bookTitle': ['N-2', DATE],
  'schedule.blockedCount': [3, DATE],
  'schedule.nav.previous': [true],
  'schedule.nav.next': [false],
  'schedule.nav.week': ['2026-11-22', '2026-11-28'],
  'schedule.state.requests': [2],
  'schedule.blockedBecause': ['টুর্নামেন্ট'],
  'schedule.unblocked': ['N-2'],
  'schedule.confirmedAnnouncement': [ID, 'N-2', 'রহিম'],
  'schedule.rejectedAnnouncement': [ID, 'রহিম'],
  'schedule.showRequests': [true, 2],
  'schedule.week': ['2026-11-22', '2026-11-28'],
  'schedule.slotIdAndPrice': ['N-2', 2500],
  'schedule.beyondHorizon': [60],
  'schedule.waiting': [2],
  'schedule.cancelledCount': [1],
  'schedule.waitlist.count': [3],
  'schedule.waitlist.listLabel': ['N-2'],
  'schedule.waitlist.offeredUntil': ['সকাল ৯:৪১'],
  'schedule.waitlist.offered': ['রহিম', 'সকাল ৯:৪১'],
  'schedule.waitlist.withdrawQuestion': ['করিম', 'সকাল ৯:৪১', 'রহিম'],
  'schedule.waitlist.withdrawYes': ['রহিম'],
  'schedule.waitlist.notLoaded': ['সার্ভার উত্তর দেয়নি'],
  'slotBooking.cancelledSeries': [3, DATE],
  'payments.due': [1500],
  'payments.toGiveBack': [200],
  'payments.removeWhich': [500, 'বিকাশ'],
  'payments.addWhich': ['রহিম, ২৪ নভেম্বর ২০২৬'],
  'payments.what': [2500, 1500],
  'payments.transactionId': ['বিকাশ'],
  'payments.transactionIdRequired': ['বিকাশ'],
  'bookingForm.what': [DATE, request.time, 'N-2', 2500],
  'bookingForm.noteCount': [12],
  'bookingForm.bookDates': [4],
  'seriesPreview.couldNotCheck': ['আপনি অফলাইনে আছেন'],
  'seriesPreview.allFree': [4],
  'seriesPreview.someFree': [3, 4],
  'saved.bookedFor': ['রহিম', DATE, request.time],
  'saved.bookedWeeks': [3, 4, 'রহিম', request.time],
  'saved.copyWhich': [ID],
  'saved.skipped': ['বুক করা'],
  'saved.sendTo': ['রহিম'],
  'blockForm.slotsOn': [DATE],
  'blockForm.held': [2],
  'blockForm.blockCount': [3],
  'settings.version': [3],
  'settings.prices.day': ['Friday'],
  'settings.home.slide': [2],
  'settings.events.event': [2],
  'settings.events.which': [2],
  'settings.events.added': [5],
  'settings.events.removed': [3],
  'settings.events.moved': [2, 3],
  'settings.events.full': [30],
  'settings.payments.number': [2],
  'settings.payments.which': [2],
  'settings.payments.added': [2],
  'settings.payments.removed': [2],
  'settings.payments.full': [3],
  'settings.problems.tooLong': [80],
  'settings.saved': [4],
  'settings.loadedNewest': [4],
  'settings.changes.saved': ['ম্যানেজার', '২২ নভেম্বর ২০২৬, সকাল ৯:৪১'],
  'reports.today': ['২২ নভেম্বর ২০২৬'],
  'reports.received': ['৳৫০০'],
  'reports.refunded': ['৳৫০০'],
  'reports.range.shown': ['১ নভেম্বর ২০২৬', '৩০ নভেম্বর ২০২৬'],
  'reports.occupancy.of': [2, 5],
  'reports.weekday': [3],
  'reports.percent': [0.4],
  'activity.by': ['ম্যানেজার', '২২ নভেম্বর ২০২৬, সকাল ৯:৪১'],
  'activity.historyOf': [ID],
  'activity.actions.requestCreated': [ID],
  'activity.actions.requestConfirmed': [ID],
  'activity.actions.requestRejected': [ID],
  'activity.actions.requestExpired': [ID],
  'activity.actions.requestCancelled': [ID],
  'activity.actions.bookingCreated': [ID],
  'activity.actions.bookingUpdated': [ID],
  'activity.actions.bookingCancelled': [ID],
  'activity.actions.bookingCancelledByVisitor': [ID],
  'activity.actions.bookingRestored': [ID],
  'activity.actions.bookingDeleted': [ID],
  'activity.actions.paymentAdded': [ID],
  'activity.actions.paymentRemoved': [ID],
  'customerChat.bookingSaved': [request, VENUE_NAME.en],
  'customerChat.seriesSaved': [
    {
      name: 'রহিম',
      time: request.time,
      booked: [{ id: ID, date: DATE }],
      skipped: [{ date: '2026-12-01', reason: 'booked' }],
    },
    VENUE_NAME.en,
  ],
  'customerChat.slotTaken': [{ ...request, freeTimes: ['9:00 pm - 10:30 pm'] }, VENUE_NAME.en],
};

/** Problems by code are compared apart: English words none itself (each refusal carries the server's English). */
const texts = (catalogue: AdminCatalogue) => leaves({ ...catalogue, errors: {} }, SAMPLES);

/** The venue's own data, shown as the venue wrote it. */
const VENUE_DATA = [VENUE_NAME.en];

/** The codes only a visitor's calls answer, worded by the visitor's catalogue (catalogues.test.tsx). */
const VISITOR_ONLY_CODES: readonly ErrorCode[] = [
  // A visitor's request: a blocked slot without its reason, the phone's limits, a Booking ID reused; only it has a
  // language.
  'SLOT_NOT_AVAILABLE',
  'PHONE_WAITS_FOR_SLOT',
  'PHONE_FULL',
  'IDEMPOTENCY_MISMATCH',
  'LANG_INVALID',
  // A visitor's phone following its requests, and a request followed on its most devices.
  'PUSH_DEVICE_FULL',
  'PUSH_REQUEST_FULL',
  // The login page, a public page in the site's catalogue.
  'CREDENTIALS_REQUIRED',
  'EMAIL_HIDDEN_CHARACTERS',
  'INVALID_CREDENTIALS',
  // A visitor paying an advance (issue 30): the advance's own catalogue words them (advance-bn.ts).
  'HOLD_LAPSED',
  'BKASH_OFF',
  'BKASH_UNAVAILABLE',
  'ADVANCE_REPORTED',
  'ADVANCE_DUPLICATE',
  // A visitor cancelling their own request or booking from the phone that made it (issue 31): the manager cancels
  // through the bookings' own calls, which never answer these.
  'CANCEL_KEY_INVALID',
  'CANCEL_TOO_LATE',
  'REQUEST_CLOSED',
  'CANCEL_ADVANCE_REPORTED',
  // A visitor joining a taken slot's waitlist and answering its offer (issue 31): the waitlist's own catalogue words
  // them. The manager's Offer now answers only WAITLIST_ENTRY_NOT_FOUND, WAITLIST_CLOSED and WAITLIST_SLOT_HELD.
  'WAITLIST_OFF',
  'WAITLIST_SLOT_FREE',
  'WAITLIST_PHONE_FULL',
  'WAITLIST_PHONE_ON_LIST',
  'WAITLIST_KEY_INVALID',
  'WAITLIST_NO_OFFER',
];

describe("the panel's catalogues", () => {
  it('English and Bangla have the same texts, none of them empty', () => {
    const english = texts(adminEn);
    const bangla = texts(adminBn);
    expect(bangla.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, value] of [...english, ...bangla]) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('no Bangla text has an English word in it, and no Latin digit in a date, time, price or count', () => {
    for (const [path, value] of texts(adminBn)) {
      const text = (value as string).replaceAll(VENUE_NAME.en, ' ');
      expect(latinWords(text), path).toEqual([]);
      // Slot IDs (N-2) and Booking IDs keep their digits; every other number is written in Bangla digits.
      expect(
        text.replace(/[MANL]-[1-4]|[2-9A-Z]{3}-[2-9A-Z]{3}-[2-9A-Z]{3}/g, ' ').match(/[0-9]/g) ?? [],
        path,
      ).toEqual([]);
    }
    for (const [code, text] of Object.entries(adminBn.errors)) expect(latinWords(text ?? ''), code).toEqual([]);
  });

  it("words in Bangla every refusal the manager's calls can answer, by its code", () => {
    // Every code but the visitor's own: a code listed later is the panel's to word until it is added there.
    const managerCodes = ERROR_CODE_LIST.filter((code) => !VISITOR_ONLY_CODES.includes(code));
    for (const code of managerCodes) expect(adminBn.errors[code]?.trim(), code).toBeTruthy();
  });

  it('writes dates, times and prices the Bangla way', () => {
    expect(adminBn.format.shortDate('2026-11-22')).toBe('রবি, ২২ নভেম্বর ২০২৬');
    // 03:41 UTC is 9:41 in the morning at the venue (UTC+6).
    expect(adminBn.format.dateTime('2026-11-22T03:41:00.000Z')).toBe('২২ নভেম্বর ২০২৬, সকাল ৯:৪১');
    expect(adminBn.format.slotTime('10:30 am - 12:00 pm')).toBe('সকাল ১০:৩০ - দুপুর ১২:০০');
    expect(adminBn.format.price(2500)).toBe('৳২৫০০');
    expect(adminBn.format.dayHead('2026-11-22')).toEqual(['রবি', '২২ নভেম্বর']);
  });
});

describe("the manager's message to a customer is in the language of the request", () => {
  const free: Slot[] = [getSlot('N-3'), getSlot('N-4')].filter((slot) => slot !== undefined);

  it('a Bangla request gets Bangla: the slot, the date and the free slots in Bangla, the Booking ID as it is', () => {
    const text = slotTakenMessage({ ...request, lang: 'bn', freeSlots: free }, VENUE_NAME);
    expect(text).toContain('দুঃখিত, ২৪ নভেম্বর ২০২৬ তারিখের সন্ধ্যা ৭:৩০ - রাত ৯:০০ স্লটটি আগেই বুক হয়ে গেছে');
    expect(text).toContain(ID);
    expect(text).toContain('সেদিন এখনও খালি: রাত ৯:০০ - ১০:৩০, রাত ১০:৩০ - ১২:০০।');
    expect(latinWords(text.replaceAll(VENUE_NAME.en, ' '))).toEqual([]);
  });

  it('an English request, or one made before the language was recorded, gets the English message', () => {
    expect(slotTakenMessage({ ...request, lang: 'en', freeSlots: null }, VENUE_NAME)).toContain(
      'Sorry, 7:30 pm - 9:00 pm on November 24, 2026 is already booked',
    );
    expect(slotTakenMessage({ ...request, freeSlots: null }, VENUE_NAME)).toContain('Sorry, 7:30 pm - 9:00 pm');
  });

  it('a booking the manager makes is told in the language asked for', () => {
    expect(bookingSavedMessage(request, VENUE_NAME, 'bn')).toBe(
      [
        `হ্যালো রহিম! ${VENUE_NAME.en}-এ আপনার বুকিং নিশ্চিত হয়েছে।`,
        `বুকিং আইডি: ${ID}`,
        'তারিখ: ২৪ নভেম্বর ২০২৬',
        'সময়: সন্ধ্যা ৭:৩০ - রাত ৯:০০',
      ].join('\n'),
    );
    const series = seriesSavedMessage(
      {
        name: 'রহিম',
        time: request.time,
        booked: [{ id: ID, date: DATE }],
        skipped: [{ date: '2026-12-01', reason: 'blocked' }],
      },
      VENUE_NAME,
      'bn',
    );
    expect(series).toContain('১ ডিসেম্বর ২০২৬: পাওয়া যায়নি (বন্ধ)');
    expect(bookingSavedMessage(request, VENUE_NAME)).toContain('Your booking at');
  });
});

/** The panel at `path`, in Bangla. */
function renderPanelInBangla(path: string) {
  return render(
    <TextProvider text={bn}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
        </Routes>
      </MemoryRouter>
    </TextProvider>,
  );
}

/** Below the desktop width: the phone's one-day board and the Database's cards. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !/min-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** At the desktop width: the week's board and the Database's table. */
function asDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("the panel's screens in Bangla", () => {
  // Sunday, November 22, 2026, 9:00 am at the venue.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T03:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());
  signedInForEachTest();

  const api = () =>
    fakeAdminApi({
      pending: [
        makeRequest(1, {
          _id: 'KKK-KKK-KK2',
          name: 'রহিম',
          date: DATE,
          slotId: 'N-1',
          time: '6:00 pm - 7:30 pm',
          lang: 'bn',
        }),
        makeRequest(2, {
          _id: 'MMM-MMM-MM2',
          name: 'করিম',
          date: DATE,
          slotId: 'N-1',
          time: '6:00 pm - 7:30 pm',
          lang: 'en',
        }),
        makeRequest(3, { _id: 'PPP-PPP-PP2', name: 'সালমা', date: DATE, slotId: 'A-2', time: '1:30 pm - 3:00 pm' }),
      ],
      booked: [{ date: DATE, slotId: 'N-1', waiting: 2 }],
      bookings: [
        makeBooking('BKD-NNN-NN2', DATE, 'N-1', { name: 'রাতের দল', paid: true }),
        makeBooking('CNX-CCC-CC2', DATE, 'M-4', { name: 'সকালের দল' }),
      ],
      blocks: [makeBlock(1, '2026-11-25', 'L-3', 'রক্ষণাবেক্ষণ')],
    });

  it('the requests list: its cards, counts, notices and buttons in Bangla', async () => {
    vi.stubGlobal('fetch', api().fetch);
    const { container } = renderPanelInBangla('/admin/booking-requests');
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0] as HTMLElement).getByRole('heading').textContent).toBe('বুকিং আইডি KKK-KKK-KK2');
    await screen.findAllByText('এই স্লট আগেই বুক হয়ে গেছে: এই অনুরোধ আর নিশ্চিত করা যাবে না।');
    expect(container.textContent).toContain('সন্ধ্যা ৬:০০ - ৭:৩০');
    expect(container.textContent).toContain('৩টি অপেক্ষায়, পুরোনোটি আগে');
    expect(screen.getByRole('button', { name: 'লগ আউট' })).toBeInTheDocument();
    expect(latinWords(shownText(container, VENUE_DATA))).toEqual([]);
  });

  it('the Database: its columns, dates, times and prices in Bangla', async () => {
    asPhone();
    vi.stubGlobal('fetch', api().fetch);
    const { container } = renderPanelInBangla('/admin/database');
    await screen.findByText('২টি বুকিংয়ের ২টি দেখানো হচ্ছে।');
    expect(container.textContent).toContain('মঙ্গল, ২৪ নভেম্বর ২০২৬');
    expect(container.textContent).toContain('২৫০০');
    // Payments: what is due, the paid toggle's payment, and the form with its method buttons.
    expect(container.textContent).toMatch(/বাকি ৳[০-৯]+/);
    expect(container.textContent).toContain('ক্যাশ ');
    expect(container.textContent).toContain('পরিশোধিত চিহ্নিত');
    expect(latinWords(shownText(container, VENUE_DATA))).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: /^পেমেন্ট যোগ করুন/ })[0] as HTMLElement);
    const form = await screen.findByRole('dialog', { name: 'পেমেন্ট যোগ করুন' });
    fireEvent.click(within(form).getByRole('radio', { name: 'বিকাশ' }));
    expect(within(form).getByLabelText('বিকাশ ট্রানজেকশন আইডি')).toBeInTheDocument();
    expect(latinWords(shownText(form, VENUE_DATA))).toEqual([]);
  });

  it("the schedule's day: periods, slots, prices and states in Bangla; each turned-away customer written to in their language", async () => {
    asPhone();
    vi.stubGlobal('fetch', api().fetch);
    const { container } = renderPanelInBangla(`/admin/schedule?date=${DATE}`);
    // The day's night goes on after midnight: Late Night is the next date's, and says so (decision 073).
    await screen.findByRole('heading', { name: /^গভীর রাত · মধ্যরাতের পর, / });
    expect(container.textContent).toContain('সন্ধ্যা ৬:০০ - ৭:৩০');
    expect(container.textContent).toContain('৳২৫০০');
    expect(container.textContent).toContain('বন্ধ: রক্ষণাবেক্ষণ');
    expect(latinWords(shownText(container, VENUE_DATA))).toEqual([]);

    // The manager's own booking of a free slot: its phone's example in Bangla too.
    const free = container.querySelector<HTMLElement>(`article[data-slot-key="${DATE} A-3"]`);
    fireEvent.click(within(free as HTMLElement).getByRole('button', { name: 'বুক A-3' }));
    const form = await screen.findByRole('dialog');
    expect(within(form).getByLabelText('ফোন')).toHaveAttribute('placeholder', '০১ দিয়ে শুরু, ১১ সংখ্যা');
    fireEvent.click(within(form).getByRole('button', { name: 'বন্ধ করুন' }));

    // The booked N-1's other requests: a WhatsApp to each, in the language that customer used.
    const message = (name: string) => {
      const link = screen.getByRole('link', { name: new RegExp(`হোয়াটসঅ্যাপ ${name}`) });
      return decodeURIComponent(new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '');
    };
    expect(message('রহিম')).toContain('দুঃখিত, ২৪ নভেম্বর ২০২৬ তারিখের সন্ধ্যা ৬:০০ - ৭:৩০ স্লটটি আগেই বুক হয়ে গেছে');
    expect(message('করিম')).toContain('Sorry, 6:00 pm - 7:30 pm on November 24, 2026 is already booked');
  });

  it("on a desktop, the Database's table and the schedule's week in Bangla", async () => {
    asDesktop();
    vi.stubGlobal('fetch', api().fetch);
    const database = renderPanelInBangla('/admin/database');
    await screen.findByRole('columnheader', { name: 'দাম (৳)' });
    expect(latinWords(shownText(database.container, VENUE_DATA))).toEqual([]);
    database.unmount();

    const board = renderPanelInBangla(`/admin/schedule?date=${DATE}`);
    await screen.findByRole('button', { name: /মঙ্গল ২৪ নভেম্বর/ });
    expect(board.container.textContent).toContain('N-1 · ৳২৫০০');
    expect(latinWords(shownText(board.container, VENUE_DATA))).toEqual([]);
  });
});

describe('/admin/settings in Bangla', () => {
  signedInForEachTest();

  it('its sections, the weekend days and the change log (who, when on the venue’s clock, what) in Bangla', async () => {
    const api = fakeSettingsApi({
      changes: [
        {
          version: 2,
          savedBy: 'manager@turf.example',
          savedAt: '2026-11-22T15:30:00.000Z',
          changes: [{ path: 'prices.regular.Night', before: 2500, after: 3100 }],
        },
      ],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPanelInBangla('/admin/settings');
    await screen.findByRole('heading', { level: 2, name: 'ভেন্যু' });
    expect(screen.getByRole('link', { name: 'সেটিংস' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'রাত' })).toBeInTheDocument();
    expect(screen.getByText('সংস্করণ ৩')).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'বদলের তালিকা' });
    // 15:30 UTC is 9:30 at night at the venue (UTC+6).
    await within(log).findByText(/manager@turf\.example, ২২ নভেম্বর ২০২৬, রাত ৯:৩০/);
    expect(within(log).getByText('দাম: রাত', { exact: false }).textContent).toBe('দাম: রাত: ২৫০০ → ৩১০০');
    screen.getByRole('switch', { name: 'সাপ্তাহিক ছুটির দিনে আলাদা দাম' }).click();
    const days = await screen.findByRole('group', { name: 'সাপ্তাহিক ছুটির দিন' });
    expect(within(days).getByRole('checkbox', { name: 'শুক্রবার' })).toBeInTheDocument();
  });
});
