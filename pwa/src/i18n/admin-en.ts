import type { ErrorCode } from '@turf/sync-contract/error-codes';
import { BLOCK_REASON_MAX_LENGTH, NOTE_MAX_LENGTH } from '@turf/sync-contract/messages';
import { PAYMENT_AMOUNT_MAX, PAYMENT_METHOD_NAMES, type PaymentMethod } from '@turf/sync-contract/payments';
import {
  type Booking,
  type BookingRequestStatusValue,
  SERIES_WEEKS_MAX,
  SERIES_WEEKS_MIN,
  type SeriesSkipReason,
} from '@turf/sync-contract/schemas';
import {
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
  CANCEL_CUTOFF_HOURS_MAX,
  CANCEL_CUTOFF_HOURS_MIN,
  type ConfirmationMode,
  HOLD_MINUTES_MAX,
  HOLD_MINUTES_MIN,
  OFFER_MINUTES_MAX,
  OFFER_MINUTES_MIN,
  SETTINGS_PRICE_MAX,
} from '@turf/sync-contract/settings';
import { CURRENCY, type Period } from '@turf/sync-contract/slots';
import { formatLongDate, type Weekday } from '@turf/sync-contract/time';
import { formatAsOf } from '../lib/format-as-of';
import { PUSH_BLOCKED_TEXT, PUSH_UNAVAILABLE_TEXT } from '../lib/push-support';
import { formatShortDate, formatVenueDateTime, formatVenueDateTimeParts, keepClockTogether } from './admin-format-en';

