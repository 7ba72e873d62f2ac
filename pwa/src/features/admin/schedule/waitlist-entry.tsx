import type { WaitlistEntry } from '@turf/sync-contract/schemas';
import { useLayoutEffect, useRef } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { focusIsLost } from '../shared/focus';
import { PhoneLink } from '../shared/phone-link';

export interface WaitlistEntryItemProps {
  entry: WaitlistEntry;
  /** `Offer now` is shown (the slot has not started): whether it can be pressed, and the note that says why not. */
  offer: { disabled: boolean; describedBy?: string } | null;
  /** This entry's offer is on its way to the server. */
  sending: boolean;
  /** Why the server refused this entry's offer, in the panel's words; null when it did not. */
  failure: string | null;
  /** `Offer now` pressed: `sent` is called if the offer goes out (the manager may be asked first, and say no). */
  onOffer: (entry: WaitlistEntry, sent: () => void) => void;
}

/**
 * One person in a slot's line: their place, name and phone (a tap calls them), and either the offer they hold, until
 * when, or `Offer now`, with the server's refusal under them.
 */
export function WaitlistEntryItem({ entry, offer, sending, failure, onOffer }: WaitlistEntryItemProps) {
  const { format, schedule } = useAdminText();
  const text = schedule.waitlist;
  const itemRef = useRef<HTMLLIElement>(null);
  /** Offer now went out from here and was not refused: its button goes once the offer shows. */
  const sent = useRef(false);
  const offered = entry.state === 'offered';

  // The pressed button is replaced by the offer: focus stays on this person rather than falling to the slot's card.
  // This item's layout effect runs before the card's own (useKeepFocus), which then finds focus in place.
  useLayoutEffect(() => {
    if (!offered || !sent.current) return;
    sent.current = false;
    if (focusIsLost()) itemRef.current?.focus();
  }, [offered]);
  useLayoutEffect(() => {
    if (failure !== null) sent.current = false;
  }, [failure]);

  return (
    <li ref={itemRef} className="adm-waitlist__entry" data-entry-id={entry.id} tabIndex={-1} aria-busy={sending}>
      <span className="adm-waitlist__position">{format.number(entry.position)}</span>
      <span className="adm-waitlist__who">
        <strong>{entry.name}</strong> <PhoneLink phone={entry.phone} />
      </span>
      {offered ? (
        <span className="adm-tag adm-tag--offered">{text.offeredUntil(format.clock(entry.offerEndsAt ?? ''))}</span>
      ) : (
        offer && (
          <button
            type="button"
            className="adm-button adm-button--confirm adm-waitlist__offer"
            disabled={offer.disabled || sending}
            aria-describedby={offer.describedBy}
            onClick={() =>
              onOffer(entry, () => {
                sent.current = true;
              })
            }
          >
            {sending ? text.offering : text.offerNow}
            <span className="adm-sr-only">: {entry.name}</span>
          </button>
        )
      )}
      {failure && (
        <p className="adm-error adm-waitlist__error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
