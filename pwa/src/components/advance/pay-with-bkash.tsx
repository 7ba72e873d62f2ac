import { useState } from 'react';
import { useAdvanceText } from '../../i18n/advance-text';
import { noteRequestAdvance, type RequestAdvance } from '../../outbox';
import { codeOf, problemOf, startBkashPayment } from './advance-calls';

/**
 * `Pay with bKash` (or `Try again`): the server starts the payment, then the visitor goes to bKash's page; bKash sends
 * them back to `/my-requests`. A refusal says why and what else to do (Send money); a hold found over is kept on the
 * phone, so the card stops offering a payment that cannot be made.
 */
export function PayWithBkash({
  requestId,
  advance,
  label,
}: {
  requestId: string;
  advance: RequestAdvance;
  label?: string;
}) {
  const text = useAdvanceText();
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pay() {
    setOpening(true);
    setProblem(null);
    try {
      const { bkashURL } = await startBkashPayment(requestId);
      // Stays "Opening bKash…" while the browser leaves for bKash's page.
      window.location.assign(bkashURL);
    } catch (error) {
      setOpening(false);
      setProblem(problemOf(error, text, text.problems.bkashDown));
      // The hold is over: the card says so (Payment not completed). BKASH_OFF is only said, not kept: the message
      // must stay in view with the button that brought it, and the venue may turn bKash back on.
      if (codeOf(error) === 'HOLD_LAPSED')
        void noteRequestAdvance(requestId, { state: 'lapsed', amount: advance.amount });
    }
  }

  return (
    <div className="advance-pay-online">
      <button type="button" className="button advance-bkash" disabled={opening} aria-busy={opening} onClick={pay}>
        {opening ? text.opening : (label ?? text.payWithBkash)}
      </button>
      {problem === null ? null : (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
