import { isValidPhone } from '@turf/sync-contract/phone';
import { isNameText } from '@turf/sync-contract/plain-text';
import {
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
  CANCEL_CUTOFF_HOURS_MAX,
  CANCEL_CUTOFF_HOURS_MIN,
  HOLD_MINUTES_MAX,
  HOLD_MINUTES_MIN,
  OFFER_MINUTES_MAX,
  OFFER_MINUTES_MIN,
  SETTINGS_EMAIL_MAX,
  SETTINGS_EMAIL_PATTERN_SOURCE,
  SETTINGS_PHONE_PATTERN_SOURCE,
  SETTINGS_PRICE_MAX,
  SETTINGS_TEXT_MAX,
  SETTINGS_URL_MAX,
  SETTINGS_URL_PATTERN_SOURCE,
  SETTINGS_WHATSAPP_PATTERN_SOURCE,
} from '@turf/sync-contract/settings';
import { PERIODS } from '@turf/sync-contract/slots';
import { type PaymentsDraft, typedMobile } from './payments-draft';
import type { SettingsDraft, TextDraft } from './settings-draft';
import { typedNumber, typedPhone } from './typed-number';

/**
 * The settings schema's rules (sync-contract/src/schemas/settings.ts), checked as the manager types, so a mistake is
 * shown beside its field before anything is sent. The server checks again and has the last word.
 */

export type FieldProblem =
  | {
      kind:
        | 'required'
        | 'hidden'
        | 'englishFirst'
        | 'phone'
        | 'whatsapp'
        | 'email'
        | 'url'
        | 'price'
        | 'horizon'
        | 'holdMinutes'
        | 'cancelCutoffHours'
        | 'offerMinutes'
        | 'mobile'
        | 'duplicateNumber'
        | 'noNumberToShow';
    }
  | { kind: 'tooLong'; max: number };

/** Problems by the field's path in the document (`prices.regular.Night`, `events.items.2.title.en`). */
export type DraftProblems = ReadonlyMap<string, FieldProblem>;

const PHONE = new RegExp(SETTINGS_PHONE_PATTERN_SOURCE);
const WHATSAPP = new RegExp(SETTINGS_WHATSAPP_PATTERN_SOURCE);
const EMAIL = new RegExp(SETTINGS_EMAIL_PATTERN_SOURCE);
const URL_MAX = SETTINGS_URL_MAX;
const HTTPS_URL = new RegExp(SETTINGS_URL_PATTERN_SOURCE);
const WHOLE_NUMBER = /^[0-9]{1,9}$/;

type WholeNumberKind = 'price' | 'horizon' | 'holdMinutes' | 'cancelCutoffHours' | 'offerMinutes';

/** Taka, days, minutes or hours as typed (any script's digits): a whole number from `min` to `max`. */
function wholeNumber(value: string, min: number, max: number, kind: WholeNumberKind): FieldProblem | null {
  const typed = typedNumber(value);
  const count = Number(typed);
  return WHOLE_NUMBER.test(typed) && count >= min && count <= max ? null : { kind };
}

function oneText(value: string, max: number): FieldProblem | null {
  if (value.length > max) return { kind: 'tooLong', max };
  return isNameText(value) ? null : { kind: 'hidden' };
}

