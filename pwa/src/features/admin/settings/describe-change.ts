import type { ManualMoneyNumber, SettingsFieldChange } from '@turf/sync-contract/schemas';
import {
  CONFIRMATION_MODES,
  type ConfirmationMode,
  MANUAL_MONEY_PROVIDERS,
  type ManualMoneyProvider,
} from '@turf/sync-contract/settings';
import { PERIODS, type Period } from '@turf/sync-contract/slots';
import { WEEKDAY_NAMES, type Weekday } from '@turf/sync-contract/time';
import type { AdminCatalogue } from '../../../i18n/admin-en';

/** A payment setting's value in the form's words (`By advance payment`, `bKash 01712345678, Merchant`), if it is one. */
function describePaymentValue(path: string, value: unknown, text: AdminCatalogue): string | undefined {
  if (!path.startsWith('payments.')) return undefined;
  const labels = text.settings.payments;
  const field = path.split('.').at(-1);
  if (field === 'confirmation' && (CONFIRMATION_MODES as readonly unknown[]).includes(value)) {
    return labels.confirmations[value as ConfirmationMode];
  }
  if (field === 'advance' && value === 'full') return labels.advanceFull;
  if (field === 'provider' && (MANUAL_MONEY_PROVIDERS as readonly unknown[]).includes(value)) {
    return text.payments.methods[value as ManualMoneyProvider];
  }
  if (field === 'account' && (value === 'personal' || value === 'merchant')) return labels.accounts[value];
  const entry = value as Partial<ManualMoneyNumber> | null;
  if (typeof entry === 'object' && entry !== null && entry.provider && entry.account && entry.number) {
    return `${text.payments.methods[entry.provider]} ${entry.number}, ${labels.accounts[entry.account]}`;
  }
  return undefined;
}

