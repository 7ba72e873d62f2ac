import { useVenueToday } from '../../lib/use-venue-today';
import { useBookingFormStore } from './booking-form-store';

/**
 * The day a request would be for: the one picked, or today at the venue when none is (docs/product.md#slots-page:
 * "With no day chosen, the page books today"). A picked day the clock has since passed gives way to today. Null
 * until the app runs on the phone (see `useVenueToday`).
 */
export function bookingDate(picked: string | null, today: string | null): string | null {
  if (today === null) return null;
  // `YYYY-MM-DD` strings order as the days they name.
  return picked !== null && picked >= today ? picked : today;
}

export function useBookingDate(): string | null {
  const today = useVenueToday();
  const picked = useBookingFormStore((state) => state.selectedDate);
  return bookingDate(picked, today);
}
