import {
  BANGLA_MONTH_NAMES,
  BANGLA_PERIOD_NAMES,
  BANGLA_WEEKDAY_NAMES,
  BANGLA_WEEKDAY_SHORT,
  banglaDigits,
  formatClockBangla,
  formatDayLabelBangla,
  formatLongDateBangla,
  formatMonthTitleBangla,
  formatTakaBangla,
  formatWeekdayAndDayBangla,
  slotTimeBangla,
} from '@turf/sync-contract/bangla';
import { todayAtVenue, VENUE_UTC_OFFSET_MINUTES } from '@turf/sync-contract/time';
import type { Catalogue } from './catalogue-en';

/**
 * `formatAsOf`'s arithmetic (lib/format-as-of.ts), written in Bangla: `বিকেল ৩:৪৫` today at the venue,
 * `২১ নভেম্বর, বিকেল ৩:৪৫` before. Here rather than in bangla.ts, which every /slots page loads in both languages.
 */
function asOf(epochMs: number, now = Date.now()): string {
  const wall = new Date(epochMs + VENUE_UTC_OFFSET_MINUTES * 60_000);
  const clock = formatClockBangla(wall.getUTCHours() * 60 + wall.getUTCMinutes());
  if (todayAtVenue(new Date(epochMs)) === todayAtVenue(new Date(now))) return clock;
  return `${banglaDigits(wall.getUTCDate())} ${BANGLA_MONTH_NAMES[wall.getUTCMonth()]}, ${clock}`;
}

// Refusals that share a text (every text here is bytes on every page): the name is the only text a visitor sends that
// is stored, a fresh page cures an outdated or broken app, and waiting cures a busy server.
const NAME_HIDDEN = 'নামে লুকানো অক্ষর আছে। নামটি আবার টাইপ করুন';
const RELOAD_PAGE = 'অনুরোধটি পড়া যায়নি। পাতাটি আবার খুলে চেষ্টা করুন';
const TRY_LATER = 'এখন পাঠানো যায়নি। একটু পরে আবার চেষ্টা করুন';
const PUSH_REFUSED = 'এই ব্রাউজারে নোটিফিকেশন চালু করা যায়নি';

