import Type from 'typebox';
import { PHONE_PATTERN_SOURCE } from '../phone';
import { NAME_TEXT_PATTERN_SOURCE } from '../plain-text';
import {
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
  CANCEL_CUTOFF_HOURS_MAX,
  CANCEL_CUTOFF_HOURS_MIN,
  HOLD_MINUTES_MAX,
  HOLD_MINUTES_MIN,
  MANUAL_MONEY_NUMBERS_MAX,
  OFFER_MINUTES_MAX,
  OFFER_MINUTES_MIN,
  SETTINGS_EMAIL_MAX,
  SETTINGS_EMAIL_PATTERN_SOURCE,
  SETTINGS_EVENTS_MAX,
  SETTINGS_PHONE_PATTERN_SOURCE,
  SETTINGS_PRICE_MAX,
  SETTINGS_SLIDES_MAX,
  SETTINGS_TEXT_MAX,
  SETTINGS_URL_MAX,
  SETTINGS_URL_PATTERN_SOURCE,
  SETTINGS_WHATSAPP_PATTERN_SOURCE,
} from '../settings';
import { WEEKDAY_NAMES } from '../time';
import { Timestamp } from './common';

/**
 * The venue's settings document (issue 16, decision 041): everything the public pages show that the manager may
 * change. One document, checked whole: every object refuses fields it does not name, so a typo is a 400, not a value
 * silently kept.
 */

/** Text a person reads: not blank, no hidden characters (the joiners Bangla spells with are kept, decision 009). */
const TEXT_PATTERN = `^(?=.*\\S)${NAME_TEXT_PATTERN_SOURCE.slice(1)}`;

function localText(maxLength: number, description: string) {
  const text = Type.String({ minLength: 1, maxLength, pattern: TEXT_PATTERN });
  return Type.Object(
    { en: text, bn: Type.Optional(text) },
    { additionalProperties: false, description: `${description}: English, and Bangla when written` },
  );
}

const HttpsUrl = (description: string) =>
  Type.String({
    maxLength: SETTINGS_URL_MAX,
    pattern: SETTINGS_URL_PATTERN_SOURCE,
    description: `${description} (https:)`,
  });

/** Whole taka, above 0 and at most SETTINGS_PRICE_MAX. */
const Price = Type.Integer({ minimum: 1, maximum: SETTINGS_PRICE_MAX, description: 'Whole BDT for one slot' });
/** One price per period, by the contract's period ids (slots.ts PERIODS). */
const periodPrices = (description: string) =>
  Type.Object(
    { Morning: Price, Afternoon: Price, Night: Price, 'Late Night': Price },
    { additionalProperties: false, description },
  );

/** A text the site shows, in English and, when the manager wrote it, Bangla. */
export type LocalText = Type.Static<ReturnType<typeof localText>>;

export const VenueSettings = Type.Object(
  {
    name: localText(SETTINGS_TEXT_MAX.name, 'The venue’s name'),
    shortName: Type.Optional(localText(SETTINGS_TEXT_MAX.shortName, 'The name under the installed app’s icon')),
    tagline: Type.Optional(localText(SETTINGS_TEXT_MAX.tagline, 'One line under the name')),
    address: Type.Optional(localText(SETTINGS_TEXT_MAX.address, 'Where the venue is')),
    phone: Type.String({
      pattern: SETTINGS_PHONE_PATTERN_SOURCE,
      description: 'International format, for `tel:` links',
    }),
    email: Type.Optional(
      Type.String({
        maxLength: SETTINGS_EMAIL_MAX,
        pattern: SETTINGS_EMAIL_PATTERN_SOURCE,
        description: 'The venue’s e-mail',
      }),
    ),
    messengerUrl: Type.Optional(HttpsUrl('The Messenger chat link')),
    whatsappNumber: Type.Optional(
      Type.String({
        pattern: SETTINGS_WHATSAPP_PATTERN_SOURCE,
        description: 'Digits with the country code, for wa.me links',
      }),
    ),
    facebookUrl: Type.Optional(HttpsUrl('The Facebook page')),
    instagramUrl: Type.Optional(HttpsUrl('The Instagram page')),
  },
  { additionalProperties: false },
);
export type VenueSettings = Type.Static<typeof VenueSettings>;

