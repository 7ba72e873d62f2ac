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
  const form = useBookingFormStore.getState();
  if (bookableDateProblem(draft.date) === null) form.selectDate(draft.date);
  form.selectSlot(null);
  form.setReferenceName(draft.name);
  form.setPhone(draft.phone);
  const stop = useBookingFormStore.subscribe((state, previous) => {
    if (state.refreshCounter > previous.refreshCounter) {
      stop();
      void forgetRebooked(id);
    }
  });
  return true;
}
