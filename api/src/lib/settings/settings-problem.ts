import type { ErrorCode, Problem } from '@turf/sync-contract/error-codes';
import {
  BOOKING_HORIZON_MAX_DAYS,
  BOOKING_HORIZON_MIN_DAYS,
  CANCEL_CUTOFF_HOURS_MAX,
  CANCEL_CUTOFF_HOURS_MIN,
  HOLD_MINUTES_MAX,
  HOLD_MINUTES_MIN,
  MANUAL_MONEY_NUMBERS_MAX,
  MANUAL_MONEY_PROVIDERS,
  OFFER_MINUTES_MAX,
  OFFER_MINUTES_MIN,
  SETTINGS_PRICE_MAX,
} from '@turf/sync-contract/settings';
import { WEEKDAY_NAMES } from '@turf/sync-contract/time';
import type { ValidationIssue } from '../http/validation-message';

const CONTACT_FORMATS: Record<string, string> = {
  phone: 'an international number like +8801700000000',
  whatsappNumber: 'digits with the country code, like 8801700000000',
  email: 'an e-mail address like hello@example.com',
};

function problem(code: ErrorCode, message: string): Problem {
  return { code, message: `${message}. Nothing was saved` };
}

/** The field an issue is about, as a path in the body: `settings.prices.regular.Night`, or `version`. */
function fieldPath(issue: ValidationIssue): string[] {
  const segments = issue.instancePath.split('/').filter(Boolean);
  // JSON Pointer escapes (RFC 6901), so `Late Night` and any key read as written.
  const path = segments.map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (issue.keyword === 'required') path.push(String(issue.params.missingProperty));
  if (issue.keyword === 'additionalProperties') path.push(String(issue.params.additionalProperty));
  return path;
}

/**
 * PUT /api/settings's answer to a document the schema refuses: the code of the kind of field, and a sentence that
 * names the field by its path in the settings (`prices.weekend.Night`), so the manager's form can point at it.
 */
export function settingsProblem(issues: readonly ValidationIssue[]): Problem {
  const issue = issues[0];
  if (!issue) return problem('INVALID_INPUT', 'The settings are not valid');
  const full = fieldPath(issue);
  if (full.length === 0) return problem('INVALID_INPUT', 'Send the settings as a JSON object: { version, settings }');
  if (issue.keyword === 'additionalProperties') {
    return problem('SETTINGS_FIELD_UNKNOWN', `Unknown field "${full.join('.')}"`);
  }
  if (full[0] === 'version') {
    return problem('SETTINGS_VERSION_INVALID', 'Send the version the settings were read at, a whole number from 1');
  }
  const path = full.slice(1);
  const field = path.join('.');
  if (issue.keyword === 'required') return problem('SETTINGS_FIELD_REQUIRED', `"${field}" is required`);
  if (path.length === 0) return problem('INVALID_INPUT', 'Send the settings as a JSON object');
  const last = path.at(-1) ?? '';
  if (path[0] === 'prices' && path[1] === 'weekendDays') {
    return problem(
      'SETTINGS_WEEKEND_DAYS_INVALID',
      `"${field}": name each weekend day once, from ${WEEKDAY_NAMES.join(', ')}`,
    );
  }
  if (path[0] === 'prices') {
    return problem('SETTINGS_PRICE_INVALID', `"${field}" must be whole taka above 0, at most ${SETTINGS_PRICE_MAX}`);
  }
  if (path[0] === 'bookingHorizonDays') {
    return problem(
      'SETTINGS_HORIZON_INVALID',
      `"${field}" must be a whole number of days from ${BOOKING_HORIZON_MIN_DAYS} to ${BOOKING_HORIZON_MAX_DAYS}`,
    );
  }
  if (path[0] === 'payments') return paymentsProblem(path, field);
  if (path[0] === 'visitors') {
    return problem(
      'SETTINGS_VISITORS_INVALID',
      path[1] === 'cancelCutoffHours'
        ? `"${field}" must be whole hours from ${CANCEL_CUTOFF_HOURS_MIN} to ${CANCEL_CUTOFF_HOURS_MAX}`
        : `"${field}" must be the visitors' settings as { cancelCutoffHours }`,
    );
  }
  if (path[0] === 'waitlist') {
    return problem(
      'SETTINGS_WAITLIST_INVALID',
      path[1] === 'offerMinutes'
        ? `"${field}" must be whole minutes from ${OFFER_MINUTES_MIN} to ${OFFER_MINUTES_MAX}`
        : path[1] === 'enabled'
          ? `"${field}" must be true or false`
          : `"${field}" must be the waitlist's settings as { enabled, offerMinutes }`,
    );
  }
  if (last.endsWith('Url')) return problem('SETTINGS_URL_INVALID', `"${field}" must be an https:// address`);
  const contact = CONTACT_FORMATS[last];
  if (contact && path[0] === 'venue') return problem('SETTINGS_CONTACT_INVALID', `"${field}" must be ${contact}`);
  if (path.length === 2 && (field === 'events.items' || field === 'home.slides')) {
    const limit = issue.params.limit;
    const range =
      issue.keyword === 'maxItems'
        ? ` of at most ${limit}`
        : issue.keyword === 'minItems'
          ? ` of at least ${limit}`
          : '';
    return problem('SETTINGS_LIST_INVALID', `"${field}" must be a list${range}`);
  }
  return problem('SETTINGS_TEXT_INVALID', textMessage(field, issue));
}

/** What each payment setting must be (issue 30), by its name: the last name in the path that has one. */
const PAYMENT_FORMATS: Record<string, string> = {
  payments: 'the payment settings as { confirmation, advance, holdMinutes, manualMoneyShown, manualMoneyNumbers }',
  confirmation: 'manager or advance',
  advance: `whole taka from 1 to ${SETTINGS_PRICE_MAX}, or "full" for the slot’s price`,
  holdMinutes: `whole minutes from ${HOLD_MINUTES_MIN} to ${HOLD_MINUTES_MAX}`,
  manualMoneyShown: 'true or false',
  manualMoneyNumbers: `a list of at most ${MANUAL_MONEY_NUMBERS_MAX} numbers`,
  provider: MANUAL_MONEY_PROVIDERS.join(', ').replace(/, (?=[^,]*$)/, ' or '),
  number: 'a mobile number: 01 and 9 more digits, like 01712345678',
  account: 'personal or merchant',
};

function paymentsProblem(path: readonly string[], field: string): Problem {
  const named = [...path].reverse().find((segment) => PAYMENT_FORMATS[segment] !== undefined) ?? 'payments';
  // A number's item itself (`payments.manualMoneyNumbers.0`) is one of the list's entries.
  const format = /^\d+$/.test(path.at(-1) ?? '')
    ? '{ provider, number, account }'
    : (PAYMENT_FORMATS[named] ?? PAYMENT_FORMATS.payments);
  const code =
    path[1] === 'manualMoneyShown' || path[1] === 'manualMoneyNumbers'
      ? 'SETTINGS_MANUAL_MONEY_INVALID'
      : 'SETTINGS_PAYMENTS_INVALID';
  return problem(code, `"${field}" must be ${format}`);
}

function textMessage(field: string, issue: ValidationIssue): string {
  if (issue.keyword === 'maxLength') return `"${field}" must be at most ${issue.params.limit} characters`;
  if (issue.keyword === 'type' && issue.params.type === 'object') {
    return `"${field}" must be a text as { "en": "...", "bn": "..." } (Bangla optional)`;
  }
  if (issue.keyword === 'type') return `"${field}" must be text`;
  return `"${field}" must be written out, with no hidden characters`;
}