export const PriceSettings = Type.Object(
  {
    regular: periodPrices('Every day, or the weekdays when the weekend costs differently'),
    weekend: Type.Optional(periodPrices('On the weekend days, when they cost differently')),
    weekendDays: Type.Array(Type.Enum(WEEKDAY_NAMES), {
      maxItems: WEEKDAY_NAMES.length,
      uniqueItems: true,
      description: 'The days the weekend prices apply (Bangladesh: Friday and Saturday)',
    }),
  },
  { additionalProperties: false },
);
export type PriceSettings = Type.Static<typeof PriceSettings>;

export const EventSettings = Type.Object(
  {
    title: localText(SETTINGS_TEXT_MAX.eventTitle, 'The event’s title'),
    dateText: localText(SETTINGS_TEXT_MAX.dateText, 'When, as people say it (e.g. 12 December, Every Friday)'),
    description: localText(SETTINGS_TEXT_MAX.description, 'A short description'),
    status: localText(SETTINGS_TEXT_MAX.status, 'e.g. Upcoming, Registration open'),
    // Optional, so the documents saved before it existed stay valid.
    button: Type.Optional(localText(SETTINGS_TEXT_MAX.eventButton, 'The button’s text (empty: See Details)')),
  },
  { additionalProperties: false },
);
export type EventSettings = Type.Static<typeof EventSettings>;

export const SlideCaption = Type.Object(
  {
    title: localText(SETTINGS_TEXT_MAX.slideTitle, 'The slide’s title'),
    subtitle: localText(SETTINGS_TEXT_MAX.subtitle, 'The line under it'),
  },
  { additionalProperties: false },
);
export type SlideCaption = Type.Static<typeof SlideCaption>;

/** A number a visitor sends money to by hand: the service, the number as a phone shows it, and the account's kind. */
export const ManualMoneyNumber = Type.Object(
  {
    provider: Type.Union([Type.Literal('bkash'), Type.Literal('nagad'), Type.Literal('rocket')], {
      description: 'bkash, nagad or rocket',
    }),
    number: Type.String({ pattern: PHONE_PATTERN_SOURCE, description: 'The account’s number, 01XXXXXXXXX' }),
    account: Type.Union([Type.Literal('personal'), Type.Literal('merchant')], {
      description: 'personal (Send money) or merchant (Payment)',
    }),
  },
  { additionalProperties: false },
);
export type ManualMoneyNumber = Type.Static<typeof ManualMoneyNumber>;

/**
 * How a request becomes a booking (issue 30): `manager` (the manager confirms, as before) or `advance` (an advance
 * paid by bKash confirms it). The advance is whole taka, or `full` for the slot's price; a paying visitor's slot is
 * held `holdMinutes`. The manual numbers are shown for `Send money` when `manualMoneyShown`, in either mode.
 */
export const PaymentSettings = Type.Object(
  {
    confirmation: Type.Union([Type.Literal('manager'), Type.Literal('advance')], {
      description: 'manager: the manager confirms; advance: an advance paid by bKash confirms',
    }),
    advance: Type.Union([Type.Literal('full'), Price], { description: 'Whole BDT, or full for the slot’s price' }),
    holdMinutes: Type.Integer({
      minimum: HOLD_MINUTES_MIN,
      maximum: HOLD_MINUTES_MAX,
      description: 'Minutes a slot is held for a visitor who is paying',
    }),
    manualMoneyShown: Type.Boolean({ description: 'Show the numbers below for Send money' }),
    manualMoneyNumbers: Type.Array(ManualMoneyNumber, { maxItems: MANUAL_MONEY_NUMBERS_MAX }),
  },
  { additionalProperties: false },
);
export type PaymentSettings = Type.Static<typeof PaymentSettings>;

/**
 * What visitors may do by themselves (issue 31): cancel a confirmed booking up to `cancelCutoffHours` before its slot
 * (a pending request they may always withdraw; after the cutoff they call the venue).
 */
export const VisitorSettings = Type.Object(
  {
    cancelCutoffHours: Type.Integer({
      minimum: CANCEL_CUTOFF_HOURS_MIN,
      maximum: CANCEL_CUTOFF_HOURS_MAX,
      description: 'Hours before the slot until which a visitor may cancel a confirmed booking (0: until it starts)',
    }),
  },
  { additionalProperties: false },
);
export type VisitorSettings = Type.Static<typeof VisitorSettings>;

/**
 * The waitlist of taken slots (issue 31): whether visitors may join it, and how long a freed slot is held for the first
 * in line to take it.
 */