/** The visitor's screens in Bangla: short, natural Bangla, from the term list in docs/bangla-terms.md. */
export const bn: Catalogue = {
  locale: 'bn',
  shell: {
    skipToContent: 'মূল অংশে যান',
    mainNavigation: 'প্রধান মেনু',
    nav: {
      home: 'হোম',
      slots: 'স্লট',
      events: 'ইভেন্ট',
      contact: 'যোগাযোগ',
      myRequests: 'আমার অনুরোধ',
    },
    waitingBadge: {
      count: banglaDigits,
      afterCount: 'টি পাঠানোর অপেক্ষায়',
    },
  },
  footer: {
    followUs: 'আমাদের অনুসরণ করুন',
    moreInfo: 'আরও তথ্য',
    contactUs: 'যোগাযোগ',
    faq: 'সাধারণ প্রশ্ন',
    legals: 'নীতিমালা',
    terms: 'শর্তাবলি',
    privacy: 'গোপনীয়তা নীতি',
    refund: 'ফেরত নীতি',
    contacts: 'যোগাযোগের ঠিকানা',
    copyright: (year, venueName) => `© ${year === null ? '' : `${banglaDigits(year)} `}${venueName}। সর্বস্বত্ব সংরক্ষিত।`,
  },
  dates: {
    weekdays: BANGLA_WEEKDAY_SHORT.map((short, day) => [short, BANGLA_WEEKDAY_NAMES[day] ?? short] as const),
    monthTitle: formatMonthTitleBangla,
    dayLabel: formatDayLabelBangla,
    todayLabel: (dayLabel) => `আজ, ${dayLabel}`,
    weekdayAndDay: formatWeekdayAndDayBangla,
    longDate: formatLongDateBangla,
    dayOfMonth: (date) => banglaDigits(Number(date.slice(8, 10))),
    asOf,
  },
  slots: {
    previousMonth: 'আগের মাস',
    nextMonth: 'পরের মাস',
    availableFor: 'খালি স্লট',
    pickDateFirst: 'আগে একটি তারিখ বাছুন',
    timeOfDay: 'দিনের সময়',
    periods: BANGLA_PERIOD_NAMES,
    lateNight: (day, dayBefore) => `গভীর রাতের স্লট ${day} তারিখের রাত ১২টা থেকে ভোর ৬টা: মানে ${dayBefore} দিবাগত রাত।`,
    loading: 'স্লট আসছে…',
    booked: 'বুক হয়ে গেছে',
    closed: 'বন্ধ',
    started: 'শুরু হয়ে গেছে',
    requestedByYou: 'আপনি অনুরোধ করেছেন',
    price: formatTakaBangla,
    slotTime: slotTimeBangla,
    offlineAsOf: (asOf) => `অফলাইন - খালি স্লটের তথ্য ${asOf} পর্যন্ত`,
    offlineUnknown: 'অফলাইন - এই তারিখের খালি স্লটের তথ্য নেই; অনুরোধ পাঠানোর সময় যাচাই হবে।',
    wholeMonth: 'পুরো মাস',
    nextDays: (count: number) => `সামনের ${banglaDigits(count)} দিন`,
  },
  form: {
    title: 'বুকিংয়ের বিবরণ',
    referenceName: 'রেফারেন্স নাম',
    namePlaceholder: 'আপনার নাম',
    phone: 'ফোন',
    phonePlaceholder: '০১ দিয়ে শুরু, ১১ সংখ্যা',
    turfType: 'টার্ফের ধরন',
    turfTypeValue: '৭/৮ জনের টার্ফ',
    duration: 'সময়কাল',
    durationValue: 'দেড় ঘণ্টা',
    date: 'তারিখ',
    pickDate: 'তারিখ বাছুন',
    time: 'সময়',
    pickSlot: 'স্লট বাছুন',
    confirm: 'বুকিং নিশ্চিত করুন',
    processing: 'পাঠানো হচ্ছে…',
    loading: 'বুকিং ফর্ম আসছে… ততক্ষণে পূরণ করে রাখতে পারেন।',
    priceLabel: 'দাম',
    slotPrice: 'স্লটের দাম',
    totalAmount: 'মোট টাকা',
  },
  dialog: {
    title: 'বুকিংয়ের অনুরোধ পাঠানো হয়েছে',
    close: 'বন্ধ করুন',
    savedOffline: 'আপনার অনুরোধ এই ফোনে রাখা আছে; ইন্টারনেট এলেই নিজে থেকে পাঠানো হবে।',
    bookingId: 'বুকিং আইডি',
    copy: 'কপি',
    copied: 'কপি হয়েছে!',
    copyFailed: 'কপি করা যায়নি। বুকিং আইডি বাছাই করা আছে: নিজে কপি করুন।',
    steps: [
      'বুকিং আইডি কপি করুন।',
      'বুকিং আইডি আর রেফারেন্স নাম ম্যানেজারকে মেসেঞ্জার, হোয়াটসঅ্যাপ বা ফোনে জানান।',
      'ম্যানেজারের নিশ্চিত করার উত্তরের অপেক্ষা করুন।',
      'নিশ্চিত হলেই আপনার স্লট বুক হয়ে যাবে।',
    ],
    messenger: 'মেসেঞ্জারে লিখুন',
    whatsapp: 'হোয়াটসঅ্যাপে লিখুন',
    call: 'এখনই কল করুন',
    goesOutWhenOnline: 'ফোন অনলাইনে এলে তবেই ম্যানেজারকে লিখুন: অনুরোধটি তখনই ভেন্যুতে পৌঁছাবে।',
  },
  notify: {
    offer: 'ম্যানেজার সিদ্ধান্ত নিলে আমাকে জানান',
    on: 'নোটিফিকেশন চালু আছে: ম্যানেজার সিদ্ধান্ত নিলেই জানতে পারবেন।',
    waiting: 'নোটিফিকেশন চালু আছে: অনুরোধ পাঠানো হলেই শুরু হবে।',
    blocked: 'ব্রাউজারের সেটিংসে নোটিফিকেশন বন্ধ করা আছে। ম্যানেজারের সিদ্ধান্ত জানতে এই সাইটের জন্য চালু করুন।',
    failed: 'নোটিফিকেশন চালু করা যায়নি। আবার চেষ্টা করুন।',
    turningOn: 'নোটিফিকেশন চালু হচ্ছে…',
    unavailable: {
      'install-first':
        'আইফোন বা আইপ্যাডে নোটিফিকেশন পেতে সাইটটি হোম স্ক্রিনে যোগ করুন (শেয়ার, তারপর হোম স্ক্রিনে যোগ করুন) আর সেখান থেকে খুলুন।',
      unsupported: 'এই ব্রাউজারে এই সাইটের নোটিফিকেশন দেখানো যায় না।',
    },
  },
  banner: {
    offline: 'আপনি অফলাইনে আছেন। পাতাগুলো খুলবে, আর বুকিং অনুরোধ ইন্টারনেট না আসা পর্যন্ত এই ফোনে থাকবে।',
    sent: (count) =>
      count === 1 ? 'জমা রাখা বুকিং অনুরোধটি পাঠানো হয়েছে।' : `জমা রাখা ${banglaDigits(count)}টি বুকিং অনুরোধ পাঠানো হয়েছে।`,
    seeMyRequests: 'আমার অনুরোধ দেখুন',
    awaitingAdvance: 'অগ্রিম দিতে হবে: স্লট রাখতে শিগগির টাকা দিন।',
    payNow: 'এখন টাকা দিন',
    yourRequest: 'আপনার বুকিং অনুরোধ',
    standing: {
      waiting: 'পাঠানোর অপেক্ষায় আছে।',
      sending: 'পাঠানো হচ্ছে।',
      sent: 'পাঠানো হয়েছে।',
      refused: 'গ্রহণ করা হয়নি।',
    },
    showBookingId: 'বুকিং আইডি দেখুন',
  },
  myRequests: {
    title: 'আমার অনুরোধ',
    lead: 'এই ফোন থেকে পাঠানো বুকিং অনুরোধ। অনুরোধ নিশ্চিত করাতে বুকিং আইডি টার্ফ ম্যানেজারকে পাঠান।',
    loading: 'আপনার অনুরোধগুলো আসছে…',
    emptyTitle: 'এখনও কোনো অনুরোধ নেই',
    emptyText: 'বুকিং অনুরোধ পাঠালে সেটি বুকিং আইডিসহ এখানে দেখা যাবে, ইন্টারনেট না থাকলেও।',
    bookASlot: 'স্লট বুক করুন',
    summary: {
      waiting: (count) => `${banglaDigits(count)}টি পাঠানোর অপেক্ষায়`,
      pending: (count) => `${banglaDigits(count)}টি টার্ফে অপেক্ষমাণ`,
      needsAction: (count) => `${banglaDigits(count)}টিতে আপনার মনোযোগ দরকার`,
    },
    removeUnsent: (id) => `${id} মুছে ফেলবেন? এটি এখনও পাঠানো হয়নি, তাই টার্ফ কখনও পাবে না।`,
    removeSent: (id) => `${id} এই ফোন থেকে মুছে ফেলবেন? এতে টার্ফে অনুরোধটি বাতিল হবে না।`,
    removeTitle: 'অনুরোধটি মুছে ফেলুন',
    removeYes: 'মুছে ফেলুন',
    keepRequest: 'রেখে দিন',
    bookingId: 'বুকিং আইডি',
    date: 'তারিখ',
    slot: 'স্লট',
    referenceName: 'রেফারেন্স নাম',
    pickAnotherSlot: 'অন্য স্লট বাছুন',
    bookAnotherSlot: 'আরেকটি স্লট বুক করুন',
    tryAgain: 'আবার চেষ্টা করুন',
    sendNow: 'এখনই পাঠান',
    copyId: 'আইডি কপি',
    whatsapp: 'হোয়াটসঅ্যাপ',
    remove: 'মুছে ফেলুন',
    copied: 'কপি হয়েছে!',
    copyFailed: 'কপি করা যায়নি: আইডিটি বাছাই করে কপি করুন।',
    states: {
      queued: { label: 'পাঠানোর অপেক্ষায়', detail: 'এই ফোনে রাখা আছে। ইন্টারনেট এলেই নিজে থেকে পাঠানো হবে।' },
      queuedAfterServerError: {
        label: 'পাঠানোর অপেক্ষায়',
        detail: 'সার্ভার উত্তর দেয়নি। এই ফোনে রাখা আছে, নিজে থেকে আবার পাঠানো হবে।',
      },
      sending: { label: 'পাঠানো হচ্ছে…', detail: 'আপনার অনুরোধ টার্ফে পাঠানো হচ্ছে।' },
      sent: {
        label: 'পাঠানো হয়েছে - টার্ফে অপেক্ষমাণ',
        detail: 'নিশ্চিত করাতে বুকিং আইডি আর রেফারেন্স নাম টার্ফ ম্যানেজারকে পাঠান।',
      },
      confirmed: { label: 'নিশ্চিত', detail: 'ম্যানেজার নিশ্চিত করেছেন: স্লটটি আপনার।' },
      rejected: { label: 'গ্রহণ করা হয়নি', detail: 'ম্যানেজার এই অনুরোধ গ্রহণ করতে পারেননি।' },
      cancelled: {
        label: 'বাতিল',
        detail: 'ম্যানেজার এই বুকিং বাতিল করেছেন: স্লটটি আর আপনার নয়। অপ্রত্যাশিত হলে টার্ফে ফোন করুন।',
      },
      cancelledHere: { label: 'বাতিল', detail: 'আপনি এই ফোন থেকে এটি বাতিল করেছেন: স্লটটি এখন অন্যদের জন্য খালি।' },
      expired: {
        label: 'মেয়াদ শেষ',
        detail: 'ম্যানেজার নিশ্চিত করার আগেই স্লটটি শুরু হয়ে গেছে, তাই বুক হয়নি। খেলতে চাইলে অন্য স্লট বাছুন।',
      },
      slotTaken: {
        label: 'স্লট বুক হয়ে গেছে',
        detail: 'আপনার অনুরোধ পৌঁছানোর আগেই কেউ স্লটটি বুক করেছেন। অন্য স্লট বাছুন: আপনার নাম আর ফোন রাখা আছে।',
      },
      failed: {
        label: 'পাঠানো যায়নি',
        detail: (reason) => (reason ? `সার্ভার গ্রহণ করেনি: ${reason}` : 'সার্ভার গ্রহণ করেনি।'),
      },
    },
  },
  chat: {
    visitorMessage: (request) =>
      [
        'হ্যালো! আমি একটি বুকিং অনুরোধ পাঠিয়েছি।',
        `বুকিং আইডি: ${request.id}`,
        `রেফারেন্স নাম: ${request.name}`,
        `তারিখ: ${request.date}`,
        `স্লট: ${request.time}`,
      ].join('\n'),
  },
  contact: {
    title: 'যোগাযোগ',
    lead: 'কিছু জানতে চান, বা বুকিং আইডি নিশ্চিত করাতে চান? চ্যাটে সবচেয়ে তাড়াতাড়ি উত্তর পাবেন।',
    cards: {
      messenger: { title: 'মেসেঞ্জার', detail: 'মেসেঞ্জারে টার্ফ ম্যানেজারের সাথে কথা বলুন।', action: 'মেসেঞ্জারে লিখুন' },
      whatsapp: { title: 'হোয়াটসঅ্যাপ', detail: 'হোয়াটসঅ্যাপে আপনার বুকিং আইডি পাঠান।', action: 'হোয়াটসঅ্যাপে লিখুন' },
      phone: { title: 'ফোন', action: 'কল করুন' },
      email: { title: 'ইমেইল', action: 'মেইল পাঠান' },
    },
  },
  errors: {
    NAME_REQUIRED: 'রেফারেন্স নাম দিন',
    NAME_TOO_LONG: 'রেফারেন্স নাম ৬০ অক্ষরের বেশি হতে পারবে না',
    NAME_HIDDEN_CHARACTERS: NAME_HIDDEN,
    PHONE_REQUIRED: 'ফোন নম্বর দিন',
    PHONE_INVALID: '১১ সংখ্যার সঠিক বাংলাদেশি মোবাইল নম্বর দিন',
    DATE_AND_SLOT_REQUIRED: 'নিশ্চিত করার আগে তারিখ ও স্লট বাছুন।',
    DATE_PAST: 'এই তারিখ পার হয়ে গেছে। আজ বা পরের কোনো তারিখ বাছুন',
    DATE_TOO_FAR: '৬০ দিন আগে থেকে বুকিং নেওয়া হয়। আরও কাছের তারিখ বাছুন',
    SLOT_STARTED: 'এই স্লট শুরু হয়ে গেছে। পরের কোনো স্লট বাছুন',
    SLOT_TAKEN: 'এই স্লট আগেই বুক হয়ে গেছে',
    SLOT_NOT_AVAILABLE: 'এই স্লট এখন পাওয়া যাচ্ছে না',
    PHONE_WAITS_FOR_SLOT: 'এই স্লটের জন্য এই ফোন থেকে একটি অনুরোধ আগেই অপেক্ষায় আছে',
    PHONE_FULL: 'এই ফোন থেকে অনেকগুলো অনুরোধ অপেক্ষায় আছে। ম্যানেজারের উত্তরের পর আবার চেষ্টা করুন',
    CREDENTIALS_REQUIRED: 'ইমেইল আর পাসওয়ার্ড দিন',
    EMAIL_HIDDEN_CHARACTERS: 'ইমেইলে লুকানো অক্ষর আছে। আবার টাইপ করুন',
    INVALID_CREDENTIALS: 'ইমেইল বা পাসওয়ার্ড ভুল',
    TOO_MANY_REQUESTS: 'অল্প সময়ে অনেকবার চেষ্টা হয়েছে। একটু পরে আবার চেষ্টা করুন',
    UNSTORABLE_TEXT: NAME_HIDDEN,
    DATE_INVALID: RELOAD_PAGE,
    SLOT_INVALID: RELOAD_PAGE,
    SLOT_TIME_INVALID: RELOAD_PAGE,
    BOOKING_ID_INVALID: RELOAD_PAGE,
    LANG_INVALID: RELOAD_PAGE,
    IDEMPOTENCY_MISMATCH: RELOAD_PAGE,
    INVALID_INPUT: RELOAD_PAGE,
    ALREADY_EXISTS: RELOAD_PAGE,
    INVALID_JSON: RELOAD_PAGE,
    UNSUPPORTED_MEDIA_TYPE: RELOAD_PAGE,
    BODY_TOO_LARGE: RELOAD_PAGE,
    URL_INVALID: RELOAD_PAGE,
    URL_TOO_LONG: RELOAD_PAGE,
    HEADERS_TOO_LARGE: RELOAD_PAGE,
    REQUEST_UNREADABLE: RELOAD_PAGE,
    METHOD_NOT_ALLOWED: RELOAD_PAGE,
    ROUTE_NOT_FOUND: RELOAD_PAGE,
    REQUEST_TIMEOUT: TRY_LATER,
    SERVER_ERROR: TRY_LATER,
    REQUEST_NOT_FOUND: 'এই আইডির কোনো বুকিং অনুরোধ নেই',
    PUSH_SUBSCRIPTION_INVALID: PUSH_REFUSED,
    PUSH_SERVICE_UNKNOWN: PUSH_REFUSED,
    PUSH_DEVICE_FULL: 'এই ফোনে অনেকগুলো অনুরোধের নোটিফিকেশন আগেই চালু আছে। কোনোটির স্লট পার হলে আবার চেষ্টা করুন',
    PUSH_REQUEST_FULL: 'এই অনুরোধের নোটিফিকেশন আগেই অনেকগুলো ফোনে চালু আছে। অবস্থা আমার অনুরোধ পাতায় দেখুন',
  },
  requestFailed: 'অনুরোধ পাঠানো যায়নি',
  notFound: {
    title: 'পাতাটি পাওয়া যায়নি',
    lead: 'এই পাতাটি মাঠের বাইরে চলে গেছে। চলুন, আবার খেলায় ফিরি।',
    home: 'হোম পাতায় যান',
    bookASlot: 'স্লট বুক করুন',
  },
  home: {
    title: (venueName: string) => `${venueName}: ফুটবল টার্ফ বুকিং`,
    slideshow: {
      label: 'বিশেষ খবর',
      pause: 'স্লাইড থামান',
      play: 'স্লাইড চালান',
      previous: 'আগের স্লাইড',
      next: 'পরের স্লাইড',
      slideOf: (position: number, count: number) => `${banglaDigits(count)}টির মধ্যে ${banglaDigits(position)}`,
    },
    promo: {
      kicker: '৭/৮ জনের দল · ফ্লাডলাইট · ২৪ ঘণ্টা খোলা',
      title: 'এখনই টার্ফ বুক করুন!',
      priceBefore: 'প্রতি স্লট ',
      priceAfter: ' থেকে',
      explore: 'স্লট দেখুন →',
    },
    facilitiesTitle: 'আমাদের সুবিধা',
    facilities: {
      football: {
        title: 'ফুটবল টার্ফ',
        description: '৫ বা ৭ জনের ম্যাচের জন্য ভালো মানের কৃত্রিম ঘাস; গোলপোস্ট, নেট আর বিব তৈরি।',
      },
      cricket: {
        title: 'ক্রিকেট নেট',
        description: 'ব্যাটিং আর বোলিং অনুশীলনের লেন, ঠিকঠাক বাউন্সের পিচ; দিনে বা সন্ধ্যায়।',
      },
      arena: {
        title: 'মাল্টি-স্পোর্ট অ্যারেনা',
        description: 'বর্ষায়ও খেলা চলবে: ফুটসাল, বাস্কেটবল আর ব্যাডমিন্টনের জন্য ছাদ-ঢাকা কোর্ট।',
      },
      footballNight: {
        title: 'ফুটবল টার্ফ',
        description: 'উজ্জ্বল এলইডি ফ্লাডলাইটে খেলা চলে গভীর রাত পর্যন্ত, ভোর ৬টা অবধি।',
      },
    },
  },
  events: {
    title: 'ইভেন্ট',
    lead: (venueName: string) => `${venueName}-এ এখন কী হচ্ছে, আর সামনে কী আসছে।`,
    seeDetails: 'বিস্তারিত দেখুন',
    none: 'এখন কোনো ইভেন্ট নেই।',
  },
  login: {
    title: 'অ্যাডমিন লগইন',
    email: 'ইমেইল',
    password: 'পাসওয়ার্ড',
    signIn: 'সাইন ইন',
    sessionEnded: 'আপনার সেশন শেষ হয়ে গেছে। আবার সাইন ইন করুন।',
    failed: 'লগইন হয়নি',
    unreachable: (_reason: string, timedOut: boolean) =>
      timedOut
        ? 'লগইন হয়নি: সার্ভার সময়মতো উত্তর দেয়নি।'
        : 'লগইন হয়নি: সার্ভারে পৌঁছানো যাচ্ছে না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  },
  pages: {
    home: {
      title: 'ফুটবল টার্ফের স্লট বুক করুন',
      description: (venue) =>
        `${venue.address ? `${venue.name}, ${venue.address}` : venue.name}: তারিখ আর দেড় ঘণ্টার একটি স্লট বাছুন, বুকিং অনুরোধ পাঠান, এক মিনিটেই বুকিং আইডি পান।`,
    },
    slots: {
      title: 'স্লট বুক করুন',
      lead: 'একটি দিন আর দেড় ঘণ্টার একটি স্লট বাছুন, তারপর অনুরোধ পাঠান।',
      description: () => 'তারিখ বাছুন, দেড় ঘণ্টার ১৬টি নির্দিষ্ট স্লটের কোনটি খালি দেখুন, আর নাম ও ফোন দিয়ে বুকিং অনুরোধ পাঠান।',
    },
    events: {
      title: 'ইভেন্ট',
      description: (venue) => `${venue.name}-এ টুর্নামেন্ট আর যা আসছে।`,
    },
    contact: {
      title: 'যোগাযোগ',
      description: (venue) => `মেসেঞ্জার, হোয়াটসঅ্যাপ, ফোন বা ইমেইলে ${venue.name}-এর সাথে যোগাযোগ করুন।`,
    },
    myRequests: {
      title: 'আমার অনুরোধ',
      description: () => 'এই ফোন থেকে পাঠানো বুকিং অনুরোধ, তাদের বুকিং আইডি, আর ভেন্যু নিশ্চিত করেছে কি না।',
    },
    login: {
      title: 'অ্যাডমিন লগইন',
      description: (venue) => `${venue.name} অ্যাডমিন প্যানেলে টার্ফ ম্যানেজারের সাইন-ইন।`,
    },
    notFound: {
      title: 'পাতাটি পাওয়া যায়নি',
      description: () => 'এই পাতাটি নেই। হোম পাতায় ফিরে যান বা একটি স্লট বুক করুন।',
    },
  },
  language: {
    label: 'ভাষা',
    names: { bn: 'বাংলা', en: 'English' },
  },
  settings: {
    requestPrice: 'দাম',
  },
};
