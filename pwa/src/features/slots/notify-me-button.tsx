import { getSlot } from '@turf/sync-contract/slots';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTimeLeft } from '../../components/advance/use-time-left';
import { Icon } from '../../components/icon';
import { useText } from '../../i18n/text';
import { useWaitlistText } from '../../i18n/waitlist-text';
import { PATHS, WAITLIST_HIGHLIGHT_PARAM } from '../../lib/config';
import { useOnline } from '../../lib/online';
import { useFocusKept } from '../../lib/use-focus-kept';
import { joinedOnDevice } from '../../lib/waitlist/joined-on-device';
import { type DeviceWaitlistEntry, shownWaitlistState } from '../../lib/waitlist/waitlist-entry';
import type { WaitlistActionProps } from './waitlist-action';
import './waitlist.css';

// The form, with the waitlist's calls and the device's database, only once the visitor asks for it.
const JoinWaitlistDialog = lazy(() => import('./join-waitlist-dialog'));
// Where this device stands on the slot, from its database: loaded only on a phone that has joined a waitlist (a first
// visit to `/slots` loads no database library, decision 057). A chunk that cannot load leaves `Notify me`.
const SlotEntrySource = lazy(() => import('./slot-entry-source').catch(() => ({ default: () => null })));

/**
 * Loaded lazily (`WaitlistAction`): the booked slot's waitlist action. `Notify me if it frees up` and the join form it
 * opens; once this phone is in the slot's line, where it stands instead (a link to its entry), and when the slot is
 * offered to it, `Free for you now` with the hold's end, said to a screen reader as it comes, and a link to answer it.
 */
export default function NotifyMeButton({ date, slotId, slotTimeId, contactDraft }: WaitlistActionProps) {
  const text = useText();
  const texts = useWaitlistText();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [followed, setFollowed] = useState(joinedOnDevice);
  // The entry as the device's database has it (undefined until read), else as the join here answered (no IndexedDB).
  const [kept, setKept] = useState<DeviceWaitlistEntry | null | undefined>(undefined);
  const [joined, setJoined] = useState<DeviceWaitlistEntry | null>(null);
  const entry = kept === undefined ? joined : kept;
  const control = useRef<HTMLElement | null>(null);
  const setControl = useCallback((element: HTMLElement | null) => {
    control.current = element;
  }, []);
  // The action changes under the visitor (a poll hears the offer, the form closes on a join): the focus follows it.
  const keepFocus = useFocusKept(() => control.current);
  const offeredUntil =
    entry?.standing.state === 'offered' && !entry.gone ? (entry.standing.offerEndsAt ?? undefined) : undefined;
  // Ticks while an offer lasts: offline, it reads lapsed by this phone's clock as its time runs out.
  useTimeLeft(offeredUntil);
  const shown = entry ? shownWaitlistState(entry, Date.now(), online) : null;
  const slot = getSlot(slotId);
  // As the offer's notice opens `/my-requests`: at the entry.
  const toEntry = entry ? `${PATHS.myRequests}?${WAITLIST_HIGHLIGHT_PARAM}=${encodeURIComponent(entry.id)}` : '';

  return (
    <div className="slot-waitlist-action" {...keepFocus}>
      {followed ? (
        <Suspense fallback={null}>
          <SlotEntrySource date={date} slotId={slotId} onChange={setKept} />
        </Suspense>
      ) : null}
      {/* There from the start, so a screen reader hears the offer as it comes (politely). */}
      <p className="slot-waitlist-notice" role="status">
        {shown === 'offered' ? (
          <>
            <span className="visually-hidden">{slot ? text.slots.slotTime(slot) : slotId}: </span>
            {offeredUntil ? texts.freeForYou(offeredUntil) : texts.states.offered.label}
          </>
        ) : null}
      </p>
      {shown === 'offered' ? (
        <Link ref={setControl} className="button slot-waitlist" to={toEntry} aria-describedby={slotTimeId}>
          {texts.openOffer}
        </Link>
      ) : shown === 'waiting' && entry ? (
        <Link ref={setControl} className="button button-ghost slot-waitlist" to={toEntry} aria-describedby={slotTimeId}>
          <Icon name="check" size={16} />
          {texts.onList(entry.standing.position ?? 1)}
        </Link>
      ) : (
        <button
          ref={setControl}
          type="button"
          className="button button-ghost slot-waitlist"
          aria-describedby={slotTimeId}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Icon name="bell" size={16} />
          {texts.notifyMe}
        </button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <JoinWaitlistDialog
            date={date}
            slotId={slotId}
            {...(contactDraft ? { contactDraft } : {})}
            onJoined={(entry) => {
              setJoined(entry);
              setFollowed(true);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
