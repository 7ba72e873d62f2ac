import type { Booking } from '@turf/sync-contract/schemas';
import { useRef, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { AdminDialog } from '../shared/admin-dialog';
import { describeFailure } from '../shared/describe-failure';
import { useUpdateBooking } from './api/update-booking';
import { BkashRefund } from './bkash-refund';
import { KeepMoneyForm } from './keep-money-form';
import { RefundForm } from './refund-form';
import { useDescribeBooking } from './use-describe-booking';
import './bookings.css';

/**
 * What a cancelled booking's card says of money (issue 29, decision 071): it owes nothing, so no `Due` and no `Add
 * payment`; what it received is `To refund` until the manager records the refund or keeps it with a note. A copy
 * without the server's figures (an old device copy) says only that nothing is due.
 */
export function CancelledMoney({ booking, disabledReason }: { booking: Booking; disabledReason: string | null }) {
  const admin = useAdminText();
  const text = admin.refunds;
  const what = useDescribeBooking()(booking);
  const [open, setOpen] = useState<'refund' | 'keep' | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const undoKeep = useUpdateBooking();
  const toRefund = booking.toRefund ?? 0;
  const kept = booking.refundKeptNote ?? null;
  const refunds = booking.refunds ?? [];
  const disabled = disabledReason !== null || undoKeep.isPending;

  function show(which: 'refund' | 'keep', button: HTMLButtonElement) {
    opener.current = button;
    setOpen(which);
  }

  return (
    <div className="adm-refunds">
      <p className={`adm-payments__status ${toRefund > 0 ? 'is-due' : 'is-paid'}`}>
        {toRefund > 0 ? text.toRefund(toRefund) : kept !== null ? text.kept(kept) : text.nothingDue}
      </p>
      {refunds.length > 0 && (
        <ul className="adm-payments__list" aria-label={text.listLabel}>
          {refunds.map((refund) => (
            <li key={refund.id} className="adm-payments__item">
              <span className="adm-payments__facts">
                {text.refunded} <strong>{admin.format.price(refund.amount)}</strong>{' '}
                {admin.payments.methods[refund.method]}
                <span className="adm-payments__when"> · {admin.format.dateTime(refund.refundedAt)}</span>
                {refund.note && <span className="adm-payments__note"> · {refund.note}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      {toRefund > 0 && (
        <div className="adm-refunds__actions">
          <button
            type="button"
            className="adm-button adm-button--quiet"
            disabled={disabled}
            onClick={(event) => show('refund', event.currentTarget)}
          >
            {text.record}
            <span className="adm-sr-only">{text.which(what)}</span>
          </button>
          <button
            type="button"
            className="adm-button adm-button--quiet"
            disabled={disabled}
            onClick={(event) => show('keep', event.currentTarget)}
          >
            {text.keep}
            <span className="adm-sr-only">{text.which(what)}</span>
          </button>
        </div>
      )}
      <BkashRefund booking={booking} disabledReason={disabledReason} />
      {kept !== null && (
        <button
          type="button"
          className="adm-button adm-button--quiet"
          disabled={disabled}
          onClick={() => undoKeep.mutate({ id: booking._id, body: { refundKeptNote: null } })}
        >
          {text.refundInstead}
          <span className="adm-sr-only">{text.which(what)}</span>
        </button>
      )}
      {undoKeep.error ? (
        <p className="adm-error adm-error--small" role="alert">
          {describeFailure(undoKeep.error, admin)}
        </p>
      ) : null}
      {open !== null && (
        <AdminDialog
          title={open === 'refund' ? text.record : text.keep}
          onClose={() => setOpen(null)}
          fallbackFocus={() => opener.current?.focus()}
        >
          {open === 'refund' ? (
            <RefundForm
              booking={booking}
              toRefund={toRefund}
              disabledReason={disabledReason}
              onDone={() => setOpen(null)}
            />
          ) : (
            <KeepMoneyForm
              booking={booking}
              toRefund={toRefund}
              disabledReason={disabledReason}
              onDone={() => setOpen(null)}
            />
          )}
        </AdminDialog>
      )}
    </div>
  );
}
