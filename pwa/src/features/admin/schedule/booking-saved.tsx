import type { Slot } from '@turf/sync-contract/slots';
import { useEffect, useRef } from 'react';
import { useCopyText } from '../../../lib/use-copy-text';
import { bookingSavedMessage, customerWhatsappLink, seriesSavedMessage } from '../shared/customer-chat';
import { formatShortDate } from '../shared/format';
import type { ManagerBookingResult } from './api/create-manager-booking';

export const COPY_FAILED = 'Could not copy. The Booking ID is selected: copy it by hand.';

/** A Booking ID the manager reads out or pastes into a chat, with `Copy`. */
function BookingIdCopy({ id }: { id: string }) {
  const idRef = useRef<HTMLElement>(null);
  const [copied, copy] = useCopyText();
  async function copyId() {
    if ((await copy(id)) === 'failed' && idRef.current) window.getSelection()?.selectAllChildren(idRef.current);
  }
  return (
    <div className="adm-saved__id">
      <span className="adm-card__label">Booking ID</span>
      <strong ref={idRef} className="adm-card__id" data-testid="saved-booking-id">
        {id}
      </strong>
      <button type="button" className="adm-button adm-button--quiet" onClick={copyId}>
        Copy<span className="adm-sr-only"> Booking ID {id}</span>
      </button>
      <p className={copied === 'failed' ? 'adm-error adm-small' : 'adm-muted adm-small'} role="status">
        {copied === 'copied' ? 'Copied to clipboard!' : copied === 'failed' ? COPY_FAILED : ''}
      </p>
    </div>
  );
}

/**
 * What saving made: the Booking ID to give the customer, with `Copy`, and a WhatsApp chat to the customer's number
 * with the booking written out; for a weekly series, each date booked (its own ID) and each date skipped, and why.
 */
export function BookingSaved({
  result,
  slot,
  name,
  phone,
  onDone,
}: {
  result: ManagerBookingResult;
  slot: Slot;
  name: string;
  phone: string;
  onDone: () => void;
}) {
  const headingRef = useRef<HTMLParagraphElement>(null);
  // The form the manager was in has gone: focus comes to what it made, read out at once.
  useEffect(() => headingRef.current?.focus(), []);

  const booked =
    result.kind === 'single'
      ? [{ id: result.booking._id, date: result.booking.date }]
      : result.created.map((booking) => ({ id: booking._id, date: booking.date }));
  const skipped = result.kind === 'single' ? [] : result.skipped;
  const first = booked[0];
  const message =
    result.kind === 'single'
      ? bookingSavedMessage({ id: result.booking._id, name, date: result.booking.date, time: slot.time })
      : seriesSavedMessage({ name, time: slot.time, booked, skipped });

  return (
    <div className="adm-saved">
      <p ref={headingRef} className="adm-saved__title" tabIndex={-1}>
        {result.kind === 'single'
          ? `Booked for ${name}: ${formatShortDate(result.booking.date)}, ${slot.time}.`
          : `Booked ${booked.length} of ${booked.length + skipped.length} weeks for ${name}, ${slot.time}.`}
      </p>
      {first && <BookingIdCopy id={first.id} />}
      {result.kind === 'series' && (
        <ul className="adm-preview">
          {booked.map((booking) => (
            <li key={booking.id}>
              <span>{formatShortDate(booking.date)}</span>
              <span className="adm-preview__state is-free">
                booked <span className="adm-mono">{booking.id}</span>
              </span>
            </li>
          ))}
          {skipped.map((skip) => (
            <li key={skip.date}>
              <span>{formatShortDate(skip.date)}</span>
              <span className="adm-preview__state">skipped: {skip.reason}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="adm-saved__actions">
        <a
          className="adm-button adm-button--confirm"
          href={customerWhatsappLink(phone, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Send on WhatsApp<span className="adm-sr-only"> to {name}</span>
        </a>
        <button type="button" className="adm-button adm-button--quiet" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
