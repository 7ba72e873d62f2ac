import { bookableDateProblem } from '@turf/sync-contract/time';
import { useBookingFormStore } from '../booking-form';
import { forgetRebooked, getRebookDraft } from '../outbox';

/**
 * "Pick another slot" for a request whose slot was taken: the booking form gets the name, phone and (if
 * still bookable) the date back; once the new request is made, the old one leaves the list.
 * Returns false when there is nothing to rebook with (the item is gone).
 */
export async function prepareRebooking(id: string): Promise<boolean> {
  const draft = await getRebookDraft(id);
  if (!draft) return false;
  useBookingFormStore.getState().beginRebooking(id, {
    name: draft.name,
    phone: draft.phone,
    date: bookableDateProblem(draft.date) === null ? draft.date : null,
  });
  // The old request goes when a submission ends this rebooking; not on a refusal (the form keeps rebooking), and
  // not when another rebooking takes its place.
  const stop = useBookingFormStore.subscribe((state, previous) => {
    if (previous.rebookOf !== id || state.rebookOf === id) return;
    stop();
    if (state.rebookOf === null) void forgetRebooked(id);
  });
  return true;
}
