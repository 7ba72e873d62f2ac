import { lazy, Suspense, useState } from 'react';
import { Icon } from '../../components/icon';
import { useWaitlistText } from '../../i18n/waitlist-text';
import type { WaitlistActionProps } from './waitlist-action';
import './waitlist.css';

// The form, with the waitlist's calls and the device's database, only once the visitor asks for it.
const JoinWaitlistDialog = lazy(() => import('./join-waitlist-dialog'));

/** Loaded lazily (`WaitlistAction`): the booked slot's action, and the join form it opens. */
export default function NotifyMeButton({ date, slotId, slotTimeId, contactDraft }: WaitlistActionProps) {
  const text = useWaitlistText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-ghost slot-waitlist"
        aria-describedby={slotTimeId}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="bell" size={16} />
        {text.notifyMe}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <JoinWaitlistDialog
            date={date}
            slotId={slotId}
            {...(contactDraft ? { contactDraft } : {})}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
