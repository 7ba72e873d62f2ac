import { slotPriceOn } from '@turf/sync-contract/settings';
import { useText } from '../../i18n/text';
import { useVenueSettings } from '../../lib/venue-settings';
import { useBookingFormStore } from './booking-form-store';
import { useBookingDate } from './use-booking-date';

/**
 * One slot is one booking, so the total is the slot price (docs/product.md#slots-page, "Price panel"). The price is
 * worked out where it is shown, from the chosen date and slot and the venue's settings (weekday or weekend price), so
 * it can never disagree with the slot chosen or the prices the server charges.
 */
export function PricePanel() {
  const slotId = useBookingFormStore((state) => state.slotId);
  const date = useBookingDate();
  const prices = useVenueSettings((settings) => settings.prices);
  const price = slotId && date ? slotPriceOn(prices, date, slotId) : null;
  const text = useText();
  const amount = price === null ? '—' : text.slots.price(price);
  return (
    <section className="price-panel card" aria-label={text.form.priceLabel}>
      <dl>
        <div>
          <dt>{text.form.slotPrice}</dt>
          <dd>{amount}</dd>
        </div>
        <div className="price-total">
          <dt>{text.form.totalAmount}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
    </section>
  );
}
