import type { Booking } from '@turf/sync-contract/schemas';
import { useAdminText } from '../../../i18n/admin-text';
import { paymentStateOf } from './payment-state';

/** `Paid`, `Advance 500 · Due 1500` or `Unpaid`: a booking's money in the words of a board cell or card. */
export function PaymentWords({ booking }: { booking: Pick<Booking, 'price' | 'paid' | 'due'> }) {
  const { schedule: text } = useAdminText();
  const state = paymentStateOf(booking);
  if (state.kind === 'paid') return <>{text.paid}</>;
  if (state.kind === 'part-paid') return <>{text.advanceDue(state.received, state.due)}</>;
  return <>{text.unpaid}</>;
}
