import { telLink } from '@turf/sync-contract/venue';
import { useAdvanceText } from '../../i18n/advance-text';
import { useText } from '../../i18n/text';
import { useVenueSettings } from '../../lib/venue-settings';
import type { RequestAdvance } from '../../outbox';
import { AdvancePay } from './advance-pay';
import { useTimeLeft } from './use-time-left';

/** Where the advance stands as the visitor sees it: a hold whose time ran out on this phone reads as lapsed already. */
export function useShownAdvanceState(advance: RequestAdvance): RequestAdvance['state'] {
  const msLeft = useTimeLeft(advance.expiresAt);
  // A hold with no end given is left to the server to call lapsed.
  return advance.state === 'holding' && advance.expiresAt !== undefined && msLeft === 0 ? 'lapsed' : advance.state;
}

/** The card's state word for a request with an advance: `Waiting for payment`, `Confirmed`, `Advance reported`, … */
export function AdvanceLabel({ advance }: { advance: RequestAdvance }) {
  return useAdvanceText().states[useShownAdvanceState(advance)].label;
}

/**
 * What the card says of the advance and what can be done: while held, the ways to pay; once lapsed, the ways to reach
 * the venue (the card's WhatsApp stays, a call is added here).
 */
export function AdvanceDetail({ requestId, advance }: { requestId: string; advance: RequestAdvance }) {
  const text = useAdvanceText();
  const call = useText().dialog.call;
  const phone = useVenueSettings((settings) => settings.venue.phone);
  const state = useShownAdvanceState(advance);
  return (
    <div className="request-advance">
      <p className="request-detail">{text.states[state].detail}</p>
      {state === 'holding' ? <AdvancePay requestId={requestId} advance={advance} /> : null}
      {state === 'lapsed' ? (
        <a className="button button-ghost request-action" href={telLink(phone)}>
          {call}
        </a>
      ) : null}
    </div>
  );
}
