import type { SlotId } from '@turf/sync-contract/slots';
import { type ComponentType, lazy, Suspense } from 'react';

/** The name and phone the booking form holds, as typed: the join form starts from them. */
export interface ContactDraft {
  name: string;
  phone: string;
}

export interface WaitlistActionProps {
  date: string;
  slotId: SlotId;
  /** The slot's time on the list: the action's description, so each reads which slot it is for. */
  slotTimeId: string;
  contactDraft?: () => ContactDraft;
}

// Its texts and the button come in a chunk of their own, once a booked slot is shown (the `/slots` page's first load is
// at its budget). A chunk that cannot load (a new version deployed meanwhile) only means no action, never a broken list.
const NotifyMeButton = lazy(
  (): Promise<{ default: ComponentType<WaitlistActionProps> }> =>
    import('./notify-me-button').catch(() => ({ default: () => null })),
);

/**
 * A booked slot's `Notify me if it frees up` (issue 31), or where this phone stands in its line and, when the slot is
 * offered to it, `Free for you now`: nothing until its chunk has come.
 */
export function WaitlistAction(props: WaitlistActionProps) {
  return (
    <Suspense fallback={null}>
      <NotifyMeButton {...props} />
    </Suspense>
  );
}
