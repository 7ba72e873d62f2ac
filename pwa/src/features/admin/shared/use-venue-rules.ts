import { useMemo } from 'react';
import { useVenueSettings } from '../../../lib/venue-settings';
import type { VenueRules } from './day-slots';

/**
 * The saved prices and booking horizon, as the board shows and checks them: the same settings the server charges and
 * refuses by (decision 044), so a free slot's price and "cannot be booked yet" never disagree with the answer.
 */
export function useVenueRules(): VenueRules {
  const prices = useVenueSettings((settings) => settings.prices);
  const bookingHorizonDays = useVenueSettings((settings) => settings.bookingHorizonDays);
  return useMemo(() => ({ prices, bookingHorizonDays }), [prices, bookingHorizonDays]);
}
