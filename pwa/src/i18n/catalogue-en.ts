import type { ErrorCode } from '@turf/sync-contract/error-codes';
import type { Locale } from '@turf/sync-contract/locale';
import { MESSAGES } from '@turf/sync-contract/messages';
import { CURRENCY, type Period, SLOT_DURATION_LABEL, type Slot, TURF_TYPE_LABEL } from '@turf/sync-contract/slots';
import {
  formatDayLabel,
  formatLongDate,
  formatMonthTitle,
  formatWeekdayAndDay,
  WEEKDAYS,
} from '@turf/sync-contract/time';
import { formatAsOf } from '../lib/format-as-of';
import { SESSION_ENDED_MESSAGE } from '../lib/login-redirect';
import { PUSH_UNAVAILABLE_TEXT } from '../lib/push-support';

/**
 * The visitor's screens in English: the spec's texts, word for word (docs/product.md). `catalogue-bn.ts` has the same
 * keys in Bangla (docs/bangla-terms.md); `Catalogue` is this object's type, so a key missing there does not compile.
 * Texts with a value in them are functions. Screens read them through `useText()` (i18n/text.tsx), never from here.
 */
export const en = {
  /** Which language this is: what a request records, and which of the panel's catalogues goes with it. */
  locale: 'en' as Locale,
  shell: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    nav: {
      home: 'Home',
      slots: 'Slots',
      events: 'Events',
      contact: 'Contact us',
      myRequests: 'My requests',
    },
    /** The count of requests waiting to be sent, on the My requests link; `afterCount` is read out after it. */
    waitingBadge: {
      count: (count: number) => String(count),
      afterCount: ' waiting to be sent',
    },
  },
  footer: {
    followUs: 'Follow us',
    moreInfo: 'MORE INFO',
    contactUs: 'Contact us',
    faq: 'FAQ',
    legals: 'LEGALS',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    refund: 'Refund Policy',
    contacts: 'CONTACTS',
    /** The year is left out until the phone knows it (the prerendered page has no year of its own). */
    copyright: (year: number | null, venueName: string) =>
      `© ${year === null ? '' : `${year} `}${venueName}. All rights reserved.`,
  },
  /** How dates are written: names and digits differ by language, so each catalogue has its own. */
  dates: {
    /** Sunday first: the short name heads a calendar column, the long one is read out. */
    weekdays: WEEKDAYS as readonly (readonly [string, string])[],
    monthTitle: formatMonthTitle,
    dayLabel: formatDayLabel,
    todayLabel: (dayLabel: string) => `Today, ${dayLabel}`,
    weekdayAndDay: formatWeekdayAndDay,
    longDate: formatLongDate,
    dayOfMonth: (date: string) => String(Number(date.slice(8, 10))),
    /** When a device copy was made, on the venue's clock: `3:45 PM` today, `Nov 21, 3:45 PM` before. */
    asOf: formatAsOf,
  },
  slots: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    availableFor: 'Available slots for',
    pickDateFirst: 'Pick a date first',
    timeOfDay: 'Time of day',
    periods: {
      Morning: 'Morning',
      Afternoon: 'Afternoon',
      Night: 'Night',
      'Late Night': 'Late Night',
    } as Readonly<Record<Period, string>>,
    lateNight: (day: string, dayBefore: string) =>
      `Late Night slots are the early hours of ${day}: the night after ${dayBefore}.`,
    loading: 'Loading slots…',
    booked: 'Booked',
    /** A slot the manager blocked: its reason is theirs, not the visitor's (decision 080). */
    closed: 'Closed',
    started: 'Started',
    requestedByYou: 'Requested by you',
    price: (amount: number) => `${CURRENCY} ${amount}`,
    /** The text shown; the request still sends the slot's own `time` (the spec's English). */
    slotTime: (slot: Pick<Slot, 'time' | 'startMinutes'>) => slot.time,
    offlineAsOf: (asOf: string) => `Offline - availability as of ${asOf}`,
    offlineUnknown: 'Offline - availability for this date is unknown; your request will be checked when it is sent.',
    /** A phone's switch from the row of the next days to the month, and back (issue 29). */
    wholeMonth: 'Whole month',
    nextDays: (count: number) => `Next ${count} days`,
  },
  form: {
    title: 'Booking Summary',
    referenceName: 'Reference Name',
    namePlaceholder: 'Your name',
    phone: 'Phone',
    phonePlaceholder: '01XXXXXXXXX',
    turfType: 'Turf Type',
    turfTypeValue: TURF_TYPE_LABEL,
    duration: 'Duration',
    durationValue: SLOT_DURATION_LABEL,
    date: 'Date',
    pickDate: 'Pick a date',
    time: 'Time',
    pickSlot: 'Pick a slot',
    confirm: 'Confirm Booking',
    processing: 'Processing…',
    /** Under the prerendered form on slow data, until the app has attached to it. */
    loading: 'Loading the booking form… You can fill it in meanwhile.',
    priceLabel: 'Price',
    slotPrice: 'Slot Price',
    totalAmount: 'Total Amount',
  },
  dialog: {
    title: 'Booking Request Submitted',
    close: 'Close',
    savedOffline: 'Your request is saved on this phone and will be sent automatically when you are online.',
    bookingId: 'Booking ID',
    copy: 'Copy',
    copied: 'Copied to clipboard!',
    /** The clipboard refused: the ID is selected instead, for the phone's own Copy (or Ctrl+C). */
    copyFailed: 'Could not copy. The Booking ID is selected: copy it by hand.',
    steps: [
      'Copy your Booking ID.',
      'Send the Booking ID and your Reference Name to the turf manager via Messenger, WhatsApp or a phone call.',
      "Wait for the manager's confirmation reply.",
      'Once confirmed, your slot is officially booked.',
    ],
    messenger: 'Chat on Messenger',
    whatsapp: 'Chat on WhatsApp',
    call: 'Call Now',
    /** Saved offline, right above the chat links: a message sent before the request would name an ID not there yet. */
    goesOutWhenOnline: 'Message the manager once your phone is online: the request reaches the venue only then.',
  },
  /** The visitor's offer to hear of the manager's decision (the dialog and `/my-requests`). */
  notify: {
    offer: 'Notify me when the manager decides',
    on: 'Notifications are on: you will hear when the manager decides.',
    waiting: 'Notifications are on: they start once your request has been sent.',
    blocked:
      'Notifications are blocked in browser settings. Allow them for this site to hear when the manager decides.',
    failed: 'Could not turn on notifications. Try again.',
    turningOn: 'Turning on notifications…',
    unavailable: PUSH_UNAVAILABLE_TEXT,
  },
  /** The bars under the header: offline, requests sent, a request left before its Booking ID was seen. */
  banner: {
    offline: 'You are offline. Pages still open, and booking requests wait on this phone until you are back online.',
    sent: (count: number) =>
      count === 1 ? 'Your saved booking request was sent.' : `Your ${count} saved booking requests were sent.`,
    seeMyRequests: 'See my requests',
    /** After `sent`, when one of them waits for an advance before its slot's hold ends (issue 30). */
    awaitingAdvance: 'An advance is due: pay soon to keep the slot.',
    payNow: 'Pay now',
    /** Before the request's Booking ID; `standing` follows it. */
    yourRequest: 'Your booking request',
    standing: {
      waiting: 'is waiting to be sent.',
      sending: 'is being sent.',
      sent: 'was sent.',
      refused: 'was not accepted.',
    } as Readonly<Record<'waiting' | 'sending' | 'sent' | 'refused', string>>,
    showBookingId: 'Show Booking ID',
  },
  myRequests: {
    title: 'My requests',
    lead: 'Booking requests made on this phone. Send the Booking ID to the turf manager to get a request confirmed.',
    loading: 'Loading your requests…',
    emptyTitle: 'No requests yet',
    emptyText: 'When you send a booking request, it appears here with its Booking ID, even without a network.',
    bookASlot: 'Book a slot',
    summary: {
      waiting: (count: number) => `${count} waiting to be sent`,
      pending: (count: number) => `${count} pending at the venue`,
      needsAction: (count: number) => `${count} need${count === 1 ? 's' : ''} your attention`,
    },
    removeUnsent: (id: string) => `Remove ${id}? It has not been sent yet, so the venue will never get it.`,
    removeSent: (id: string) => `Remove ${id} from this phone? This does not cancel it at the venue.`,
    /** The site's own dialog that asks removeUnsent or removeSent, and its answers. */
    removeTitle: 'Remove this request',
    removeYes: 'Remove it',
    keepRequest: 'Keep it',
    bookingId: 'Booking ID',
    date: 'Date',
    slot: 'Slot',
    referenceName: 'Reference name',
    pickAnotherSlot: 'Pick another slot',
    bookAnotherSlot: 'Book another slot',
    tryAgain: 'Try again',
    sendNow: 'Send now',
    copyId: 'Copy ID',
    whatsapp: 'WhatsApp',
    remove: 'Remove',
    copied: 'Copied to clipboard!',
    copyFailed: 'Could not copy: select the ID and copy it.',
    states: {
      queued: {
        label: 'Waiting to send',
        detail: 'Saved on this phone. It will be sent automatically when you are online.',
      },
      queuedAfterServerError: {
        label: 'Waiting to send',
        detail: 'The server did not answer. It is saved on this phone and will be sent again automatically.',
      },
      sending: { label: 'Sending…', detail: 'Sending your request to the venue.' },
      sent: {
        label: 'Sent - pending at the venue',
        detail: 'Send the Booking ID and your reference name to the turf manager to get it confirmed.',
      },
      confirmed: { label: 'Confirmed', detail: 'The manager confirmed it: the slot is yours.' },
      rejected: { label: 'Rejected', detail: 'The manager could not accept this request.' },
      cancelled: {
        label: 'Cancelled',
        detail:
          'The manager cancelled this booking: the slot is no longer yours. Call the venue if this is unexpected.',
      },
      /** Cancelled by the visitor, from this phone (issue 31). */
      cancelledHere: { label: 'Cancelled', detail: 'You cancelled it on this phone: the slot is free for others.' },
      expired: {
        label: 'Expired',
        detail:
          'The slot started before the manager confirmed this request, so it was not booked. Pick another slot if you still want to play.',
      },
      slotTaken: {
        label: 'Slot taken',
        detail:
          'Someone booked this slot before your request arrived. Pick another slot: your name and phone are kept.',
      },
      failed: {
        label: 'Not sent',
        detail: (reason: string | null) => (reason ? `The server refused it: ${reason}` : 'The server refused it.'),
      },
    },
  },
  /** The chat messages a visitor sends the manager (WhatsApp, from the dialog and `/my-requests`). */
  chat: {
    /** The Booking ID first, then what identifies the booking; `date` and `time` come written in this language. */
    visitorMessage: (request: { id: string; name: string; date: string; time: string }) =>
      [
        'Hello! I sent a booking request.',
        `Booking ID: ${request.id}`,
        `Reference name: ${request.name}`,
        `Date: ${request.date}`,
        `Slot: ${request.time}`,
      ].join('\n'),
  },
  contact: {
    title: 'Contact us',
    lead: 'Questions or a Booking ID to confirm? We answer fastest on chat.',
    cards: {
      messenger: {
        title: 'Messenger',
        detail: 'Chat with the turf manager on Messenger.',
        action: 'Chat on Messenger',
      },
      whatsapp: { title: 'WhatsApp', detail: 'Send your Booking ID on WhatsApp.', action: 'Chat on WhatsApp' },
      // The phone's and e-mail's cards show the venue's number and address as their line.
      phone: { title: 'Phone', action: 'Call us' },
      email: { title: 'Email', action: 'Send Mail' },
    },
  },
  /**
   * The visitor's problems by their code (decision 037), where the catalogue words them itself. English words none: its
   * messages are the spec's (or the server's); the refusals of a visitor's own cancellation are worded in `cancel-en.ts`.
   */
  errors: {} as Readonly<Partial<Record<ErrorCode, string>>>,
  /** A problem with no code and no reason of its own: the client's fallback (an unknown failure, no server text). */
  requestFailed: MESSAGES.requestFailed as string,
  notFound: {
    title: 'Page not found',
    lead: "This page is off the pitch. Let's get you back in the game.",
    home: 'Go to the home page',
    bookASlot: 'Book a slot',
  },
  /** `/`: the slideshow's controls, the promo's labels and the facilities (the captions and promo text are settings). */
  home: {
    title: (venueName: string) => `${venueName}: football turf booking`,
    slideshow: {
      label: 'Highlights',
      pause: 'Pause slideshow',
      play: 'Play slideshow',
      previous: 'Previous slide',
      next: 'Next slide',
      slideOf: (position: number, count: number) => `${position} of ${count}`,
    },
    promo: {
      kicker: '7/8-a-side · floodlit · open 24/7',
      title: 'Book Your Turf Now!',
      /** Around the price, which is shown in bold between them. */
      priceBefore: 'from ',
      priceAfter: ' per slot',
      explore: 'Explore Slots →',
    },
    facilitiesTitle: 'Our facilities',
    facilities: {
      football: {
        title: 'Football Turfs',
        description: 'Premium artificial grass for 5-a-side or 7-a-side matches, with goals, nets and bibs ready.',
      },
      cricket: {
        title: 'Cricket Nets',
        description: 'Practice lanes with a true-bounce pitch for batting and bowling drills, day or evening.',
      },
      arena: {
        title: 'Multi-Sport Arena',
        description: 'A covered court for futsal, basketball and badminton when the monsoon rolls in.',
      },
      footballNight: {
        title: 'Football Turfs',
        description: 'Bright LED floodlights keep the game going late into the night, until 6:00 am.',
      },
    },
  },
  /** `/events`: the page around the venue's events (the events and the banner are settings). */
  events: {
    title: 'Events',
    lead: (venueName: string) => `What is on at ${venueName}, and what is coming next.`,
    seeDetails: 'See Details',
    /** In place of the events while the venue lists none. */
    none: 'No events right now.',
  },
  /** `/login`: the manager's way in. A refusal with a code is worded by `errors` (English: the server's text). */
  login: {
    title: 'Admin Login',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign In',
    sessionEnded: SESSION_ENDED_MESSAGE as string,
    failed: MESSAGES.loginFailed as string,
    /** The server was not reached; `reason` is the client's English sentence for why. */
    unreachable: (reason: string, _timedOut: boolean) => `${MESSAGES.loginFailed}: ${reason}.`,
  },
  /**
   * Each page's own title (the document's adds the venue's name) and its description for search engines, read by the
   * prerenderer and by the app as the visitor moves (app/page-meta.ts).
   */
  pages: {
    home: {
      title: 'Book a football turf slot',
      description: (venue: PageVenue) =>
        `${venue.address ? `${venue.name} in ${venue.address}` : venue.name}: pick a date and a 1.5-hour slot, send a booking request and get your Booking ID in a minute.`,
    },
    slots: {
      title: 'Book a slot',
      /** Under the page's heading (the title). */
      lead: 'Choose a day and a 1.5-hour slot, then send your request.',
      description: (_venue: PageVenue) =>
        'Pick a date and one of 16 fixed 1.5-hour slots, see what is free, and send a booking request with your name and phone.',
    },
    events: {
      title: 'Events',
      description: (venue: PageVenue) => `Tournaments and what is coming soon at ${venue.name}.`,
    },
    contact: {
      title: 'Contact us',
      description: (venue: PageVenue) => `Reach ${venue.name} on Messenger, WhatsApp, by phone or e-mail.`,
    },
    myRequests: {
      title: 'My requests',
      description: (_venue: PageVenue) =>
        'Your booking requests on this phone, their Booking IDs and whether the venue confirmed them.',
    },
    login: {
      title: 'Admin Login',
      description: (venue: PageVenue) => `The turf manager's sign-in to the ${venue.name} admin panel.`,
    },
    notFound: {
      title: 'Page not found',
      description: (_venue: PageVenue) => 'This page does not exist. Go back to the home page or book a slot.',
    },
  },
  /** The header's language switch (decision 043). Each language's name is written in that language. */
  language: {
    label: 'Language',
    names: { bn: 'বাংলা', en: 'English' } as Readonly<Record<Locale, string>>,
  },
  /** Prices from the venue's settings (issue 16): a request's price in the dialog and on `/my-requests`. */
  settings: {
    /** Beside the amount (formatted by `slots.price`): the server's stored price once known, else the date's. */
    requestPrice: 'Price',
  },
};

/** What a page's description may name of the venue, in the page's language; the address only when it has one. */
export interface PageVenue {
  name: string;
  address?: string;
}

export type Catalogue = typeof en;
/** A page that names itself: its title and description in each catalogue's `pages`. */
export type PageName = keyof Catalogue['pages'];
