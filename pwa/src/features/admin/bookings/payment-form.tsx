import { NOTE_MAX_LENGTH } from '@turf/sync-contract/messages';
import {
  needsTransactionId,
  PAYMENT_METHODS,
  type PaymentMethod,
  TRANSACTION_ID_PATTERN_SOURCE,
} from '@turf/sync-contract/payments';
import type { AddPaymentBody, Booking } from '@turf/sync-contract/schemas';
import { todayAtVenue, VENUE_UTC_OFFSET_MINUTES } from '@turf/sync-contract/time';
import type { FormEvent } from 'react';
import type { AdminCatalogue } from '../../../i18n/admin-en';
import { useAdminText } from '../../../i18n/admin-text';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from '../shared/describe-failure';
import { FormField } from '../shared/form-field';
import { FormFooter } from '../shared/form-footer';
import { noteProblem } from '../shared/note-problem';
import { useSubmitAndFocus } from '../shared/use-submit-and-focus';
import { useAddPayment } from './api/add-payment';
import { BookingLine } from './booking-line';
import { dueOf } from './payment-state';
import { parseTypedAmount } from './typed-amount';
import './bookings.css';

const TRANSACTION_ID = new RegExp(TRANSACTION_ID_PATTERN_SOURCE);

interface Fields {
  amount: string;
  method: PaymentMethod | null;
  transactionId: string;
  /** A `datetime-local` value in the venue's time, or empty for now. */
  receivedAt: string;
  note: string;
}

type FieldName = keyof Fields;
const FIELD_ORDER: readonly FieldName[] = ['amount', 'method', 'transactionId', 'receivedAt', 'note'];

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
const EARLIEST = Date.UTC(2000, 0, 1);

/**
 * When it was received, as typed in the venue's time (the manager is at the venue, whatever the phone's zone): the
 * instant to send, `undefined` for now (empty), or null when it is no date and time from 2000 up to now. A payment
 * taken yesterday at the gate is recorded the next morning; the future is a slip of the finger.
 */
function parseReceivedAt(typed: string, now: Date): string | undefined | null {
  if (typed === '') return undefined;
  const match = WALL_TIME.exec(typed);
  if (!match) return null;
  const [, date, hours, minutes] = match;
  const instant = Date.parse(`${date}T${hours}:${minutes}:00Z`) - VENUE_UTC_OFFSET_MINUTES * 60_000;
  if (!(instant >= EARLIEST && instant <= now.getTime())) return null;
  return new Date(instant).toISOString();
}

