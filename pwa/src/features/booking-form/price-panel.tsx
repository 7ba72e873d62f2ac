import { CURRENCY } from '@turf/sync-contract/slots';
import { useBookingFormStore } from './booking-form-store';

function amount(price: number | null): string {
  return price === null ? '—' : `${CURRENCY} ${price}`;
}

/** One slot is one booking, so the total is the slot price; both lines are the spec's. */
export function PricePanel() {
  const price = useBookingFormStore((state) => state.price);
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
