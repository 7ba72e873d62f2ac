import type { Slot } from '@turf/sync-contract/slots';
import { useEffect, useRef } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { useText } from '../../../i18n/text';
import { useCopyText } from '../../../lib/use-copy-text';
import { useVenueSettings } from '../../../lib/venue-settings';
import { bookingSavedMessage, customerWhatsappLink, seriesSavedMessage } from '../shared/customer-chat';
import { ScrollRegion } from '../shared/scroll-region';
import type { ManagerBookingResult } from './api/create-manager-booking';

/** A Booking ID the manager reads out or pastes into a chat, with `Copy`. */
function BookingIdCopy({ id }: { id: string }) {
  const idRef = useRef<HTMLElement>(null);
  const admin = useAdminText();
  const text = admin.saved;
  const [copied, copy] = useCopyText();
  async function copyId() {
    if ((await copy(id)) === 'failed' && idRef.current) window.getSelection()?.selectAllChildren(idRef.current);
  }
  return (
    <div className="adm-saved__id">
      <span className="adm-card__label">{admin.common.bookingId}</span>
      <strong ref={idRef} className="adm-card__id" data-testid="saved-booking-id">
        {id}
      </strong>
      <button type="button" className="adm-button adm-button--quiet" onClick={copyId}>
        {text.copy}
        <span className="adm-sr-only">{text.copyWhich(id)}</span>
      </button>
      <p className={copied === 'failed' ? 'adm-error adm-small' : 'adm-muted adm-small'} role="status">
        {copied === 'copied' ? text.copied : copied === 'failed' ? text.copyFailed : ''}
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
  const admin = useAdminText();
  const { saved: text, format } = admin;
  // The manager booked for a customer by phone or at the gate: the message is in the panel's language.
  const { locale } = useText();
  const venueName = useVenueSettings((settings) => settings.venue.name);
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
      ? bookingSavedMessage(
          { id: result.booking._id, name, date: result.booking.date, time: slot.time },
          venueName,
          locale,
        )
      : seriesSavedMessage({ name, time: slot.time, booked, skipped }, venueName, locale);

  return (
    <div className="adm-saved">
      <p ref={headingRef} className="adm-saved__title" tabIndex={-1}>
        {result.kind === 'single'
          ? text.bookedFor(name, result.booking.date, slot.time)
          : text.bookedWeeks(booked.length, booked.length + skipped.length, name, slot.time)}
      </p>
      {first && <BookingIdCopy id={first.id} />}
      {result.kind === 'series' && (
        <ScrollRegion label={text.datesLabel}>
          <ul className="adm-preview">
            {booked.map((booking) => (
              <li key={booking.id}>
                <span>{format.shortDate(booking.date)}</span>
                <span className="adm-preview__state is-free">
                  {text.booked} <span className="adm-mono">{booking.id}</span>
                </span>
              </li>
            ))}
            {skipped.map((skip) => (
              <li key={skip.date}>
                <span>{format.shortDate(skip.date)}</span>
                <span className="adm-preview__state">{text.skipped(admin.seriesPreview.state[skip.reason])}</span>
              </li>
            ))}
          </ul>
        </ScrollRegion>
      )}
      <div className="adm-saved__actions">
        <a
          className="adm-button adm-button--confirm"
          href={customerWhatsappLink(phone, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {text.sendOnWhatsapp}
          <span className="adm-sr-only">{text.sendTo(name)}</span>
        </a>
        <button type="button" className="adm-button adm-button--quiet" onClick={onDone}>
          {admin.common.done}
        </button>
      </div>
    </div>
  );
}
