import { useQueryClient } from '@tanstack/react-query';
import type { BookingRequest, WaitlistEntry } from '@turf/sync-contract/schemas';
import type { Slot } from '@turf/sync-contract/slots';
import { useId, useRef, useState } from 'react';
import type { AdminCatalogue } from '../../../i18n/admin-en';
import { useAdminText } from '../../../i18n/admin-text';
import { useVenueSettings } from '../../../lib/venue-settings';
import { removeBookingRequests } from '../booking-requests/api/get-booking-requests';
import { BookingRequestCard, type Decision } from '../booking-requests/booking-request-card';
import { CompetingRequests } from '../booking-requests/competing-requests';
import type { DaySlot } from '../shared/day-slots';
import { describeFailure } from '../shared/describe-failure';
import { useDeleteBlock } from './api/delete-block';
import { SlotBooking } from './slot-booking';
import { SlotWaitlist } from './slot-waitlist';
import { useKeepFocus } from './use-keep-focus';

/** `date slotId`: how the board finds a slot's card or cell in the page (to give it focus). */
export function slotKeyOf(slot: { date: string; slotId: string }): string {
  return `${slot.date} ${slot.slotId}`;
}

/** What a slot is, in a word or two, as the board's cells and cards say it. */
export function slotStateLabel(day: DaySlot, text: AdminCatalogue['schedule']['state']): string {
  if (day.state === 'booked') return text.booked;
  if (day.state === 'blocked') return text.blocked;
  if (day.timing === 'past') return text.past;
  if (day.timing === 'started') return text.started;
  if (day.state === 'requested') return text.requests(day.pending.length);
  return text.free;
}

export interface SlotActions {
  onBook: (day: DaySlot) => void;
  onBlock: (day: DaySlot) => void;
}

export interface SlotCardProps extends SlotActions {
  day: DaySlot;
  /** Free slots of the day to offer a turned-away team, nearest first. */
  freeSlotsNear: (slotId: Slot['slotId']) => Slot[];
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
  /** The slot's waitlist, first in line first (issue 31); empty when nobody waits for it. */
  waitlist: readonly WaitlistEntry[];
  /** The pending requests and the waitlist start open (the desktop's slot dialog, opened to see them). */
  requestsOpen?: boolean;
}

/**
 * One slot of one day with everything the manager can do with it: book or block it when free; confirm or reject its
 * requests in place; mark its booking paid or cancelled; unblock it. The phone's day is a list of these; the
 * desktop's week opens one in a dialog.
 */
export function SlotCard({
  day,
  freeSlotsNear,
  disabledReason,
  waitlist,
  requestsOpen = false,
  onBook,
  onBlock,
}: SlotCardProps) {
  const admin = useAdminText();
  const { schedule: text, format } = admin;
  const horizonDays = useVenueSettings((settings) => settings.bookingHorizonDays);
  const queryClient = useQueryClient();
  const cardRef = useRef<HTMLElement>(null);
  const keepFocus = useKeepFocus(() => cardRef.current?.focus());
  const titleId = useId();
  const requestsId = useId();
  const [open, setOpen] = useState(requestsOpen);
  const [announcement, setAnnouncement] = useState('');
  const unblock = useDeleteBlock();
  const { slot, booking, block, pending } = day;
  const offline = disabledReason !== null;

  function decided(decision: Decision, request: BookingRequest) {
    // The board showed the change at once; the requests page and the panel's count follow.
    removeBookingRequests(queryClient, [request._id]);
    setAnnouncement(
      decision === 'confirm'
        ? text.confirmedAnnouncement(request._id, slot.slotId, request.name)
        : text.rejectedAnnouncement(request._id, request.name),
    );
  }

  return (
    <article
      ref={cardRef}
      className={`adm-slot adm-slot--${day.state} is-${day.timing}`}
      data-slot-key={slotKeyOf({ date: day.date, slotId: slot.slotId })}
      aria-labelledby={titleId}
      tabIndex={-1}
      {...keepFocus}
    >
      <header className="adm-slot__head">
        <h3 className="adm-slot__title" id={titleId}>
          <span className="adm-slot__time">{format.slotTime(slot.time)}</span>{' '}
          <span className="adm-slot__id">{slot.slotId}</span>
          <span className="adm-sr-only">: {slotStateLabel(day, text.state)}</span>
        </h3>
        <p className="adm-slot__state" aria-hidden="true">
          {slotStateLabel(day, text.state)}
        </p>
        <p className="adm-slot__price">{format.price(booking?.price ?? day.price)}</p>
      </header>

      {block && (
        <div className="adm-slot__block">
          <p className="adm-slot__reason">{text.blockedBecause(block.reason)}</p>
          <button
            type="button"
            className="adm-button adm-button--quiet"
            disabled={offline || unblock.isPending}
            onClick={() => unblock.mutate(block._id, { onSuccess: () => setAnnouncement(text.unblocked(slot.slotId)) })}
          >
            {unblock.isPending ? text.unblocking : text.unblock}
            <span className="adm-sr-only"> {slot.slotId}</span>
          </button>
          {unblock.error && (
            <p className="adm-error" role="alert">
              {describeFailure(unblock.error, admin)}
            </p>
          )}
        </div>
      )}

      {day.bookings.map((shown) => (
        <SlotBooking
          key={shown._id}
          booking={shown}
          disabledReason={disabledReason}
          slotTakenByOther={(booking !== null && booking._id !== shown._id) || block !== null}
        />
      ))}

      {pending.length > 0 &&
        (booking ? (
          <CompetingRequests
            slot={{ date: day.date, slotId: slot.slotId, time: slot.time }}
            requests={pending}
            freeSlots={freeSlotsNear(slot.slotId)}
            disabledReason={disabledReason}
            onRejected={(request) => decided('reject', request)}
            headingLevel={4}
          />
        ) : (
          <div className="adm-slot__requests">
            <button
              type="button"
              className="adm-button adm-button--quiet adm-button--wide"
              aria-expanded={open}
              aria-controls={requestsId}
              onClick={() => setOpen(!open)}
            >
              {text.showRequests(open, pending.length)}
            </button>
            {open && (
              <ol className="adm-cards adm-slot__request-list" id={requestsId}>
                {pending.map((request) => (
                  <li key={request._id}>
                    <BookingRequestCard
                      request={request}
                      clash={pending.length > 1}
                      disabledReason={disabledReason}
                      blockedReason={block?.reason}
                      onDone={() => {}}
                      onDecided={decided}
                    />
                  </li>
                ))}
              </ol>
            )}
          </div>
        ))}

      {waitlist.length > 0 && (
        <SlotWaitlist day={day} line={waitlist} disabledReason={disabledReason} startOpen={requestsOpen} />
      )}

      {(day.bookable || day.blockable) && (
        <div className="adm-slot__actions">
          {day.bookable && (
            <button
              type="button"
              className="adm-button adm-button--confirm"
              disabled={offline}
              onClick={() => onBook(day)}
            >
              {text.book}
              <span className="adm-sr-only"> {slot.slotId}</span>
            </button>
          )}
          <button
            type="button"
            className="adm-button adm-button--quiet"
            disabled={offline}
            onClick={() => onBlock(day)}
          >
            {text.block}
            <span className="adm-sr-only"> {slot.slotId}</span>
          </button>
        </div>
      )}
      {day.blockable && !day.bookable && <p className="adm-muted adm-small">{text.beyondHorizon(horizonDays)}</p>}
      <p className="adm-sr-only" role="status">
        {announcement}
      </p>
    </article>
  );
}
