import { getSlot } from '@turf/sync-contract/slots';
import { useText } from '../../i18n/text';
import { useBookingFormStore } from './booking-form-store';

/**
 * One slot is one booking, so the total is the slot price (docs/product.md#slots-page, "Price panel"). The price is
 * read from the contract's slot table where it is shown, so it can never disagree with the slot chosen.
 */
export function PricePanel() {
  const slotId = useBookingFormStore((state) => state.slotId);
  const price = slotId ? getSlot(slotId).price : null;
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