export const WaitlistSettings = Type.Object(
  {
    enabled: Type.Boolean({ description: 'Visitors may ask to be told when a taken slot frees up' }),
    offerMinutes: Type.Integer({
      minimum: OFFER_MINUTES_MIN,
      maximum: OFFER_MINUTES_MAX,
      description: 'Minutes a freed slot is held for the first in line to take it',
    }),
  },
  { additionalProperties: false },
);
export type WaitlistSettings = Type.Static<typeof WaitlistSettings>;

export const Settings = Type.Object(
  {
    venue: VenueSettings,
    prices: PriceSettings,
    bookingHorizonDays: Type.Integer({
      minimum: BOOKING_HORIZON_MIN_DAYS,
      maximum: BOOKING_HORIZON_MAX_DAYS,
      description: 'How many days ahead visitors may request a slot',
    }),
    events: Type.Object(
      {
        items: Type.Array(EventSettings, { maxItems: SETTINGS_EVENTS_MAX, description: 'In the order shown' }),
        banner: localText(SETTINGS_TEXT_MAX.banner, 'The banner under the events'),
      },
      { additionalProperties: false },
    ),
    home: Type.Object(
      {
        slides: Type.Array(SlideCaption, { minItems: 1, maxItems: SETTINGS_SLIDES_MAX, description: 'In order' }),
        promoText: localText(SETTINGS_TEXT_MAX.promoText, 'The booking card’s text'),
      },
      { additionalProperties: false },
    ),
    // Optional, so the documents saved before issue 30 stay valid: they read as DEFAULT_PAYMENT_SETTINGS.
    payments: Type.Optional(PaymentSettings),
    // Optional as payments are: the documents saved before issue 31 read as DEFAULT_VISITOR_SETTINGS.
    visitors: Type.Optional(VisitorSettings),
    // Optional as visitors is: the documents saved before the waitlist read as DEFAULT_WAITLIST_SETTINGS.
    waitlist: Type.Optional(WaitlistSettings),
  },
  { additionalProperties: false },
);
export type Settings = Type.Static<typeof Settings>;

// At most the database column's `integer`.
const SettingsVersion = Type.Integer({
  minimum: 1,
  maximum: 2_147_483_647,
  description: 'The saved version: 1 is the first-start defaults',
});

/** GET /api/settings, and what PUT answers: the document as the site shows it, and its version. Nothing else. */
export const VersionedSettings = Type.Object(
  { version: SettingsVersion, settings: Settings },
  { additionalProperties: false },
);
export type VersionedSettings = Type.Static<typeof VersionedSettings>;

/** PUT /api/settings: the whole document, and the version it was edited from (409 when another was saved since). */
export const PutSettingsBody = VersionedSettings;
export type PutSettingsBody = Type.Static<typeof PutSettingsBody>;

/** One field that changed: its path in the document (`prices.regular.Night`), and its value before and after. */
export const SettingsFieldChange = Type.Object({
  path: Type.String(),
  before: Type.Optional(Type.Unknown({ description: 'Absent when the field was added' })),
  after: Type.Optional(Type.Unknown({ description: 'Absent when the field was removed' })),
});
export type SettingsFieldChange = Type.Static<typeof SettingsFieldChange>;

/** A saved version as the manager's change log shows it: who saved it, when, and what it changed. */
export const SettingsChange = Type.Object({
  version: SettingsVersion,
  savedBy: Type.String({ description: 'The manager’s e-mail' }),
  savedAt: Timestamp,
  changes: Type.Array(SettingsFieldChange),
});
export type SettingsChange = Type.Static<typeof SettingsChange>;

export const SettingsChangeList = Type.Array(SettingsChange);
export type SettingsChangeList = Type.Static<typeof SettingsChangeList>;

/** The change log comes in pages, newest first, like the pending list (decision 018). */
export const SETTINGS_CHANGES_PAGE_SIZE = 20;
export const SETTINGS_CHANGES_PAGE_MAX = 100;

/** GET /api/settings/changes: `cursor` is the version the previous page ended at (from its Link header). */
export const SettingsChangesQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,4}$',
        description: `Changes per page, 1 to ${SETTINGS_CHANGES_PAGE_MAX} (default ${SETTINGS_CHANGES_PAGE_SIZE})`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'Older than this version (from the Link header)' }),
    ),
  },
  { additionalProperties: false },
);
export type SettingsChangesQuery = Type.Static<typeof SettingsChangesQuery>;
