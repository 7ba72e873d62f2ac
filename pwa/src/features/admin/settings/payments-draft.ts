import { normalizePhone } from '@turf/sync-contract/phone';
import type { ManualMoneyNumber, PaymentSettings, Settings } from '@turf/sync-contract/schemas';
import type { ConfirmationMode, ManualMoneyProvider } from '@turf/sync-contract/settings';
import { DEFAULT_PAYMENT_SETTINGS, paymentSettingsOf } from '@turf/sync-contract/settings-defaults';
import { typedNumber } from './typed-number';

/**
 * The payment settings as the form edits them (issue 30). Each field sits at its path in the document
 * (`payments.advance`, `payments.manualMoneyNumbers.1.number`), so checks and the server's 400 name it alike; the
 * advance's amount stays typed while `advanceFull` is on, so switching back finds it.
 */
export interface ManualMoneyNumberDraft {
  /** Stable across removals, for React and for focus; never sent. */
  key: number;
  provider: ManualMoneyProvider;
  number: string;
  account: ManualMoneyNumber['account'];
}

export interface PaymentsDraft {
  confirmation: ConfirmationMode;
  advanceFull: boolean;
  advance: string;
  holdMinutes: string;
  manualMoneyShown: boolean;
  manualMoneyNumbers: ManualMoneyNumberDraft[];
}

let nextKey = 1;
function newNumberKey(): number {
  nextKey += 1;
  return nextKey;
}

/** A document saved before the payment settings existed shows their defaults; saving it writes them. */
export function toPaymentsDraft(settings: Settings): PaymentsDraft {
  const payments = paymentSettingsOf(settings);
  return {
    confirmation: payments.confirmation,
    advanceFull: payments.advance === 'full',
    advance: String(payments.advance === 'full' ? DEFAULT_PAYMENT_SETTINGS.advance : payments.advance),
    holdMinutes: String(payments.holdMinutes),
    manualMoneyShown: payments.manualMoneyShown,
    manualMoneyNumbers: payments.manualMoneyNumbers.map((entry) => ({ key: newNumberKey(), ...entry })),
  };
}

/** A blank number to fill in: bKash and a personal account, what most venues have. */
export function emptyManualMoneyNumber(): ManualMoneyNumberDraft {
  return { key: newNumberKey(), provider: 'bkash', number: '', account: 'personal' };
}

/** A number as the document holds it: `+880 1712-345678` and Bangla digits become `01712345678`. */
export const typedMobile = (value: string): string => normalizePhone(value.trim());

export function toPaymentSettings(draft: PaymentsDraft): PaymentSettings {
  return {
    confirmation: draft.confirmation,
    advance: draft.advanceFull ? 'full' : Number(typedNumber(draft.advance)),
    holdMinutes: Number(typedNumber(draft.holdMinutes)),
    manualMoneyShown: draft.manualMoneyShown,
    manualMoneyNumbers: draft.manualMoneyNumbers.map(({ provider, number, account }) => ({
      provider,
      number: typedMobile(number),
      account,
    })),
  };
}
