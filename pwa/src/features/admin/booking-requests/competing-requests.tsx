import type { BookingRequest } from '@turf/sync-contract/schemas';
import type { Slot } from '@turf/sync-contract/slots';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { useVenueSettings } from '../../../lib/venue-settings';
import { customerWhatsappLink, slotTakenMessage } from '../shared/customer-chat';
import { describeFailure } from '../shared/describe-failure';
import { focusFirstControl, focusIsLost, useFocusAfterRemoval } from '../shared/focus';
import { PhoneLink } from '../shared/phone-link';
import { useRejectBookingRequest } from './api/reject-booking-request';
import './competing-requests.css';

export interface CompetingRequestsProps {
  /** The slot now booked. */
  slot: { date: string; slotId: string; time: string };
  /** The other requests still pending for it, oldest first. */
  requests: readonly BookingRequest[];
  /** Free slots of that day to offer in the message; null while unknown. */
  freeSlots: readonly Slot[] | null;
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
  /** The server rejected one: the caller takes it off its lists. */
  onRejected: (request: BookingRequest) => void;
  /** The heading's id, for a caller that moves focus to it. */
  headingId?: string;
  /** A `Done` button, for a panel the manager dismisses. */
  onDone?: () => void;
  /** Its heading's level where it stands: under the page's title (2) or inside a slot's card (4). */
  headingLevel: 2 | 4;
}

const rowDomId = (id: string) => `competing-${id}`;

/**
 * After a confirm: the other requests that wanted the same slot, each with a one-tap `Reject` and a WhatsApp chat
 * to that customer with a polite message naming the slot and what is still free that day.
 */
export function CompetingRequests({
  slot,
  requests,
  freeSlots,
  disabledReason,
  onRejected,
  headingId,
  onDone,
  headingLevel,
}: CompetingRequestsProps) {
  const admin = useAdminText();
  const text = admin.competing;
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const ownId = useId();
  const titleId = headingId ?? ownId;
  const ids = useMemo(() => requests.map((request) => request._id), [requests]);
  // A rejected row leaves: focus goes on to the next row (or the one before, or the heading).
  const focusKeeper = useFocusAfterRemoval(ids, {
    itemOf: (element) => element.closest('[data-competing-id]')?.getAttribute('data-competing-id') ?? null,
    focusItem: (id) => focusFirstControl(document.getElementById(rowDomId(id))),
    focusEmpty: () => document.getElementById(titleId)?.focus(),
  });

  return (
    <section className="adm-competing" aria-labelledby={titleId}>
      <Heading className="adm-competing__title" id={titleId} tabIndex={-1}>
        {text.title(slot.slotId, slot.time, slot.date)}
      </Heading>
      {requests.length === 0 ? (
        <p className="adm-muted">{text.none}</p>
      ) : (
        <>
          <p className="adm-muted">{text.stillWaiting(requests.length)}</p>
          <ul className="adm-competing__list" {...focusKeeper}>
            {requests.map((request) => (
              <CompetingRow
                key={request._id}
                request={request}
                freeSlots={freeSlots}
                disabledReason={disabledReason}
                onRejected={onRejected}
              />
            ))}
          </ul>
        </>
      )}
      {onDone && (
        <button type="button" className="adm-button adm-button--quiet" onClick={onDone}>
          {admin.common.done}
        </button>
      )}
    </section>
  );
}

function CompetingRow({
  request,
  freeSlots,
  disabledReason,
  onRejected,
}: {
  request: BookingRequest;
  freeSlots: readonly Slot[] | null;
  disabledReason: string | null;
  onRejected: (request: BookingRequest) => void;
}) {
  const admin = useAdminText();
  const text = admin.competing;
  const reject = useRejectBookingRequest();
  const rejectRef = useRef<HTMLButtonElement>(null);
  const venueName = useVenueSettings((settings) => settings.venue.name);
  // A refused Reject leaves the row: focus, dropped while the button was disabled, goes back to it.
  useEffect(() => {
    if (reject.isError && focusIsLost()) rejectRef.current?.focus();
  }, [reject.isError]);
  const message = slotTakenMessage({ ...request, id: request._id, freeSlots }, venueName);
  return (
    <li className="adm-competing__row" id={rowDomId(request._id)} data-competing-id={request._id}>
      <p className="adm-competing__who">
        <strong>{request.name}</strong> <PhoneLink phone={request.phone} />
        <span className="adm-competing__id">{text.bookingId(request._id)}</span>
      </p>
      <div className="adm-competing__actions">
        <a
          className="adm-button adm-button--quiet"
          href={customerWhatsappLink(request.phone, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {admin.common.whatsapp}
          <span className="adm-sr-only"> {request.name}</span>
        </a>
        <button
          ref={rejectRef}
          type="button"
          className="adm-button adm-button--reject"
          disabled={reject.isPending || disabledReason !== null}
          onClick={() => reject.mutate(request, { onSuccess: () => onRejected(request) })}
        >
          {reject.isPending ? text.rejecting : text.reject}
          <span className="adm-sr-only">{admin.card.whichRequest(request._id)}</span>
        </button>
      </div>
      {reject.error && (
        <p className="adm-error" role="alert">
          {describeFailure(reject.error, admin)}
        </p>
      )}
    </li>
  );
}