export function checkDraft(draft: SettingsDraft): DraftProblems {
  const problems = new Map<string, FieldProblem>();
  const add = (path: string, problem: FieldProblem | null) => {
    if (problem) problems.set(path, problem);
  };

  /** English is the text every page falls back to: required where the field is, and before a Bangla one. */
  function text(path: string, value: TextDraft, max: number, required: boolean) {
    const en = value.en.trim();
    const bn = value.bn.trim();
    if (en === '') {
      if (required) add(`${path}.en`, { kind: 'required' });
      else if (bn !== '') add(`${path}.en`, { kind: 'englishFirst' });
    } else add(`${path}.en`, oneText(en, max));
    if (bn !== '') add(`${path}.bn`, oneText(bn, max));
  }

  function optional(path: string, value: string, pattern: RegExp, kind: FieldProblem['kind'], max = URL_MAX) {
    const trimmed = kind === 'phone' || kind === 'whatsapp' ? typedPhone(value) : value.trim();
    if (trimmed === '') return;
    if (trimmed.length > max || !pattern.test(trimmed)) add(path, { kind } as FieldProblem);
  }

  function price(path: string, value: string) {
    add(path, wholeNumber(value, 1, SETTINGS_PRICE_MAX, 'price'));
  }

  const { venue } = draft;
  text('venue.name', venue.name, SETTINGS_TEXT_MAX.name, true);
  text('venue.shortName', venue.shortName, SETTINGS_TEXT_MAX.shortName, false);
  text('venue.tagline', venue.tagline, SETTINGS_TEXT_MAX.tagline, false);
  text('venue.address', venue.address, SETTINGS_TEXT_MAX.address, false);
  if (venue.phone.trim() === '') add('venue.phone', { kind: 'required' });
  else optional('venue.phone', venue.phone, PHONE, 'phone');
  optional('venue.email', venue.email, EMAIL, 'email', SETTINGS_EMAIL_MAX);
  optional('venue.messengerUrl', venue.messengerUrl, HTTPS_URL, 'url');
  optional('venue.whatsappNumber', venue.whatsappNumber, WHATSAPP, 'whatsapp');
  optional('venue.facebookUrl', venue.facebookUrl, HTTPS_URL, 'url');
  optional('venue.instagramUrl', venue.instagramUrl, HTTPS_URL, 'url');

  for (const period of PERIODS) price(`prices.regular.${period}`, draft.prices.regular[period]);
  if (draft.prices.weekendOn) {
    for (const period of PERIODS) price(`prices.weekend.${period}`, draft.prices.weekend[period]);
  }

  add(
    'bookingHorizonDays',
    wholeNumber(draft.bookingHorizonDays, BOOKING_HORIZON_MIN_DAYS, BOOKING_HORIZON_MAX_DAYS, 'horizon'),
  );

  draft.events.items.forEach((event, index) => {
    const at = `events.items.${index}`;
    text(`${at}.title`, event.title, SETTINGS_TEXT_MAX.eventTitle, true);
    text(`${at}.dateText`, event.dateText, SETTINGS_TEXT_MAX.dateText, true);
    text(`${at}.description`, event.description, SETTINGS_TEXT_MAX.description, true);
    text(`${at}.status`, event.status, SETTINGS_TEXT_MAX.status, true);
    text(`${at}.button`, event.button, SETTINGS_TEXT_MAX.eventButton, false);
  });
  text('events.banner', draft.events.banner, SETTINGS_TEXT_MAX.banner, true);

  draft.home.slides.forEach((slide, index) => {
    text(`home.slides.${index}.title`, slide.title, SETTINGS_TEXT_MAX.slideTitle, true);
    text(`home.slides.${index}.subtitle`, slide.subtitle, SETTINGS_TEXT_MAX.subtitle, true);
  });
  text('home.promoText', draft.home.promoText, SETTINGS_TEXT_MAX.promoText, true);

  checkPayments(draft.payments, add, price);
  add(
    'visitors.cancelCutoffHours',
    wholeNumber(
      draft.visitors.cancelCutoffHours,
      CANCEL_CUTOFF_HOURS_MIN,
      CANCEL_CUTOFF_HOURS_MAX,
      'cancelCutoffHours',
    ),
  );
  // Checked on or off: the server takes the group whole, and the minutes are kept for when it is on again.
  add(
    'waitlist.offerMinutes',
    wholeNumber(draft.waitlist.offerMinutes, OFFER_MINUTES_MIN, OFFER_MINUTES_MAX, 'offerMinutes'),
  );
  return problems;
}

/** The payment settings (issue 30), with the server's own two rules: numbers to show, each listed once. */
function checkPayments(
  payments: PaymentsDraft,
  add: (path: string, problem: FieldProblem | null) => void,
  price: (path: string, value: string) => void,
) {
  // The amount is not sent while the full price is chosen: what was typed there is kept, unchecked.
  if (!payments.advanceFull) price('payments.advance', payments.advance);
  add('payments.holdMinutes', wholeNumber(payments.holdMinutes, HOLD_MINUTES_MIN, HOLD_MINUTES_MAX, 'holdMinutes'));
  if (payments.manualMoneyShown && payments.manualMoneyNumbers.length === 0) {
    add('payments.manualMoneyShown', { kind: 'noNumberToShow' });
  }
  const seen = new Set<string>();
  payments.manualMoneyNumbers.forEach((entry, index) => {
    const path = `payments.manualMoneyNumbers.${index}.number`;
    const number = typedMobile(entry.number);
    if (number === '') add(path, { kind: 'required' });
    else if (!isValidPhone(number)) add(path, { kind: 'mobile' });
    else if (seen.has(`${entry.provider} ${number}`)) add(path, { kind: 'duplicateNumber' });
    seen.add(`${entry.provider} ${number}`);
  });
}

/** The id of a field's input, from its path: `Late Night` and the dots made safe for an id and a CSS selector. */
export function fieldId(path: string): string {
  return `settings-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}
