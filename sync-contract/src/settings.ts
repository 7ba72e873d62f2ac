import type { ManualMoneyNumber, PaymentSettings, PriceSettings } from './schemas/settings';
import { getSlot, type Period, type SlotId } from './slots';
import { dayOfWeek, WEEKDAY_NAMES, type Weekday } from './time';

/**
 * The venue's own settings (issue 16): the limits the manager's document is checked against, and the values a new
 * install starts with (settings-defaults.ts).
 */

/** Whole taka: above 0, at most this. */
export const SETTINGS_PRICE_MAX = 100_000;
export const BOOKING_HORIZON_MIN_DAYS = 1;
export const BOOKING_HORIZON_MAX_DAYS = 180;
export const SETTINGS_EVENTS_MAX = 30;
export const SETTINGS_SLIDES_MAX = 10;
/** Hours before a confirmed booking's slot until which its visitor may cancel it from the phone (issue 31). */
export const CANCEL_CUTOFF_HOURS_MIN = 0;
export const CANCEL_CUTOFF_HOURS_MAX = 168;
export const CANCEL_CUTOFF_HOURS_DEFAULT = 24;
/** Minutes a freed slot is held for the waitlist's first in line to take it (issue 31). */
export const OFFER_MINUTES_MIN = 5;
export const OFFER_MINUTES_MAX = 120;
export const OFFER_MINUTES_DEFAULT = 15;

/** The longest each text may be, in characters: the schema checks them, the panel shows them as the manager types. */
export const SETTINGS_TEXT_MAX = {
  name: 80,
  shortName: 30,
  tagline: 200,
  address: 200,
  eventTitle: 100,
  dateText: 60,
  description: 600,
  status: 40,
  /** An event's button: a few words on a phone-wide card. */
  eventButton: 24,
  banner: 300,
  slideTitle: 100,
  subtitle: 200,
  promoText: 400,
} as const;
export const SETTINGS_URL_MAX = 500;
export const SETTINGS_EMAIL_MAX = 254;

/** International format, for `tel:` links. */
export const SETTINGS_PHONE_PATTERN_SOURCE = '^\\+[0-9]{8,15}$';
/** Digits with the country code, for wa.me links. */
export const SETTINGS_WHATSAPP_PATTERN_SOURCE = '^[0-9]{8,15}$';
export const SETTINGS_EMAIL_PATTERN_SOURCE = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** `https:` only: a link on the venue's pages never downgrades a visitor to plain HTTP or runs a script. */
export const SETTINGS_URL_PATTERN_SOURCE =
  '^https://[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::[0-9]{1,5})?(?:[/?#][\\x21-\\x7E]*)?$';

/** How a visitor's request becomes a booking (issue 30): the manager confirms it, or an advance paid online does. */
export const CONFIRMATION_MODES = ['manager', 'advance'] as const satisfies readonly PaymentSettings['confirmation'][];
export type ConfirmationMode = PaymentSettings['confirmation'];
/** Minutes a slot is held for a visitor who is paying its advance. */
export const HOLD_MINUTES_MIN = 5;
export const HOLD_MINUTES_MAX = 60;
export const HOLD_MINUTES_DEFAULT = 15;
/** The mobile-money services a visitor can `Send money` to by hand, and how many numbers the site shows. */
export const MANUAL_MONEY_PROVIDERS = [
  'bkash',
  'nagad',
  'rocket',
] as const satisfies readonly ManualMoneyNumber['provider'][];
export type ManualMoneyProvider = ManualMoneyNumber['provider'];
export const MANUAL_MONEY_NUMBERS_MAX = 3;

/** Bangladesh's weekend: what a venue has until it names other days. */
export const DEFAULT_WEEKEND_DAYS: readonly Weekday[] = ['Friday', 'Saturday'];

/** The day of the week of a `YYYY-MM-DD` date (a calendar date has no zone, so UTC arithmetic is exact). */
export function weekdayOf(date: string): Weekday {
  const name = WEEKDAY_NAMES[dayOfWeek(date)];
  if (name === undefined) throw new RangeError(`Not a date: ${date}`);
  return name;
}

/** What a slot of `period` costs on `date`: the weekend price on the venue's weekend days, when it has one. */
export function priceOn(prices: PriceSettings, date: string, period: Period): number {
  const weekend = prices.weekendDays.includes(weekdayOf(date)) ? prices.weekend : undefined;
  return (weekend ?? prices.regular)[period];
}

/** What `slotId` costs on `date`: its period's price, by `priceOn`. */
export function slotPriceOn(prices: PriceSettings, date: string, slotId: SlotId): number {
  return priceOn(prices, date, getSlot(slotId).period);
}
