import type { Booking, Payment } from '@turf/sync-contract/schemas';
import { useLayoutEffect, useRef, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { AdminDialog } from '../shared/admin-dialog';
import { describeFailure } from '../shared/describe-failure';
import { focusIsLost } from '../shared/focus';
import { useQuestion } from '../shared/question-dialog';
import { useRemovePayment } from './api/remove-payment';
import { CancelledMoney } from './cancelled-money';
import { PaymentForm } from './payment-form';
import { dueOf } from './payment-state';
import { useDescribeBooking } from './use-describe-booking';
import './bookings.css';

/** `Due BDT 1500` or `Paid` (with the change to give back when more was paid); nothing when the due is not known. */
export function PaymentStatus({ booking }: { booking: Booking }) {
  const { payments: text } = useAdminText();
  const due = dueOf(booking);
  if (due === null) return null;
  return (
    <p className={`adm-payments__status ${due > 0 ? 'is-due' : 'is-paid'}`}>
      {due > 0 ? text.due(due) : text.paid}
      {due < 0 && <span className="adm-payments__change"> · {text.toGiveBack(-due)}</span>}
    </p>
  );
}

/**
 * A booking's payments where its card or row is shown (the Database, the board): what is due, each payment with its
 * `Remove`, and `Add payment`, which opens the form in a dialog. A copy without its payments (the board's answer)
 * shows only `Add payment`: its card already says Paid or Unpaid.
 */
export function BookingPayments({
  booking,
  disabled,
  disabledReason,
}: {
  booking: Booking;
  /** The booking's other controls are busy, or server actions are off. */
  disabled: boolean;
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
}) {
  const admin = useAdminText();
  const text = admin.payments;
  const what = useDescribeBooking()(booking);
  const [adding, setAdding] = useState(false);
  const remove = useRemovePayment();
  const question = useQuestion();
  const addButton = useRef<HTMLButtonElement>(null);
  /** The payment whose Remove was pressed, and that button, until the removal is shown or refused. */
  const removeFocus = useRef<{ paymentId: string; button: HTMLElement } | null>(null);
  const payments = booking.payments ?? [];

  // A Remove button drops focus while disabled for its call, and goes with its payment once removed: focus goes back
  // to it when the removal is refused, else to `Add payment`, the control that stays. Focus the manager moved
  // elsewhere meanwhile stays there. A layout effect, so it lands before anything else looks for lost focus.
  const paymentIds = payments.map((payment) => payment.id).join(' ');
  useLayoutEffect(() => {
    const pressed = removeFocus.current;
    if (pressed === null) return;
    const gone = !paymentIds.split(' ').includes(pressed.paymentId);
    if (!gone && (remove.isPending || !remove.isError)) return;
    removeFocus.current = null;
    if (!focusIsLost() && document.activeElement !== pressed.button) return;
    if (!gone && pressed.button.isConnected) pressed.button.focus();
    else addButton.current?.focus();
  }, [paymentIds, remove.isPending, remove.isError]);

  function removePayment(payment: Payment) {
    question.ask({
      title: `${text.remove}${text.removeWhich(payment.amount, text.methods[payment.method])}`,
      question: text.removeQuestion,
      yes: text.removeYes,
      no: text.keepPayment,
      // Focus is back on this payment's Remove by now (useQuestion).
      go: () => {
        const button = document.activeElement;
        removeFocus.current = button instanceof HTMLElement ? { paymentId: payment.id, button } : null;
        remove.mutate({ bookingId: booking._id, paymentId: payment.id });
      },
      fallbackFocus: () => addButton.current?.focus(),
    });
  }

  return (
    <div className="adm-payments">
      {/* A cancelled booking owes nothing (decision 071): no Due, no Add payment; its money is to refund or kept. */}
      {booking.cancelled ? (
        <CancelledMoney booking={booking} disabledReason={disabled ? (disabledReason ?? '') : null} />
      ) : (
        <PaymentStatus booking={booking} />
      )}
      {payments.length > 0 && (
        <ul className="adm-payments__list" aria-label={text.listLabel}>
          {payments.map((payment) => (
            <li key={payment.id} className="adm-payments__item">
              <span className="adm-payments__facts">
                <strong>{admin.format.price(payment.amount)}</strong> {text.methods[payment.method]}
                {payment.transactionId && <span className="adm-mono"> {payment.transactionId}</span>}
                <span className="adm-payments__when"> · {admin.format.dateTime(payment.receivedAt)}</span>
                {(payment.madeByToggle || payment.note) && (
                  <span className="adm-payments__note"> · {payment.madeByToggle ? text.markedPaid : payment.note}</span>
                )}
              </span>
              <button
                type="button"
                className="adm-button adm-button--quiet"
                disabled={disabled || remove.isPending}
                onClick={() => removePayment(payment)}
              >
                {remove.isPending && remove.variables?.paymentId === payment.id ? text.removing : text.remove}
                <span className="adm-sr-only">{text.removeWhich(payment.amount, text.methods[payment.method])}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!booking.cancelled && (
        <button
          ref={addButton}
          type="button"
          className="adm-button adm-button--quiet"
          disabled={disabled}
          onClick={() => {
            remove.reset();
            setAdding(true);
          }}
        >
          {text.add}
          <span className="adm-sr-only">{text.addWhich(what)}</span>
        </button>
      )}
      {remove.error ? (
        <p className="adm-error adm-error--small" role="alert">
          {describeFailure(remove.error, admin)}
        </p>
      ) : null}
      {question.dialog}
      {adding && (
        <AdminDialog title={text.add} onClose={() => setAdding(false)} fallbackFocus={() => addButton.current?.focus()}>
          <PaymentForm booking={booking} disabledReason={disabledReason} onDone={() => setAdding(false)} />
        </AdminDialog>
      )}
    </div>
  );
}