function plural(count: number, one: string): string {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A booking a customer is told of, and a request turned away: their facts, written in the customer's language. */
/** What the board's search names of a booking it found. */
type FoundBooking = Pick<Booking, '_id' | 'name' | 'phone' | 'date' | 'time' | 'slotId' | 'cancelled'>;

interface BookedMessage {
  id: string;
  name: string;
  date: string;
  time: string;
}
interface SeriesMessage {
  name: string;
  time: string;
  booked: readonly { id: string; date: string }[];
  skipped: readonly { date: string; reason: SeriesSkipReason }[];
}
interface SlotTakenMessage {
  id: string;
  name: string;
  date: string;
  time: string;
  /** The free slots' own times (the spec's English text); null while unknown. */
  freeTimes: readonly string[] | null;
}

/**
 * The manager's panel in English: its own catalogue, so the public pages never download it (the panel is a lazy
 * chunk). `admin-bn.ts` has the same keys in Bangla (docs/bangla-terms.md); `AdminCatalogue` is this object's type, so a
 * key missing there does not compile. The panel reads it through `useAdminText()` (i18n/admin-text.ts), in the
 * language of the site's catalogue.
 */
export const adminEn = {
  /** How the panel writes numbers, dates, times and prices. */
  format: {
    number: (value: number) => String(value),
    /** `Sun, Nov 22, 2026`. */
    shortDate: formatShortDate,
    longDate: formatLongDate,
    /** An instant on the venue's clock: `Nov 22, 2026, 9:41 AM`, or split for a narrow cell. */
    dateTime: formatVenueDateTime,
    dateTimeParts: formatVenueDateTimeParts,
    /** The venue's clock at an instant, the day left out: `9:41 AM` (an offer's end, issue 31). */
    clock: (timestamp: string) => formatVenueDateTimeParts(timestamp)[1] || timestamp,
    /** When a device copy was made. */
    asOf: (epochMs: number) => formatAsOf(epochMs),
    /** A slot's time from its own time text (`6:00 pm - 7:30 pm`), the clock kept with its am/pm. */
    slotTime: (time: string) => keepClockTogether(time),
    price: (amount: number) => `${CURRENCY} ${amount}`,
    /** The column head's unit, so the cells are bare numbers. */
    priceNumber: (amount: number) => String(amount),
    period: (period: Period) => period as string,
    /** A week's column head: `Sun` over `Nov 22`. */
    dayHead: (date: string): [string, string] => {
      const day = new Date(`${date}T00:00:00Z`);
      return [WEEKDAY[day.getUTCDay()] ?? '', `${MONTH[day.getUTCMonth()] ?? ''} ${day.getUTCDate()}`];
    },
  },
  documentTitle: (page: string) => `${page} - Admin Panel`,
  layout: {
    skipToContent: 'Skip to content',
    panelTitle: 'Admin Panel',
    logOut: 'Log out',
    nav: {
      requests: 'Booking Requests',
      database: 'Database',
      schedule: 'Schedule',
      settings: 'Settings',
      reports: 'Reports',
    },
    /** Read after the count beside `Booking Requests`. */
    pending: ' pending',
    /** Where a screen will be while its code arrives (the frame the HTML paints first, then each screen's chunk). */
    loading: 'Loading…',
  },
  notifications: {
    label: 'Notifications',
    unavailable: PUSH_UNAVAILABLE_TEXT,
    blocked: PUSH_BLOCKED_TEXT,
    on: 'On for this device: new booking requests show up here',
    off: 'Off on this device',
    /** Beside the switch, on the switch's one line (the sentences above are its description). */
    onShort: 'On',
    offShort: 'Off',
    turningOn: 'Turning on…',
    turningOff: 'Turning off…',
    failed: 'Could not change notifications. Check the connection and try again',
  },
  common: {
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
    close: 'Close',
    done: 'Done',
    cancel: 'Cancel',
    offline: 'Offline',
    offlineAsOf: (asOf: string) => `Offline - as of ${asOf}`,
    /** Offline with no device copy of a list yet. */
    noCopy: {
      requests: 'You are offline and this phone has no saved copy of the requests yet.',
      bookings: 'You are offline and this phone has no saved copy of the bookings yet.',
      schedule: 'You are offline and this phone has no saved copy of the schedule for this week yet.',
      settings: 'You are offline: the settings load when you are back online.',
      activity: 'You are offline: the activity loads when you are back online.',
      reports: 'You are offline: the reports load when you are back online.',
    },
    offlineAction: 'You are offline: nothing was changed. Try again when you are back online.',
    timedOutAction:
      'The server took too long to answer: this may or may not have gone through. Refresh to check before trying again.',
    requestFailed: 'Request failed',
    whatsapp: 'WhatsApp',
    bookingId: 'Booking ID',
  },
  requests: {
    title: 'Booking Requests',
    needConnection: 'Confirm and Reject need a connection; they come back when you are online.',
    bulkInProgress: 'A rejection of several requests is being sent.',
    /** A slot and its day, as the bulk questions name it. */
    where: (slotId: string, date: string) => `${slotId} on ${formatLongDate(date)}`,
    rejectAllQuestion: (count: number, where: string) =>
      `Reject all ${plural(count, 'request')} waiting for ${where}? The slot is already booked.`,
    rejectedForSlot: (count: number, where: string) => `Rejected ${plural(count, 'request')} for ${where}.`,
    rejectSelectedQuestion: (count: number) => `Reject ${plural(count, 'selected request')}?`,
    /** The answers to rejectAllQuestion and rejectSelectedQuestion, in the panel's own dialog. */
    rejectThem: (count: number) => `Reject ${plural(count, 'request')}`,
    dontReject: "Don't reject",
    rejected: (count: number) => `Rejected ${plural(count, 'request')}.`,
    pageHeldOnlyShown: 'That page held only requests already shown. Load more again.',
    noMore: 'No more requests waiting.',
    loading: 'Loading booking requests…',
    empty: 'No pending requests. New ones appear here by themselves.',
    summary: (total: number, shown: number) =>
      `${total} pending, oldest first${shown < total ? `; showing the first ${shown}` : ''}. This list refreshes by itself every 30 seconds.`,
    select: 'Select',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
  },
  card: {
    kicker: 'New Booking Request',
    name: 'Name',
    phone: 'Phone',
    slotId: 'Slot ID',
    time: 'Time',
    date: 'Date',
    created: 'Created',
    clashWarning: 'Another pending request wants this same date and slot. Only one can be confirmed.',
    bookedNotice: 'This slot is already booked: this request can no longer be confirmed.',
    blockedNotice: (reason: string) => `Slot blocked: ${reason}`,
    confirm: 'Confirm',
    reject: 'Reject',
    /** After `Confirm`, `Reject` or `Select`, for a screen reader: which request. */
    whichRequest: (id: string) => ` request ${id}`,
    rejectAllForSlot: (count: number) => `Reject all ${count} for this slot`,
    confirmed: 'Confirmed',
    rejected: 'Rejected',
    sending: 'Sending…',
    select: 'Select',
  },
  competing: {
    title: (slotId: string, time: string, date: string) =>
      `Other requests for ${slotId}, ${keepClockTogether(time)} on ${formatLongDate(date)}`,
    none: 'No other request waits for this slot.',
    stillWaiting: (count: number) =>
      `${count === 1 ? '1 request still waits' : `${count} requests still wait`} for this booked slot. Reject and let them know what is still free.`,
    bookingId: (id: string) => `Booking ID ${id}`,
    rejecting: 'Rejecting…',
    reject: 'Reject',
  },
  /** After `Confirm`: the confirmed customer, told on WhatsApp in one tap (date and time already formatted). */
  confirmedCustomer: {
    title: (name: string, date: string, time: string) => `Confirmed for ${name}: ${date}, ${time}. Let them know:`,
    bookingId: (id: string) => `Booking ID ${id}`,
  },
  selection: {
    label: 'Selection',
    selected: (count: number) => `${count} selected`,
    selectNone: 'Select none',
    selectFirst: (count: number) => `Select first ${count}`,
    selectAllShown: 'Select all shown',
    rejecting: 'Rejecting…',
    rejectSelected: 'Reject selected',
  },
  database: {
    title: 'Database',
    needConnection: 'Paid, Cancelled, Delete and Export CSV need a connection; they come back when you are online.',
    loading: 'Loading bookings…',
    showing: (shown: number, all: number) => `Showing ${shown} of ${all} bookings.`,
    empty: 'No bookings match these filters.',
    caption: 'Bookings',
    columns: {
      date: 'DATE',
      time: 'TIME',
      name: 'NAME',
      phone: 'PHONE',
      price: 'PRICE (BDT)',
      paid: 'PAID',
      cancelled: 'CANCELLED',
      noShow: 'NO-SHOW',
      createdAt: 'CREATED AT',
      actions: 'ACTIONS',
      bookingId: 'BOOKING ID',
    },
    /** One search for any booking (issue 29): the server's answer replaces the list while it has text. */
    search: 'Search bookings',
    searchHint: 'Booking ID, name or phone',
    searching: 'Searching…',
    found: (count: number, limit: number) =>
      count >= limit ? `The first ${count} bookings found: type more to narrow it.` : `${count} found.`,
    cardLabel: (name: string, date: string, time: string) => `Booking of ${name}, ${formatShortDate(date)}, ${time}`,
    /** How a booking is named to a screen reader beside its controls. */
    describeBooking: (name: string, date: string, time: string) => `${name}, ${date} ${time}`,
    filters: {
      label: 'Filter bookings',
      whichGames: 'Which games',
      upcoming: 'Upcoming',
      past: 'Past',
      all: 'All',
      unpaidOnly: 'Unpaid only',
      date: 'Date',
      anyDate: 'Any date',
    },
    paid: 'Paid',
    cancelled: 'Cancelled',
    /** The customer did not come: offered once the slot has started. */
    noShow: 'No-show',
    yes: 'Yes',
    no: 'No',
    delete: 'Delete',
    deleteWhich: (what: string) => ` booking of ${what}`,
    deleteQuestion: 'Delete this booking permanently?',
    /** The answers to deleteQuestion, in the panel's own dialog. */
    deleteYes: 'Delete booking',
    keepBooking: 'Keep it',
    /** The CSV file of the days the filters show (issue 17). */
    exportCsv: 'Export CSV',
    exporting: 'Preparing CSV…',
    exportHasAll: 'The CSV has every booking of these dates, paid or not.',
    exportFailed: 'The CSV could not be downloaded. Check the connection and try again.',
  },
  schedule: {
    title: 'Schedule',
    needConnection:
      'Book, Block, Unblock, Confirm, Reject and the booking changes need a connection; they come back when you are online.',
    loading: 'Loading the schedule…',
    atAGlance: (date: string) => `${formatShortDate(date)} at a glance`,
    blockSlots: 'Block slots',
    blockSlotsOn: (date: string) => ` on ${formatShortDate(date)}`,
    detailTitle: (time: string, date: string) => `${time}, ${formatShortDate(date)}`,
    /** A booking the board's search found, on its button: who, when, which and whether it still stands. */
    foundBooking: (booking: FoundBooking) =>
      `${booking.name} · ${booking.phone} · ${formatShortDate(booking.date)}, ${keepClockTogether(booking.time)} (${booking.slotId}) · ${booking._id}${booking.cancelled ? ' · Cancelled' : ''}`,
    bookTitle: (slotId: string, date: string) => `Book ${slotId}, ${formatShortDate(date)}`,
    blockedCount: (count: number, date: string) =>
      `Blocked ${count} ${count === 1 ? 'slot' : 'slots'} on ${formatShortDate(date)}.`,
    nav: {
      previous: (byWeek: boolean) => `Previous ${byWeek ? 'week' : 'day'}`,
      next: (byWeek: boolean) => `Next ${byWeek ? 'week' : 'day'}`,
      week: (from: string, to: string) => `${formatShortDate(from)} to ${formatShortDate(to)}`,
      date: 'Date',
      today: 'Today',
    },
    counts: { booked: 'Booked', free: 'Free', pending: 'Pending', blocked: 'Blocked' },
    state: {
      booked: 'Booked',
      blocked: 'Blocked',
      past: 'Past',
      started: 'Started',
      requests: (count: number) => (count === 1 ? '1 request' : `${count} requests`),
      free: 'Free',
    },
    beyondHorizon: (days: number) => `Bookings open ${days} days ahead: this day cannot be booked yet.`,
    blockedBecause: (reason: string) => `Blocked: ${reason}`,
    unblock: 'Unblock',
    unblocking: 'Unblocking…',
    unblocked: (slotId: string) => `${slotId} unblocked.`,
    confirmedAnnouncement: (id: string, slotId: string, name: string) =>
      `Confirmed ${id}: ${slotId} is booked for ${name}.`,
    rejectedAnnouncement: (id: string, name: string) => `Rejected ${id} of ${name}.`,
    showRequests: (open: boolean, count: number) =>
      `${open ? 'Hide' : 'Show'} ${count === 1 ? '1 pending request' : `${count} pending requests`}`,
    book: 'Book',
    block: 'Block',
    week: (first: string, last: string) => `Week of ${formatLongDate(first)} to ${formatLongDate(last)}`,
    weekUnknown: 'Week',
    slotIdAndPrice: (slotId: string, price: number) => `${slotId} · ${CURRENCY} ${price}`,
    paid: 'Paid',
    unpaid: 'Unpaid',
    /** Part paid: what came in ahead (an advance) and what is still due, in taka. */
    advanceDue: (received: number, due: number) => `Advance ${received} · Due ${due}`,
    /** The Late Night of a venue day: the next date's early hours (issue 29). */
    afterMidnight: (date: string) => `after midnight, ${formatShortDate(date)}`,
    /** The week's Late Night row: each column's night, after its midnight. */
    afterMidnightRow: 'after midnight, the night of each day',
    /** Today's slots already over, folded into one line above the slot being played or next. */
    pastSlots: (open: boolean, count: number) =>
      `${open ? 'Hide' : 'Show'} ${count === 1 ? '1 past slot' : `${count} past slots`}`,
    /** Every block of the day shown, undone in one tap. */
    unblockDay: (count: number) => `Unblock ${count === 1 ? '1 slot' : `all ${count} slots`}`,
    unblockingDay: 'Unblocking…',
    unblockedDay: (count: number, date: string) =>
      `Unblocked ${count} ${count === 1 ? 'slot' : 'slots'} on ${formatShortDate(date)}.`,
    waiting: (count: number) => ` · ${count} waiting`,
    cancelledCount: (count: number) => (count === 1 ? '1 cancelled' : `${count} cancelled`),
    /** A taken slot's waitlist (issue 31): who asked to be told when it frees up, first in line first. */
    waitlist: {
      /** On the slot's cell and as the button that shows the list. */
      count: (count: number) => `Waitlist: ${count}`,
      listLabel: (slotId: string) => `Waitlist of ${slotId}`,
      /** `clock`: format.clock of the offer's end. */
      offeredUntil: (clock: string) => `Offered until ${clock}`,
      offerNow: 'Offer now',
      offering: 'Offering…',
      whenFree: 'Offer now works once the slot is free.',
      offered: (name: string, clock: string) => `Offered to ${name} until ${clock}.`,
      withdrawQuestion: (offeredTo: string, clock: string, name: string) =>
        `${offeredTo} holds the offer until ${clock}. It is withdrawn, and they keep their place in line. Offer the slot to ${name} instead?`,
      withdrawYes: (name: string) => `Offer to ${name}`,
      keepOffer: 'Keep the offer',
      notLoaded: (reason: string) => `The waitlists could not be loaded: ${reason}`,
    },
  },
  /** /admin/settings (issue 16): the venue's own settings and their change log. */
  settings: {
    title: 'Settings',
    loading: 'Loading the settings…',
    needConnection: 'Saving needs a connection; it comes back when you are online.',
    version: (version: number) => `Version ${version}`,
    intro: 'What visitors see on the site. Changes show on their next visit.',
    sections: {
      venue: 'Venue',
      prices: 'Prices',
      horizon: 'Booking horizon',
      home: 'Home page',
      events: 'Events',
      payments: 'Payments',
      visitors: 'Cancellations',
      waitlist: 'Waitlist',
    },
    english: 'English',
    bangla: 'Bangla (optional)',
    venue: {
      name: 'Venue name',
      shortName: 'Short name',
      shortNameHint: 'Under the app icon on phones',
      tagline: 'Tagline',
      address: 'Address',
      phone: 'Phone',
      phoneHint: 'With the country code, like +8801700000000',
      email: 'E-mail',
      messengerUrl: 'Messenger link',
      whatsappNumber: 'WhatsApp number',
      whatsappHint: 'Digits with the country code, like 8801700000000',
      facebookUrl: 'Facebook page',
      instagramUrl: 'Instagram page',
      urlHint: 'Starts with https://',
    },
    /** The phone changed while WhatsApp kept the old number: the site's `Chat on WhatsApp` would still open that. */
    whatsappOffer: {
      question: (current: string) => `The site's Chat on WhatsApp still opens ${current}. Change WhatsApp too?`,
      use: (offered: string) => `Use ${offered} for WhatsApp`,
      keep: (current: string) => `Keep ${current}`,
    },
    prices: {
      regular: 'Price per slot (BDT)',
      weekdays: 'Weekday price per slot (BDT)',
      weekendSwitch: 'Different weekend prices',
      weekend: 'Weekend price per slot (BDT)',
      weekendDays: 'Weekend days',
      hint: `Whole taka, 1 to ${SETTINGS_PRICE_MAX}`,
      day: (day: Weekday) => day as string,
    },
    horizon: {
      label: 'Days ahead visitors may request',
      hint: `${BOOKING_HORIZON_MIN_DAYS} to ${BOOKING_HORIZON_MAX_DAYS} days`,
    },
    home: {
      promoText: 'Promo text',
      slide: (n: number) => `Slide ${n}`,
      slideTitle: 'Title',
      slideSubtitle: 'Subtitle',
    },
    events: {
      banner: 'Banner under the events',
      event: (n: number) => `Event ${n}`,
      title: 'Title',
      dateText: 'Date',
      dateTextHint: 'As people say it: 12 December, Every Friday',
      description: 'Description',
      status: 'Status',
      statusHint: 'Like Upcoming or Registration open',
      button: 'Button text',
      buttonHint: 'Leave empty and the button says "See Details"',
      add: 'Add event',
      remove: 'Remove',
      moveUp: 'Move up',
      moveDown: 'Move down',
      /** Read after the button's label, so each says which event. */
      which: (n: number) => ` event ${n}`,
      empty: 'No events: the events page shows only the banner.',
      added: (n: number) => `Event ${n} added. Fill it in, then save.`,
      removed: (n: number) => `Event ${n} removed. Save to keep this.`,
      moved: (from: number, to: number) => `Event ${from} is now event ${to}.`,
      full: (max: number) => `At most ${max} events.`,
    },
    /** How a request becomes a booking, the advance, and the numbers for Send money (issue 30). */
    payments: {
      confirmation: 'Confirmation',
      confirmations: {
        manager: 'By the manager',
        advance: 'By advance payment',
      } as Readonly<Record<ConfirmationMode, string>>,
      confirmationHints: {
        manager: 'You confirm each request yourself, as today.',
        advance:
          'A request is confirmed when its advance is paid by bKash. The slot is held for the visitor while they pay.',
      } as Readonly<Record<ConfirmationMode, string>>,
      advance: 'Advance',
      advanceAmount: 'An amount',
      advanceFull: 'The full price',
      advanceLabel: 'Advance (BDT)',
      advanceHint: 'Whole taka; a slot that costs less asks its price',
      holdMinutes: 'Hold (minutes)',
      holdHint: `${HOLD_MINUTES_MIN} to ${HOLD_MINUTES_MAX}: how long a slot is kept for a visitor who is paying`,
      manualMoney: 'Manual mobile money',
      manualMoneyHint: 'Numbers visitors can Send money to, by hand, instead of paying online.',
      manualMoneyShown: 'Show Send money numbers to visitors',
      number: (n: number) => `Number ${n}`,
      provider: 'Service',
      mobileNumber: 'Mobile number',
      mobileNumberHint: '11 digits, like 01712345678',
      account: 'Account',
      accounts: { personal: 'Personal', merchant: 'Merchant' },
      add: 'Add number',
      remove: 'Remove',
      /** Read after the button's label, so each says which number. */
      which: (n: number) => ` number ${n}`,
      empty: 'No numbers yet.',
      added: (n: number) => `Number ${n} added. Fill it in, then save.`,
      removed: (n: number) => `Number ${n} removed. Save to keep this.`,
      full: (max: number) => `At most ${max} numbers.`,
    },
    /** What visitors may do by themselves (issue 31). */
    visitors: {
      cancelCutoffHours: 'Visitors may cancel a booking up to (hours before its slot)',
      cancelCutoffHint: `${CANCEL_CUTOFF_HOURS_MIN} to ${CANCEL_CUTOFF_HOURS_MAX}. Until then a visitor may cancel a confirmed booking from their phone; after it they are told to call you. 0: until the slot starts.`,
    },
    /** The waitlist of taken slots (issue 31). */
    waitlist: {
      enabled: 'Visitors may join a waitlist for taken slots',
      offerMinutes: 'Minutes a freed slot is held for the first in line',
      offerMinutesHint: `${OFFER_MINUTES_MIN} to ${OFFER_MINUTES_MAX}. When a taken slot frees up, the first in line is told and has this long to take it; then it goes to the next.`,
    },
    problems: {
      required: 'Fill this in',
      tooLong: (max: number) => `At most ${max} characters`,
      hidden: 'This has hidden characters in it. Please type it again',
      englishFirst: 'Write the English text too: it is shown where Bangla is not',
      phone: 'Write + and the country code, then the number: 8 to 15 digits, like +8801700000000',
      whatsapp: 'Digits only, with the country code: 8 to 15, like 8801700000000',
      email: 'An e-mail address, like hello@example.com',
      url: 'A link that starts with https://',
      price: `Whole taka from 1 to ${SETTINGS_PRICE_MAX}`,
      horizon: `A whole number of days from ${BOOKING_HORIZON_MIN_DAYS} to ${BOOKING_HORIZON_MAX_DAYS}`,
      holdMinutes: `Whole minutes from ${HOLD_MINUTES_MIN} to ${HOLD_MINUTES_MAX}`,
      cancelCutoffHours: `Whole hours from ${CANCEL_CUTOFF_HOURS_MIN} to ${CANCEL_CUTOFF_HOURS_MAX}`,
      offerMinutes: `Whole minutes from ${OFFER_MINUTES_MIN} to ${OFFER_MINUTES_MAX}`,
      mobile: 'A mobile number of 11 digits, like 01712345678',
      duplicateNumber: 'This number is listed already for this service',
      noNumberToShow: 'Add a number first, or turn this off',
    },
    save: 'Save settings',
    saving: 'Saving…',
    saved: (version: number) => `Saved. The settings are now version ${version}.`,
    fixFirst: 'Nothing was saved: fix the marked fields first.',
    refused: 'Nothing was saved: the server refused the marked field.',
    conflict: 'These settings were changed on another phone since you opened them. Nothing was saved.',
    conflictHelp:
      'Load the newest settings to see them, then make your changes again. What you changed on this screen is dropped.',
    loadNewest: 'Load the newest settings',
    loadedNewest: (version: number) => `Loaded the newest settings, version ${version}.`,
    changes: {
      title: 'Changes',
      loading: 'Loading the changes…',
      empty: 'No changes yet: the settings are as the site started.',
      saved: (who: string, when: string) => `${who}, ${when}`,
      nothing: 'Nothing changed',
      loadMore: 'Load more',
      loadingMore: 'Loading…',
      english: 'English',
      bangla: 'Bangla',
      added: 'added',
      removed: 'removed',
      regular: 'Price',
      weekend: 'Weekend price',
      weekendPrices: 'Weekend prices',
      payments: 'Payments',
      on: 'on',
      off: 'off',
    },
  },
  slotBooking: {
    cancelSeriesQuestion:
      'Cancel this booking and the later ones of its weekly series? They are kept in the Database, marked cancelled.',
    cannotRestore: 'The slot is taken again, so this booking cannot be restored.',
    cancelledSeries: (count: number, from: string) =>
      `Cancelled ${plural(count, 'booking')} of the series, from ${formatShortDate(from)}.`,
    cancelled: 'Cancelled',
    paid: 'Paid',
    unpaid: 'Unpaid',
    weekly: 'Weekly',
    phone: 'Phone',
    price: 'Price',
    madeBy: 'Made by',
    byManager: 'The manager',
    byVisitor: 'Visitor request',
    note: 'Note',
    cancelRest: 'Cancel the rest of the series',
    /** The answers to cancelSeriesQuestion, in the panel's own dialog. */
    cancelRestYes: 'Cancel them',
    keepSeries: 'Keep them',
  },
  /** A booking's payments (issue 17, decision 050): on the Database's rows and cards and the board's booked slots. */
  payments: {
    due: (amount: number) => `Due ${CURRENCY} ${amount}`,
    paid: 'Paid',
    /** More was paid than the price: the change to give back. */
    toGiveBack: (amount: number) => `${CURRENCY} ${amount} to give back`,
    listLabel: 'Payments',
    /** The services' own spellings. */
    methods: PAYMENT_METHOD_NAMES as Readonly<Record<PaymentMethod, string>>,
    /** The note of the payment the PAID toggle records. */
    markedPaid: 'Marked paid',
    remove: 'Remove',
    removing: 'Removing…',
    /** After `Remove`, for a screen reader: which payment. */
    removeWhich: (amount: number, method: string) => ` payment of ${CURRENCY} ${amount} by ${method}`,
    removeQuestion: 'Remove this payment? The removal is kept in the audit trail.',
    /** The answers to removeQuestion, in the panel's own dialog. */
    removeYes: 'Remove payment',
    keepPayment: 'Keep it',
    add: 'Add payment',
    /** After `Add payment`, for a screen reader: to which booking. */
    addWhich: (what: string) => ` to the booking of ${what}`,
    what: (price: number, due: number | null) =>
      due === null ? `Price ${CURRENCY} ${price}.` : `Price ${CURRENCY} ${price}, due ${CURRENCY} ${Math.max(due, 0)}.`,
    amount: 'Amount (BDT)',
    amountInvalid: `Enter whole taka from 1 to ${PAYMENT_AMOUNT_MAX}`,
    method: 'Paid by',
    chooseMethod: 'Choose how it was paid',
    transactionId: (method: string) => `${method} transaction ID`,
    transactionIdHint: '8 to 20 letters and digits, as in the SMS',
    transactionIdRequired: (method: string) => `Enter the ${method} transaction ID`,
    transactionIdInvalid: 'A transaction ID is 8 to 20 letters and digits',
    receivedAt: 'Received (optional)',
    receivedAtHint: 'Venue time. Leave empty for now.',
    /** Under the picker, which writes the browser's own way (mm/dd/yyyy): the time picked, as the panel writes dates. */
    receivedAtShown: (when: string) => `Venue time: ${when}`,
    /** The dialog's first line: whose booking, when, which slot (date and time already formatted). */
    forBooking: (name: string, date: string, time: string, slotId: string) => `${name}: ${date}, ${time} (${slotId})`,
    receivedAtInvalid: 'Pick a date and time from 2000 up to now',
    note: 'Note (optional)',
    save: 'Save payment',
    saving: 'Saving…',
  },
  /** A cancelled booking's money (issue 29, decision 071): owes nothing; what it received is refunded or kept. */
  refunds: {
    nothingDue: 'Cancelled: nothing due',
    toRefund: (amount: number) => `To refund ${CURRENCY} ${amount}`,
    kept: (note: string) => `Money kept: ${note}`,
    listLabel: 'Refunds',
    refunded: 'Refunded',
    record: 'Record refund',
    keep: 'Keep it',
    /** After a button, for a screen reader: which booking. */
    which: (what: string) => ` for the booking of ${what}`,
    refundInstead: 'Refund instead',
    amount: 'Amount given back (BDT)',
    method: 'Given back by',
    note: 'Note (optional)',
    keepNote: 'Why the money is kept',
    keepNoteRequired: 'Say why the money is kept',
    save: 'Save refund',
    saveKeep: 'Keep the money',
    saving: 'Saving…',
  },
  /** A request's advance as the cards and the board show it (issue 30, decision 089): a badge and a line. */
  advance: {
    paidOnline: 'Paid online',
    paidOnlineDetail: (amount: number, trxId: string, refunded: number) =>
      `bKash ${CURRENCY} ${amount}, TrxID ${trxId}${refunded > 0 ? `; ${CURRENCY} ${refunded} refunded` : ''}`,
    reported: (transactionId: string) => `Advance reported (TrxID ${transactionId})`,
    reportedDetail: (method: string, amount: number) =>
      `${method} Send money, ${CURRENCY} ${amount}: check it in the ${method} app`,
    /** Beside Confirm on a card with a reported advance: what the one tap does besides confirming. */
    confirmRecords: (method: string, amount: number) =>
      `Confirm records this ${method} advance of ${CURRENCY} ${amount} as paid.`,
    none: 'No advance',
    noneDetail: (amount: number) => `The venue asks ${CURRENCY} ${amount} in advance; none has come.`,
    notCompleted: 'Payment not completed',
    notCompletedDetail: (amount: number) =>
      `The ${CURRENCY} ${amount} advance was not paid in time; the slot was let go.`,
    /** A cancelled booking paid online: give the money back through bKash. */
    refund: 'Refund by bKash',
    refundAmount: 'Amount to give back by bKash (BDT)',
    refundLeft: (amount: number) => `Up to ${CURRENCY} ${amount} can go back to the customer’s bKash.`,
    refundAmountInvalid: (amount: number) => `Enter whole taka from 1 to ${amount}`,
    refundQuestion: (amount: number) =>
      `Give ${CURRENCY} ${amount} back to the customer’s bKash account? bKash sends the money at once; it cannot be taken back.`,
    refundYes: (amount: number) => `Refund ${CURRENCY} ${amount}`,
    refundNo: 'Not now',
    refunding: 'Refunding…',
    refunded: (amount: number) => `${CURRENCY} ${amount} refunded by bKash.`,
    /** No answer from the server (offline, timed out, a gateway's error): the cautious reading. */
    refundNoAnswer:
      'No answer came, so whether the refund went through is not known. Check the bKash merchant portal before trying again; a second refund is not sent while one is unconfirmed.',
  },
  bookingForm: {
    what: (date: string, time: string, slotId: string, price: number) =>
      `${formatShortDate(date)}, ${time} (${slotId}), ${CURRENCY} ${price}. Confirmed at once.`,
    referenceName: 'Reference Name',
    phone: 'Phone',
    phonePlaceholder: '01XXXXXXXXX',
    note: 'Note (optional)',
    noteCount: (length: number) => `${length}/${NOTE_MAX_LENGTH}`,
    noteTooLong: `A note is at most ${NOTE_MAX_LENGTH} characters`,
    noteHidden: 'The note has hidden characters in it. Please type it again',
    repeatWeekly: 'Repeat weekly',
    weeks: 'Weeks, this one included',
    weeksHint: `${SERIES_WEEKS_MIN} to ${SERIES_WEEKS_MAX}`,
    weeksOutOfRange: `Repeat for ${SERIES_WEEKS_MIN} to ${SERIES_WEEKS_MAX} weeks`,
    noFreeDate: 'None of these dates can be booked.',
    saving: 'Saving…',
    book: 'Book',
    bookDates: (count: number) => `Book ${count} ${count === 1 ? 'date' : 'dates'}`,
  },
  seriesPreview: {
    couldNotCheck: (reason: string) => `Could not check the dates: ${reason}`,
    checking: 'Checking the dates…',
    allFree: (count: number) => `All ${count} dates are free.`,
    someFree: (free: number, total: number) => `${free} of ${total} dates free; the others are skipped.`,
    label: 'Dates of the series',
    /** A date's state: free, or why it would be skipped. */
    state: {
      free: 'free',
      booked: 'booked',
      blocked: 'blocked',
      'past the booking horizon': 'past the booking horizon',
    } as Readonly<Record<'free' | SeriesSkipReason, string>>,
  },
  saved: {
    bookedFor: (name: string, date: string, time: string) => `Booked for ${name}: ${formatShortDate(date)}, ${time}.`,
    bookedWeeks: (booked: number, total: number, name: string, time: string) =>
      `Booked ${booked} of ${total} weeks for ${name}, ${time}.`,
    copy: 'Copy',
    copyWhich: (id: string) => ` Booking ID ${id}`,
    copied: 'Copied to clipboard!',
    copyFailed: 'Could not copy. The Booking ID is selected: copy it by hand.',
    booked: 'booked',
    skipped: (reason: string) => `skipped: ${reason}`,
    sendOnWhatsapp: 'Send on WhatsApp',
    sendTo: (name: string) => ` to ${name}`,
    /** The saved series' dates, booked and skipped: a box that scrolls. */
    datesLabel: 'Dates booked and skipped',
  },
  blockForm: {
    chooseSlot: 'Choose at least one slot to block',
    reasonRequired: 'Enter a reason, such as Maintenance or Tournament',
    reasonHidden: 'The reason has hidden characters in it. Please type it again',
    /** Reasons a manager reaches for; any other may be typed. */
    suggestions: ['Maintenance', 'Tournament', 'Private event'] as readonly string[],
    slotsOn: (date: string) => `Slots on ${formatShortDate(date)}`,
    wholeDay: 'Whole day',
    held: (count: number) =>
      `${count} ${count === 1 ? 'slot is' : 'slots are'} booked, blocked or started: they stay as they are.`,
    reason: 'Reason',
    reasonHint: `Shown on the board, never to visitors. At most ${BLOCK_REASON_MAX_LENGTH} characters.`,
    blocking: 'Blocking…',
    blockCount: (count: number) => `Block ${count === 0 ? '' : `${count} `}${count === 1 ? 'slot' : 'slots'}`,
  },
  /**
   * The messages the manager sends a customer on WhatsApp, in the language the customer used (the request's `lang`),
   * whatever the panel's own language: dates and times come raw and are written here; the venue's name comes in that
   * language from its settings.
   */
  customerChat: {
    bookingSaved: (booking: BookedMessage, venueName: string) =>
      [
        `Hello ${booking.name}! Your booking at ${venueName} is confirmed.`,
        `Booking ID: ${booking.id}`,
        `Date: ${formatLongDate(booking.date)}`,
        `Time: ${booking.time}`,
      ].join('\n'),
    seriesSaved: (series: SeriesMessage, venueName: string) =>
      [
        `Hello ${series.name}! Your weekly booking at ${venueName} is confirmed.`,
        `Time: ${series.time}`,
        ...series.booked.map((booking) => `${formatLongDate(booking.date)}: Booking ID ${booking.id}`),
        ...series.skipped.map((skip) => `${formatLongDate(skip.date)}: not available (${skip.reason})`),
      ].join('\n'),
    slotTaken: (request: SlotTakenMessage, venueName: string) =>
      [
        `Hello ${request.name}, this is ${venueName}.`,
        `Sorry, ${request.time} on ${formatLongDate(request.date)} is already booked, so we could not confirm your request ${request.id}.`,
        request.freeTimes === null
          ? 'Reply here and we will help you find another slot.'
          : request.freeTimes.length > 0
            ? `Still free that day: ${request.freeTimes.join(', ')}. Reply here if one suits you.`
            : 'That day is fully booked now. Reply here and we will help you find another day.',
      ].join('\n'),
  },
  /** The server's refusals by their code, where the catalogue words them itself. English: the server's own text. */
  reports: {
    title: 'Reports',
    activityLink: 'Activity: who changed what, and when',
    loading: 'Loading the numbers…',
    today: (date: string) => `Today, ${date}`,
    received: (amount: string) => `${amount} received`,
    refunded: (amount: string) => `${amount} refunded`,
    range: {
      label: 'Period',
      week: 'This week',
      month: 'This month',
      last30: 'Last 30 days',
      custom: 'Custom',
      from: 'From',
      to: 'To',
      shown: (from: string, to: string) => `${from} to ${to}`,
      pickBoth: 'Pick both dates.',
      reversed: 'The period ends before it starts: pick a "To" date on or after "From".',
      tooLong: 'Pick a period of at most a year.',
    },
    summary: {
      bookings: 'Bookings',
      booked: 'Booked',
      received: 'Received',
      refunded: 'Refunded',
      cancellations: 'Cancellations',
      noShows: 'No-shows',
      /** Advances of issue 30, part of Received (decision 089). */
      onlineAdvances: 'Advances paid online (bKash)',
      manualAdvances: 'Advances sent by hand (confirmed)',
    },
    occupancy: {
      title: 'Occupancy',
      intro: 'How often each slot was booked, by weekday.',
      caption: 'Share of the days in the period each slot was booked, by weekday',
      slot: 'Slot',
      of: (booked: number, days: number) => `${booked} of ${days} days`,
    },
    weeks: { title: 'Revenue by week', week: 'Week of', booked: 'Booked', received: 'Received' },
    methods: {
      title: 'Received by method, less refunds',
      method: 'Method',
      count: 'Payments',
      amount: 'Amount',
      none: 'Nothing received in this period.',
    },
    weekday: (day: number): string => WEEKDAY[day] ?? '',
    percent: (share: number) => `${Math.round(share * 100)}%`,
  },
  activity: {
    title: 'Activity',
    intro: 'Every change to requests, bookings, payments, closed slots and settings, newest first.',
    loading: 'Loading the activity…',
    empty: 'Nothing has changed yet.',
    emptyHistory: 'No changes recorded for this booking.',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    /** Under each entry: who, and when on the venue's clock. */
    by: (who: string, when: string) => `${who} · ${when}`,
    visitor: 'A visitor',
    system: 'The system',
    history: 'History',
    hideHistory: 'Hide history',
    historyOf: (id: string) => `History of ${id}`,
    /** Whose booking an entry is (issue 29): its name and phone. */
    whose: (name: string, phone: string) => (phone ? `${name} · ${phone}` : name),
    /** A weekly series changed at once, as one entry: how many bookings, and their dates. */
    series: (count: number, dates: string) => `${count} weekly bookings: ${dates}`,
    actions: {
      requestCreated: (id: string) => `Request ${id} sent`,
      requestConfirmed: (id: string) => `Request ${id} confirmed`,
      requestRejected: (id: string) => `Request ${id} rejected`,
      requestExpired: (id: string) => `Request ${id} expired: its slot started`,
      requestCancelled: (id: string) => `Request ${id} cancelled by the visitor`,
      bookingCreated: (id: string) => `Booking ${id} made`,
      bookingUpdated: (id: string) => `Booking ${id} changed`,
      bookingCancelled: (id: string) => `Booking ${id} cancelled`,
      /** Issue 31: the visitor cancelled it from their phone. */
      bookingCancelledByVisitor: (id: string) => `Booking ${id} cancelled by the visitor`,
      bookingRestored: (id: string) => `Booking ${id} restored`,
      bookingDeleted: (id: string) => `Booking ${id} deleted`,
      blockCreated: 'Slot closed',
      blockDeleted: 'Slot reopened',
      paymentAdded: (id: string) => `Payment added to ${id}`,
      paymentRemoved: (id: string) => `Payment removed from ${id}`,
      refundAdded: (id: string) => `Refund recorded on ${id}`,
      refundRemoved: (id: string) => `Refund removed from ${id}`,
      settingsSaved: 'Settings saved',
    },
    fields: {
      name: 'Name',
      phone: 'Phone',
      date: 'Date',
      time: 'Time',
      price: 'Price',
      amount: 'Amount',
      method: 'Method',
      transaction_id: 'Transaction ID',
      received_at: 'Received',
      paid: 'Paid',
      cancelled: 'Cancelled',
      no_show: 'No-show',
      status: 'Status',
      reason: 'Reason',
      note: 'Note',
    },
    statuses: {
      pending: 'Waiting',
      confirmed: 'Confirmed',
      rejected: 'Rejected',
      expired: 'Expired',
      // Only its visitor withdraws a request (issue 31); the manager rejects one.
      cancelled: 'Cancelled by the visitor',
    } as Readonly<Record<BookingRequestStatusValue, string>>,
    yes: 'Yes',
    no: 'No',
    none: '-',
  },
  errors: {} as Readonly<Partial<Record<ErrorCode, string>>>,
};

export type AdminCatalogue = typeof adminEn;
