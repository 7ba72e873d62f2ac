import { NOTE_MAX_LENGTH } from '@turf/sync-contract/messages';
import { PAYMENT_AMOUNT_MAX, PAYMENT_METHODS, type PaymentMethod } from '@turf/sync-contract/payments';
import { isPlainText } from '@turf/sync-contract/plain-text';
import type { Booking } from '@turf/sync-contract/schemas';
import type { FormEvent } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from '../shared/describe-failure';
import { FormField } from '../shared/form-field';
import { FormFooter } from '../shared/form-footer';
import { useSubmitAndFocus } from '../shared/use-submit-and-focus';
import { useAddRefund } from './api/add-refund';
import './bookings.css';

interface Fields {
  amount: string;
  method: PaymentMethod;
  note: string;
}
type FieldName = keyof Fields;
const FIELD_ORDER: readonly FieldName[] = ['amount', 'method', 'note'];
const BANGLA_DIGIT = /[০-৯]/g;

/** Whole taka as typed (Bangla digits and `1,500` too), or null. */
function parseAmount(typed: string): number | null {
  const digits = typed
    .trim()
    .replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/,/g, '');
  if (!/^\d{1,8}$/.test(digits)) return null;
  const amount = Number(digits);
  return amount >= 1 && amount <= PAYMENT_AMOUNT_MAX ? amount : null;
}

function fieldOfRefusal(error: unknown): FieldName | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'REFUND_OVER_RECEIVED' || error.code === 'PAYMENT_AMOUNT_INVALID') return 'amount';
  if (error.code === 'NOTE_TOO_LONG' || error.code === 'NOTE_HIDDEN_CHARACTERS') return 'note';
  return null;
}

/** `Record refund` on a cancelled booking: the amount prefilled with what is to refund, cash unless changed. */
export function RefundForm({
  booking,
  toRefund,
  disabledReason,
  onDone,
}: {
  booking: Booking;
  toRefund: number;
  disabledReason: string | null;
  onDone: () => void;
}) {
  const admin = useAdminText();
  const { refunds: text, payments, format } = admin;
  const add = useAddRefund();
  const { fields, set, idOf, submitRef, checkOnSubmit, shown } = useSubmitAndFocus<Fields, FieldName>({
    initial: () => ({ amount: toRefund > 0 ? String(toRefund) : '', method: 'cash', note: '' }),
    mutation: add,
    fieldOrder: FIELD_ORDER,
    fieldOfRefusal,
  });
  const amount = parseAmount(fields.amount);
  const note = fields.note.trim();
  const problems: Partial<Record<FieldName, string>> = {};
  if (amount === null) problems.amount = payments.amountInvalid;
  if (note.length > NOTE_MAX_LENGTH) problems.note = admin.bookingForm.noteTooLong;
  else if (!isPlainText(note)) problems.note = admin.bookingForm.noteHidden;
  const errors = shown(problems);
  const refusedField = fieldOfRefusal(add.error);
  const refusal = add.error ? describeFailure(add.error, admin) : undefined;
  const fieldError = (name: FieldName) => errors[name] ?? (refusedField === name ? refusal : undefined);

  function submit(event: FormEvent) {
    if (!checkOnSubmit(event, problems)) return;
    if (add.isPending || amount === null) return;
    const body = { amount, method: fields.method, ...(note ? { note } : {}) };
    add.mutate({ id: booking._id, body }, { onSuccess: onDone });
  }

  return (
    <form className="adm-form" noValidate onSubmit={submit}>
      <p className="adm-form__booking">
        {payments.forBooking(
          booking.name,
          format.longDate(booking.date),
          format.slotTime(booking.time),
          booking.slotId,
        )}
      </p>
      <p className="adm-form__what">{text.toRefund(toRefund)}</p>
      <FormField
        id={idOf('amount')}
        label={text.amount}
        inputMode="numeric"
        autoComplete="off"
        value={fields.amount}
        onChange={(event) => set('amount', event.target.value)}
        error={fieldError('amount')}
      />
      <fieldset id={idOf('method')} className="adm-methods">
        <legend>{text.method}</legend>
        {PAYMENT_METHODS.map((method) => (
          <label key={method} className="adm-methods__option">
            <input
              type="radio"
              name={idOf('method')}
              value={method}
              checked={fields.method === method}
              onChange={() => set('method', method)}
            />
            <span className="adm-methods__face">{payments.methods[method]}</span>
          </label>
        ))}
      </fieldset>
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
