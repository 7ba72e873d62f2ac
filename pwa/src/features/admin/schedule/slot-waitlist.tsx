import type { WaitlistEntry } from '@turf/sync-contract/schemas';
import { useId, useRef, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import type { DaySlot } from '../shared/day-slots';
import { describeFailure } from '../shared/describe-failure';
import { focusFirstControl } from '../shared/focus';
import { useQuestion } from '../shared/question-dialog';
import { useOfferWaitlistEntry } from './api/offer-waitlist-entry';
import { WaitlistEntryItem } from './waitlist-entry';

/** The offer of a line whose time has not run out at `now`, if any: the one an offer to someone else withdraws. */
function liveOffer(line: readonly WaitlistEntry[], now: number): WaitlistEntry | null {
  const live = (entry: WaitlistEntry) =>
    entry.state === 'offered' && entry.offerEndsAt !== null && Date.parse(entry.offerEndsAt) > now;
  return line.find(live) ?? null;
}

export interface SlotWaitlistProps {
  day: DaySlot;
  /** The slot's waitlist, first in line first (never empty). */
  line: readonly WaitlistEntry[];
  /** Server actions are off (offline): why, or null. */
  disabledReason: string | null;
  /** The list starts open (the desktop's slot dialog, opened to see the slot). */
  startOpen: boolean;
}

/**
 * A slot's waitlist on its card (issue 31): `Waitlist: N`, opening to the line, each with `Offer now` while the slot is
 * to come. An offer holds the slot for that person; one at a time per slot, and offering to one while another holds a
 * live offer withdraws that, so the manager is asked first. A slot still booked or blocked cannot be offered: its
 * buttons are off and say why.
 */
export function SlotWaitlist({ day, line, disabledReason, startOpen }: SlotWaitlistProps) {
  const admin = useAdminText();
  const { format } = admin;
  const text = admin.schedule.waitlist;
  const [open, setOpen] = useState(startOpen);
  const [announcement, setAnnouncement] = useState('');
  const listId = useId();
  const noteId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const offering = useOfferWaitlistEntry();
  const question = useQuestion();
  const held = day.state === 'booked' || day.state === 'blocked';
  const offerable = day.timing === 'upcoming';
  const sendingId = offering.isPending ? (offering.variables?.id ?? null) : null;
  const refused = offering.error && offering.variables ? offering.variables : null;
  const failure = refused ? describeFailure(offering.error, admin) : null;
  // A refusal for someone no longer in line (they left it, or took the slot) is said under the list instead.
  const refusedGone = refused !== null && !line.some((entry) => entry.id === refused.id);

  function send(entry: WaitlistEntry, sent: () => void) {
    sent();
    setAnnouncement('');
    offering.mutate(entry, {
      onSuccess: (offered) => setAnnouncement(text.offered(offered.name, format.clock(offered.offerEndsAt ?? ''))),
    });
  }

  function offer(entry: WaitlistEntry, sent: () => void) {
    const other = liveOffer(line, Date.now());
    if (other === null || other.id === entry.id) {
      send(entry, sent);
      return;
    }
    question.ask({
      title: text.offerNow,
      question: text.withdrawQuestion(other.name, format.clock(other.offerEndsAt ?? ''), entry.name),
      yes: text.withdrawYes(entry.name),
      no: text.keepOffer,
      go: () => send(entry, sent),
      fallbackFocus: () => focusFirstControl(listRef.current),
    });
  }

  return (
    <div className="adm-slot__waitlist">
      <button
        type="button"
        className="adm-button adm-button--quiet adm-button--wide"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {text.count(line.length)}
      </button>
      {open && (
        <div id={listId}>
          {offerable && held && (
            <p id={noteId} className="adm-muted adm-small">
              {text.whenFree}
            </p>
          )}
          <ol ref={listRef} className="adm-waitlist" aria-label={text.listLabel(day.slot.slotId)}>
            {line.map((entry) => (
              <WaitlistEntryItem
                key={entry.id}
                entry={entry}
                offer={
                  offerable
                    ? {
                        disabled: disabledReason !== null || held || offering.isPending,
                        describedBy: held ? noteId : undefined,
                      }
                    : null
                }
                sending={sendingId === entry.id}
                failure={refused?.id === entry.id ? failure : null}
                onOffer={offer}
              />
            ))}
          </ol>
        </div>
      )}
      {refused && refusedGone && (
        <p className="adm-error" role="alert">
          {refused.name}: {failure}
        </p>
      )}
      {question.dialog}
      <p className="adm-sr-only" role="status">
        {announcement}
      </p>
    </div>
  );
}
