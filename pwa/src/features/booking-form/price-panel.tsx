import { CURRENCY, getSlot } from '@turf/sync-contract/slots';
import { useBookingFormStore } from './booking-form-store';

function amount(price: number | null): string {
  return price === null ? '—' : `${CURRENCY} ${price}`;
}

/**
 * One slot is one booking, so the total is the slot price (docs/product.md#slots-page, "Price panel"). The price is
 * read from the contract's slot table where it is shown, so it can never disagree with the slot chosen.
 */
export function PricePanel() {
  const slotId = useBookingFormStore((state) => state.slotId);
  const price = slotId ? getSlot(slotId).price : null;
  return (
    <section className="price-panel card" aria-label="Price">
      <dl>
        <div>
          <dt>Slot Price</dt>
          <dd>{amount(price)}</dd>
        </div>
        <div className="price-total">
          <dt>Total Amount</dt>
          <dd>{amount(price)}</dd>
        </div>
      </dl>
    </section>
  );
}