/** A value as the change log shows it: numbers in the panel's digits, day names in its language, long texts cut. */
function describeValue(path: string, value: unknown, text: AdminCatalogue): string | null {
  const payment = describePaymentValue(path, value, text);
  if (payment !== undefined) return payment;
  if (typeof value === 'boolean') return value ? text.settings.changes.on : text.settings.changes.off;
  if (typeof value === 'number') return text.format.number(value);
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 79)}…` : value;
  if (Array.isArray(value) && value.every((day) => (WEEKDAY_NAMES as readonly unknown[]).includes(day))) {
    return (value as Weekday[]).map((day) => text.settings.prices.day(day)).join(', ');
  }
  return null;
}

const isPeriod = (value: string): value is Period => (PERIODS as readonly string[]).includes(value);

const VENUE_FIELDS = [
  'name',
  'shortName',
  'tagline',
  'address',
  'phone',
  'email',
  'messengerUrl',
  'whatsappNumber',
  'facebookUrl',
  'instagramUrl',
] as const;
type VenueField = (typeof VENUE_FIELDS)[number];
const EVENT_FIELDS = ['title', 'dateText', 'description', 'status', 'button'] as const;
type EventField = (typeof EVENT_FIELDS)[number];

/** The field a change log path names, in the form's own words: `prices.regular.Night` is `Price: Night`. */
export function describePath(path: string, text: AdminCatalogue): string {
  const labels = text.settings;
  const segments = path.split('.');
  const language = (segment: string | undefined) =>
    segment === 'en' ? ` (${labels.changes.english})` : segment === 'bn' ? ` (${labels.changes.bangla})` : '';
  const [section, second, third, fourth, fifth] = segments;
  if (section === 'venue' && (VENUE_FIELDS as readonly string[]).includes(second ?? '')) {
    return `${labels.venue[second as VenueField]}${language(third)}`;
  }
  if (section === 'prices') {
    if (second === 'weekendDays') return labels.prices.weekendDays;
    const set = second === 'weekend' ? labels.changes.weekend : labels.changes.regular;
    if (third !== undefined && isPeriod(third)) return `${set}: ${text.format.period(third)}`;
    if (second === 'weekend') return labels.changes.weekendPrices;
  }
  if (section === 'bookingHorizonDays') return labels.horizon.label;
  if (section === 'events' && second === 'banner') return `${labels.events.banner}${language(third)}`;
  if (section === 'events' && second === 'items' && third !== undefined) {
    const event = labels.events.event(Number(third) + 1);
    if (fourth !== undefined && (EVENT_FIELDS as readonly string[]).includes(fourth)) {
      return `${event}: ${labels.events[fourth as EventField]}${language(fifth)}`;
    }
    return event;
  }
  if (section === 'home' && second === 'promoText') return `${labels.home.promoText}${language(third)}`;
  if (section === 'home' && second === 'slides' && third !== undefined) {
    const slide = labels.home.slide(Number(third) + 1);
    if (fourth === 'title') return `${slide}: ${labels.home.slideTitle}${language(fifth)}`;
    if (fourth === 'subtitle') return `${slide}: ${labels.home.slideSubtitle}${language(fifth)}`;
    return slide;
  }
  if (section === 'payments') return describePaymentPath(segments.slice(1), text);
  if (section === 'visitors') return describeVisitorPath(second, text);
  if (section === 'waitlist') return describeWaitlistPath(second, text);
  return path;
}

/** A visitor setting's path (issue 31) after `visitors.`: `cancelCutoffHours` is the form's label for it. */
function describeVisitorPath(field: string | undefined, text: AdminCatalogue): string {
  const section = text.settings.sections.visitors;
  if (field === undefined) return section;
  return field === 'cancelCutoffHours' ? text.settings.visitors.cancelCutoffHours : `${section}: ${field}`;
}

const WAITLIST_FIELDS = ['enabled', 'offerMinutes'] as const;
type WaitlistField = (typeof WAITLIST_FIELDS)[number];

/** A waitlist setting's path (issue 31) after `waitlist.`: the switch's and the minutes' own labels in the form. */
function describeWaitlistPath(field: string | undefined, text: AdminCatalogue): string {
  const section = text.settings.sections.waitlist;
  if (field === undefined) return section;
  if ((WAITLIST_FIELDS as readonly string[]).includes(field)) return text.settings.waitlist[field as WaitlistField];
  return `${section}: ${field}`;
}

const PAYMENT_FIELDS = ['confirmation', 'advance', 'holdMinutes', 'manualMoneyShown'] as const;
type PaymentField = (typeof PAYMENT_FIELDS)[number];
const NUMBER_FIELDS = { provider: 'provider', number: 'mobileNumber', account: 'account' } as const;

/** A payment setting's path (issue 30) after `payments.`: `manualMoneyNumbers.1.number` is `Number 2: Mobile number`. */
function describePaymentPath([field, index, part]: string[], text: AdminCatalogue): string {
  const labels = text.settings.payments;
  if (field === undefined) return text.settings.changes.payments;
  if ((PAYMENT_FIELDS as readonly string[]).includes(field)) return labels[field as PaymentField];
  if (field !== 'manualMoneyNumbers') return `${text.settings.changes.payments}: ${field}`;
  if (index === undefined) return labels.manualMoney;
  const number = labels.number(Number(index) + 1);
  if (part !== undefined && Object.hasOwn(NUMBER_FIELDS, part)) {
    return `${number}: ${labels[NUMBER_FIELDS[part as keyof typeof NUMBER_FIELDS]]}`;
  }
  return number;
}

/** What a field became: `2500 → 3100`, `added`, `removed`, or null for a value too large to say in a line. */
export function describeValues(change: SettingsFieldChange, text: AdminCatalogue): string | null {
  const labels = text.settings.changes;
  const before = 'before' in change ? describeValue(change.path, change.before, text) : undefined;
  const after = 'after' in change ? describeValue(change.path, change.after, text) : undefined;
  if (before === undefined && after === undefined) return null;
  if (before === undefined) return after === null ? labels.added : `${labels.added}: ${after}`;
  if (after === undefined) return before === null ? labels.removed : `${labels.removed}: ${before}`;
  if (before === null || after === null) return null;
  return `${before} → ${after}`;
}
