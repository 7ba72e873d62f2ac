import type { Booking } from '@turf/sync-contract/schemas';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { NetworkError } from '../../../lib/api-client';
import { describeFailure } from '../shared/describe-failure';
import { FormField } from '../shared/form-field';
import { useQuestion } from '../shared/question-dialog';
import { useBkashRefund } from './api/bkash-refund';
import { parseTypedAmount } from './typed-amount';

/**
 * What can still go back through bKash on a cancelled booking paid online: what bKash took less what it gave back,
 * and no more than the booking is to refund; 0 when it was not paid online.
 */
export function bkashRefundable(booking: Booking): number {
  const advance = booking.managerAdvance;
  if (advance?.state !== 'paid-online') return 0;
  return Math.max(0, Math.min(advance.amount - advance.refunded, booking.toRefund ?? 0));
}

/**
 * `Refund by bKash` (issue 30, decision 089): an amount (all that can go back, unless changed), then the panel's own
 * question, as bKash sends the money at once and it cannot be taken back. The server asks bKash and records the refund
 * only on bKash's word.
 */
export function BkashRefund({ booking, disabledReason }: { booking: Booking; disabledReason: string | null }) {
  const admin = useAdminText();
  const text = admin.advance;
  const refundable = bkashRefundable(booking);
  const refund = useBkashRefund();
  const question = useQuestion();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const fieldId = useId();
  const openerRef = useRef<HTMLButtonElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const amount = parseTypedAmount(typed);
  const invalid = amount === null || amount > refundable;
  const disabled = disabledReason !== null || refund.isPending;

  if (refundable === 0 && done === null) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (invalid || amount === null) return;
    question.ask({
      title: text.refund,
      question: text.refundQuestion(amount),
      yes: text.refundYes(amount),
      no: text.refundNo,
      fallbackFocus: () => (submitRef.current ?? openerRef.current)?.focus(),
      go: () =>
        refund.mutate(
          { id: booking._id, body: { amount } },
          {
            onSuccess: () => {
              setDone(amount);
              setOpen(false);
            },
          },
        ),
    });
  }

  return (
    <div className="adm-bkash-refund">
      {done !== null && (
        <p className="adm-notice" role="status">
          {text.refunded(done)}
        </p>
      )}
      {refundable > 0 && !open && (
        <button
          ref={openerRef}
          type="button"
          className="adm-button adm-button--quiet"
          disabled={disabled}
          onClick={() => {
            setTyped(String(refundable));
            setChecked(false);
            setDone(null);
            refund.reset();
            setOpen(true);
          }}
        >
          {text.refund}
        </button>
      )}
      {refundable > 0 && open && (
        <form className="adm-bkash-refund" onSubmit={submit} noValidate>
          <FormField
            id={fieldId}
            label={text.refundAmount}
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            hint={text.refundLeft(refundable)}
            error={checked && invalid ? text.refundAmountInvalid(refundable) : undefined}
          />
          <button ref={submitRef} type="submit" className="adm-button adm-button--reject" disabled={disabled}>
            {refund.isPending ? text.refunding : text.refund}
          </button>
        </form>
      )}
      {refund.error ? (
        <p className="adm-error adm-error--small" role="alert">
          {/* No answer from the server is not "nothing changed": the refund may have gone through. bKash's own
              refusal or silence comes as the server's coded answer, worded as such. */}
          {refund.error instanceof NetworkError ? text.refundNoAnswer : describeFailure(refund.error, admin)}
        </p>
      ) : null}
      {question.dialog}
    </div>
  );
}