/** Now in the venue's time as a `datetime-local` value: the picker's upper bound. */
function venueNowValue(now: Date): string {
  const wall = new Date(now.getTime() + VENUE_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${todayAtVenue(now)}T${wall.slice(11, 16)}`;
}

/** The contract's rules, checked before sending so a mistake is shown on its field at once. */
function check(fields: Fields, text: AdminCatalogue, now: Date) {
  const errors: Partial<Record<FieldName, string>> = {};
  const amount = parseTypedAmount(fields.amount);
  if (amount === null) errors.amount = text.payments.amountInvalid;
  if (fields.method === null) errors.method = text.payments.chooseMethod;
  const withId = fields.method !== null && needsTransactionId(fields.method);
  const transactionId = withId ? fields.transactionId.trim() : '';
  if (withId && fields.method !== null) {
    const name = text.payments.methods[fields.method];
    if (transactionId === '') errors.transactionId = text.payments.transactionIdRequired(name);
    else if (!TRANSACTION_ID.test(transactionId)) errors.transactionId = text.payments.transactionIdInvalid;
  }
  const receivedAt = parseReceivedAt(fields.receivedAt, now);
  if (receivedAt === null) errors.receivedAt = text.payments.receivedAtInvalid;
  const note = fields.note.trim();
  errors.note = noteProblem(note, text);
  return { errors, amount, transactionId, receivedAt, note };
}

/** The field a refusal of the server is about, by its code; null for the form as a whole. */
function fieldOfRefusal(error: unknown): FieldName | null {
  if (!(error instanceof ApiError)) return null;
  switch (error.code) {
    case 'PAYMENT_AMOUNT_INVALID':
    case 'PAYMENT_OVER_CAP':
      return 'amount';
    case 'PAYMENT_METHOD_INVALID':
      return 'method';
    case 'TRANSACTION_ID_REQUIRED':
    case 'TRANSACTION_ID_INVALID':
    case 'PAYMENT_DUPLICATE':
      return 'transactionId';
    case 'PAYMENT_RECEIVED_AT_INVALID':
      return 'receivedAt';
    case 'NOTE_TOO_LONG':
    case 'NOTE_HIDDEN_CHARACTERS':
      return 'note';
    default:
      return null;
  }
}

/**
 * `Add payment`, made for a phone at the gate: the amount prefilled with what is due, the method as large buttons,
 * the transaction ID asked only for bKash, Nagad and Rocket. Saved, the caller closes it (the booking already shows
 * the new due).
 */
export function PaymentForm({
  booking,
  disabledReason,
  onDone,
}: {
  booking: Booking;
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
  onDone: () => void;
}) {
  const admin = useAdminText();
  const { payments: text, format } = admin;
  const due = dueOf(booking);
  const add = useAddPayment();
  const { fields, set, idOf, submitRef, checkOnSubmit, shown } = useSubmitAndFocus<Fields, FieldName>({
    initial: () => ({
      amount: due !== null && due > 0 ? String(due) : '',
      method: null,
      transactionId: '',
      receivedAt: '',
      note: '',
    }),
    mutation: add,
    fieldOrder: FIELD_ORDER,
    fieldOfRefusal,
  });
  const now = new Date();
  const checked = check(fields, admin, now);
  const errors = shown(checked.errors);
  const refusedField = fieldOfRefusal(add.error);
  const refusal = add.error ? describeFailure(add.error, admin) : undefined;
  const fieldError = (name: FieldName) => errors[name] ?? (refusedField === name ? refusal : undefined);
  const withId = fields.method !== null && needsTransactionId(fields.method);

  // Success closes the dialog, which gives focus back to `Add payment`.
  function submit(event: FormEvent) {
    if (!checkOnSubmit(event, checked.errors)) return;
    if (add.isPending || checked.amount === null || fields.method === null) return;
    const body: AddPaymentBody = {
      amount: checked.amount,
      method: fields.method,
      ...(checked.transactionId ? { transactionId: checked.transactionId } : {}),
      ...(checked.receivedAt ? { receivedAt: checked.receivedAt } : {}),
      ...(checked.note ? { note: checked.note } : {}),
    };
    add.mutate({ id: booking._id, body }, { onSuccess: onDone });
  }

  const methodError = fieldError('method');
  return (
    <form className="adm-form" noValidate onSubmit={submit}>
      <BookingLine booking={booking} />
      <p className="adm-form__what">{text.what(booking.price, due)}</p>
      <FormField
        id={idOf('amount')}
        label={text.amount}
        inputMode="numeric"
        autoComplete="off"
        value={fields.amount}
        onChange={(event) => set('amount', event.target.value)}
        error={fieldError('amount')}
      />
      <fieldset
        id={idOf('method')}
        className="adm-methods"
        aria-describedby={methodError ? `${idOf('method')}-error` : undefined}
      >
        <legend>{text.method}</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="adm-methods__option">
            <input
              type="radio"
              name={idOf('method')}
              value={method}
              checked={fields.method === method}
              aria-invalid={methodError ? true : undefined}
              onChange={() => set('method', method)}
            />
            <span className="adm-methods__face">{text.methods[method]}</span>
          </label>
        ))}
        {methodError && (
          <p id={`${idOf('method')}-error`} className="adm-field__error">
            {methodError}
          </p>
        )}
      </fieldset>
      {withId && fields.method !== null && (
        <FormField
          id={idOf('transactionId')}
          label={text.transactionId(text.methods[fields.method])}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          value={fields.transactionId}
          onChange={(event) => set('transactionId', event.target.value)}
          hint={text.transactionIdHint}
          error={fieldError('transactionId')}
        />
      )}
      <FormField
        id={idOf('receivedAt')}
        label={text.receivedAt}
        type="datetime-local"
        max={venueNowValue(now)}
        value={fields.receivedAt}
        onChange={(event) => set('receivedAt', event.target.value)}
        hint={checked.receivedAt ? text.receivedAtShown(format.dateTime(checked.receivedAt)) : text.receivedAtHint}
        error={fieldError('receivedAt')}
      />
      <FormField
        id={idOf('note')}
        label={text.note}
        maxLength={NOTE_MAX_LENGTH}
        value={fields.note}
        onChange={(event) => set('note', event.target.value)}
        error={fieldError('note')}
      />
      <FormFooter
        error={refusedField === null ? add.error : null}
        disabledReason={disabledReason}
        pending={add.isPending}
        submitRef={submitRef}
        label={add.isPending ? text.saving : text.save}
      />
    </form>
  );
}
