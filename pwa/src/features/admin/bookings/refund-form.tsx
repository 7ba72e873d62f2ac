import { NOTE_MAX_LENGTH } from '@turf/sync-contract/messages';
import { PAYMENT_METHODS, type PaymentMethod } from '@turf/sync-contract/payments';
import type { Booking } from '@turf/sync-contract/schemas';
import type { FormEvent } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from '../shared/describe-failure';
import { FormField } from '../shared/form-field';
import { FormFooter } from '../shared/form-footer';
import { noteProblem } from '../shared/note-problem';
import { useSubmitAndFocus } from '../shared/use-submit-and-focus';
import { useAddRefund } from './api/add-refund';
import { BookingLine } from './booking-line';
import { parseTypedAmount } from './typed-amount';
import './bookings.css';

interface Fields {
  amount: string;
  method: PaymentMethod;
  note: string;
}
type FieldName = keyof Fields;
const FIELD_ORDER: readonly FieldName[] = ['amount', 'method', 'note'];

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
  const { refunds: text, payments } = admin;
  const add = useAddRefund();
  const { fields, set, idOf, submitRef, checkOnSubmit, shown } = useSubmitAndFocus<Fields, FieldName>({
    initial: () => ({ amount: toRefund > 0 ? String(toRefund) : '', method: 'cash', note: '' }),
    mutation: add,
    fieldOrder: FIELD_ORDER,
    fieldOfRefusal,
  });
  const amount = parseTypedAmount(fields.amount);
  const note = fields.note.trim();
  const problems: Partial<Record<FieldName, string>> = {};
  if (amount === null) problems.amount = payments.amountInvalid;
  problems.note = noteProblem(note, admin);
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
      <BookingLine booking={booking} />
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
