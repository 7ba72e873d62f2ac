import type { EventSettings, Settings, SlideCaption } from '@turf/sync-contract/schemas';
import { visitorSettingsOf, waitlistSettingsOf } from '@turf/sync-contract/settings-defaults';
import { PERIODS, type Period } from '@turf/sync-contract/slots';
import { WEEKDAY_NAMES, type Weekday } from '@turf/sync-contract/time';
import { type PaymentsDraft, toPaymentSettings, toPaymentsDraft } from './payments-draft';
import { typedNumber, typedPhone } from './typed-number';

/**
 * The settings form's working copy: every input's text as typed (a price is a string until it is sent), so a half-typed
 * value is kept and checked rather than lost. `toDraft` and `toSettings` are the only ways in and out.
 */

export interface TextDraft {
  en: string;
  bn: string;
}
type Prices = Record<Period, string>;

export interface EventDraft {
  /** Stable across moves, for React and for focus; never sent. */
  key: number;
  title: TextDraft;
  dateText: TextDraft;
  description: TextDraft;
  status: TextDraft;
  /** Optional: both languages blank is no button text of its own (the page says See Details). */
  button: TextDraft;
}

export interface SlideDraft {
  title: TextDraft;
  subtitle: TextDraft;
}

export interface SettingsDraft {
  venue: {
    name: TextDraft;
    shortName: TextDraft;
    tagline: TextDraft;
    address: TextDraft;
    phone: string;
    email: string;
    messengerUrl: string;
    whatsappNumber: string;
    facebookUrl: string;
    instagramUrl: string;
  };
  prices: { regular: Prices; weekendOn: boolean; weekend: Prices; weekendDays: Weekday[] };
  bookingHorizonDays: string;
  events: { items: EventDraft[]; banner: TextDraft };
  home: { slides: SlideDraft[]; promoText: TextDraft };
  payments: PaymentsDraft;
  /** What visitors may do by themselves (issue 31): the hours before a slot until which they may cancel its booking. */
  visitors: { cancelCutoffHours: string };
  /** The waitlist of taken slots (issue 31): whether visitors may join it, and the minutes a freed slot is held. */
  waitlist: { enabled: boolean; offerMinutes: string };
}

let nextKey = 1;
/** A key no event of this page has had. */
export function newEventKey(): number {
  nextKey += 1;
  return nextKey;
}

const text = (value: { en: string; bn?: string } | undefined): TextDraft => ({
  en: value?.en ?? '',
  bn: value?.bn ?? '',
});
const prices = (value: Record<Period, number>): Prices =>
  Object.fromEntries(PERIODS.map((period) => [period, String(value[period])])) as Prices;

export function toDraft(settings: Settings): SettingsDraft {
  const { venue } = settings;
  return {
    venue: {
      name: text(venue.name),
      shortName: text(venue.shortName),
      tagline: text(venue.tagline),
      address: text(venue.address),
      phone: venue.phone,
      email: venue.email ?? '',
      messengerUrl: venue.messengerUrl ?? '',
      whatsappNumber: venue.whatsappNumber ?? '',
      facebookUrl: venue.facebookUrl ?? '',
      instagramUrl: venue.instagramUrl ?? '',
    },
    prices: {
      regular: prices(settings.prices.regular),
      weekendOn: settings.prices.weekend !== undefined,
      // Switched on later, the weekend starts from the regular prices: the manager changes only what differs.
      weekend: prices(settings.prices.weekend ?? settings.prices.regular),
      weekendDays: [...settings.prices.weekendDays],
    },
    bookingHorizonDays: String(settings.bookingHorizonDays),
    events: {
      items: settings.events.items.map((event) => ({
        key: newEventKey(),
        title: text(event.title),
        dateText: text(event.dateText),
        description: text(event.description),
        status: text(event.status),
        button: text(event.button),
      })),
      banner: text(settings.events.banner),
    },
    home: {
      slides: settings.home.slides.map((slide) => ({ title: text(slide.title), subtitle: text(slide.subtitle) })),
      promoText: text(settings.home.promoText),
    },
    payments: toPaymentsDraft(settings),
    // As the payments: a document saved before these settings existed shows their defaults, and saving writes them.
    visitors: { cancelCutoffHours: String(visitorSettingsOf(settings).cancelCutoffHours) },
    waitlist: {
      enabled: waitlistSettingsOf(settings).enabled,
      offerMinutes: String(waitlistSettingsOf(settings).offerMinutes),
    },
  };
}

export function emptyEvent(): EventDraft {
  const blank = () => ({ en: '', bn: '' });
  return {
    key: newEventKey(),
    title: blank(),
    dateText: blank(),
    description: blank(),
    status: blank(),
    button: blank(),
  };
}

/** `{ en, bn }` as sent: trimmed, Bangla only when written. */
function sendText(value: TextDraft): { en: string; bn?: string } {
  const bn = value.bn.trim();
  return bn === '' ? { en: value.en.trim() } : { en: value.en.trim(), bn };
}

/** An optional text is left out when both languages are blank. */
function sendOptionalText(value: TextDraft): { en: string; bn?: string } | undefined {
  return value.en.trim() === '' && value.bn.trim() === '' ? undefined : sendText(value);
}

function sendOptional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

const sendPrices = (value: Prices): Record<Period, number> =>
  Object.fromEntries(PERIODS.map((period) => [period, Number(typedNumber(value[period]))])) as Record<Period, number>;

/** Absent optional fields are not written at all: the server refuses nothing for them, and the change log stays exact. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** The document `PUT /api/settings` takes; call it only on a draft `checkDraft` found nothing wrong with. */
export function toSettings(draft: SettingsDraft): Settings {
  const { venue } = draft;
  const sendEvent = (event: EventDraft): EventSettings =>
    withoutUndefined({
      title: sendText(event.title),
      dateText: sendText(event.dateText),
      description: sendText(event.description),
      status: sendText(event.status),
      button: sendOptionalText(event.button),
    });
  const sendSlide = (slide: SlideDraft): SlideCaption => ({
    title: sendText(slide.title),
    subtitle: sendText(slide.subtitle),
  });
  return {
    venue: withoutUndefined({
      name: sendText(venue.name),
      shortName: sendOptionalText(venue.shortName),
      tagline: sendOptionalText(venue.tagline),
      address: sendOptionalText(venue.address),
      phone: typedPhone(venue.phone),
      email: sendOptional(venue.email),
      messengerUrl: sendOptional(venue.messengerUrl),
      whatsappNumber: sendOptional(typedPhone(venue.whatsappNumber)),
      facebookUrl: sendOptional(venue.facebookUrl),
      instagramUrl: sendOptional(venue.instagramUrl),
    }),
    prices: withoutUndefined({
      regular: sendPrices(draft.prices.regular),
      weekend: draft.prices.weekendOn ? sendPrices(draft.prices.weekend) : undefined,
      // In the week's order, whatever order they were ticked in.
      weekendDays: WEEKDAY_NAMES.filter((day) => draft.prices.weekendDays.includes(day)),
    }),
    bookingHorizonDays: Number(typedNumber(draft.bookingHorizonDays)),
    events: { items: draft.events.items.map(sendEvent), banner: sendText(draft.events.banner) },
    home: { slides: draft.home.slides.map(sendSlide), promoText: sendText(draft.home.promoText) },
    payments: toPaymentSettings(draft.payments),
    visitors: { cancelCutoffHours: Number(typedNumber(draft.visitors.cancelCutoffHours)) },
    waitlist: { enabled: draft.waitlist.enabled, offerMinutes: Number(typedNumber(draft.waitlist.offerMinutes)) },
  };
}
