import type { PaymentReturnMark } from '@turf/sync-contract/schemas';
import { useEffect, useRef } from 'react';
import { useAdvanceText } from '../../i18n/advance-text';
import type { RequestAdvance } from '../../outbox';
import { PayWithBkash } from './pay-with-bkash';
import { useShownAdvanceState } from './request-advance';

/**
 * Back from bKash (`/my-requests?request=…&payment=…`): how the payment went, at the top of the page, with the focus
 * on it so a screen reader reads it first. Not paid while the hold still counts: `Try again` here, Send money on the
 * request's card. The mark is only the server's redirect: the request's standing comes from its status check.
 */
export function PaymentReturn({
  requestId,
  mark,
  advance,
  onDismiss,
}: {
  requestId: string | null;
  mark: PaymentReturnMark;
  /** The request's advance on this phone, when it is on this phone. */
  advance: RequestAdvance | undefined;
  onDismiss(): void;
}) {
  const text = useAdvanceText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const notPaid = mark === 'cancelled' || mark === 'failed';
  const tone = mark === 'paid' ? 'good' : notPaid || mark === 'unknown' ? 'pending' : 'bad';

  return (
    <div ref={ref} className={`payment-return card tone-${tone}`} tabIndex={-1} role="status">
      {requestId === null ? null : <p className="payment-return-for">{text.returnedFor(requestId)}</p>}
      <p className="payment-return-message">{text.returned[mark]}</p>
      <div className="payment-return-actions">
        {notPaid && requestId !== null && advance !== undefined ? (
          <RetryWhileHeld requestId={requestId} advance={advance} />
        ) : null}
        <button type="button" className="button button-ghost" onClick={onDismiss}>
          {text.dismiss}
        </button>
      </div>
    </div>
  );
}

function RetryWhileHeld({ requestId, advance }: { requestId: string; advance: RequestAdvance }) {
  const text = useAdvanceText();
  const state = useShownAdvanceState(advance);
  if (state !== 'holding' || advance.online === false) return null;
  return <PayWithBkash requestId={requestId} advance={advance} label={text.tryAgain} />;
}
