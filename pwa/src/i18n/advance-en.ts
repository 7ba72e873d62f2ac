import type { ErrorCode } from '@turf/sync-contract/error-codes';
import type { PaymentReturnMark } from '@turf/sync-contract/schemas';
import type { ManualMoneyProvider } from '@turf/sync-contract/settings';
import { formatClock } from '@turf/sync-contract/slots';

/** `m:ss` of a time left, never below 0:00. */
function minutesAndSeconds(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The advance payment's texts (issue 30) in English. Apart from the page's catalogue, in the chunk that loads only when
 * a request has an advance: a visitor of a venue that confirms by the manager never downloads them. `advance-bn.ts` has
 * the same keys (`AdvanceCatalogue` is this object's type).
 */
export const advanceEn = {
  /** `clock`: the hold's end as the venue's wall clock, written by `clock` below. */
  heldUntil: (clock: string) => `Your slot is held for you until ${clock}.`,
  clock: formatClock,
  timeLeft: 'Time left',
  left: minutesAndSeconds,
  /** Said to a screen reader only at these moments, not every second. */
  announce: {
    five: 'About 5 minutes left to pay the advance.',
    one: 'About 1 minute left to pay the advance.',
    over: 'The time to pay ran out: the slot is no longer held.',
  },
  advance: 'Advance to pay',
  payWithBkash: 'Pay with bKash',
  opening: 'Opening bKash…',
  sendMoney: 'Send money',
  sendMoneyLead: 'Or send the advance by hand to one of these numbers, then tell us its transaction ID:',
  services: { bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' } satisfies Record<ManualMoneyProvider, string>,
  accounts: { personal: 'Personal: Send money', merchant: 'Merchant: Payment' },
  service: 'Service',
  transactionId: 'Transaction ID',
  transactionIdHint: '8 to 20 letters and digits, as in the message you got',
  amount: 'Amount (BDT)',
  report: 'Report payment',
  reporting: 'Sending…',
  reported: 'Thank you. The manager will check the money and confirm your booking.',
  problems: {
    transactionId: 'Enter the transaction ID: 8 to 20 letters and digits.',
    amount: 'Enter the amount sent, in whole taka.',
    offline: 'You are offline or the server did not answer: nothing was sent. Try again.',
    bkashDown: 'bKash could not be reached: nothing was paid. Try again, or send the money by hand.',
    failed: 'That did not work: nothing was saved. Try again.',
  },
  /** The answers of the advance's calls, by code. */
  errors: {
    HOLD_LAPSED: 'The time to pay ran out: the slot is no longer held for this request.',
    BKASH_OFF: 'The venue does not take bKash online right now: send the money by hand.',
    BKASH_UNAVAILABLE: 'bKash did not answer: nothing was paid. Try again, or send the money by hand.',
    ADVANCE_REPORTED: 'A payment was reported for this request already.',
    ADVANCE_DUPLICATE: 'This transaction ID was reported already. Check it and try again.',
    ALREADY_DECIDED: 'The manager has decided this request already.',
    REQUEST_NOT_FOUND: 'The venue has no request with this Booking ID.',
    TRANSACTION_ID_INVALID: 'Enter the transaction ID: 8 to 20 letters and digits.',
  } satisfies Partial<Record<ErrorCode, string>>,
  /** A request's advance on `/my-requests`. */
  states: {
    holding: {
      label: 'Waiting for payment',
      detail: 'Pay the advance before the time runs out, or the slot is let go.',
    },
    paid: { label: 'Confirmed', detail: 'You paid the advance by bKash: the slot is yours.' },
    lapsed: {
      label: 'Payment not completed',
      detail: 'The time to pay ran out, so the slot was let go. Contact the venue if you paid or still want to play.',
    },
    reported: {
      label: 'Advance reported',
      detail: 'You reported the advance you sent. The manager will check the money and confirm your booking.',
    },
    refunded: {
      label: 'Refunded',
      detail: 'Your payment came after the slot was taken, so bKash is giving it back to you.',
    },
  },
  /** Back from bKash (`/my-requests?request=…&payment=…`): the message at the top of the page. */
  returned: {
    paid: 'Payment received: your booking is confirmed.',
    cancelled:
      'The payment was cancelled: nothing was paid. Your slot is still held until its time runs out: try again, or send the money by hand below.',
    failed:
      'The payment did not go through: nothing was paid. Your slot is still held until its time runs out: try again, or send the money by hand below.',
    lapsed: 'The payment came after the slot was let go: it is being refunded to you.',
    unknown: 'We could not tell how the payment went. Check your request below, or call the venue.',
  } satisfies Record<PaymentReturnMark, string>,
  returnedFor: (id: string) => `Request ${id}`,
  tryAgain: 'Try again',
  dismiss: 'Close message',
};

export type AdvanceCatalogue = typeof advanceEn;
