import type { ErrorCode, ShownProblem } from '@turf/sync-contract/error-codes';
import { telLink } from '@turf/sync-contract/venue';
import { useEffect, useState } from 'react';
import { Icon } from '../../components/icon';
import { useCancelText } from '../../i18n/cancel-text';
import { useProblemText, useText } from '../../i18n/text';
import { displayPhone } from '../../lib/venue';
import { useVenueSettings } from '../../lib/venue-settings';
import { cancelRequest, type OutboxItem } from '../../outbox';
import { CancelRequestDialog } from './cancel-request-dialog';
import { useCancelStanding } from './use-cancel-standing';

/** Refusals after which only the venue can cancel: the venue's number is given under them. */
const CALL_CODES: readonly ErrorCode[] = ['CANCEL_TOO_LATE', 'CANCEL_ADVANCE_REPORTED', 'CANCEL_KEY_INVALID'];

type Progress =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'sending' }
  /** Cancelled: the card reads so as soon as the phone's copy has it, with no Cancel left in it. */
  | { kind: 'done' }
  /** Not reached: nothing was cancelled. */
  | { kind: 'offline' }
  | { kind: 'refused'; problem: ShownProblem };

export interface RequestCancelProps {
  item: OutboxItem;
  /** Gives the card the focus: the Cancel button goes off while sending, and away once it is done. */
  focusCard(): void;
}

/**
 * A card's way to cancel a request pending at the venue or a confirmed booking from this phone (issue 31): `Cancel
 * request` / `Cancel booking` while the venue's rules allow it, asked in the site's dialog, sent once at the visitor's
 * word; where only the venue can (past the cutoff, an advance reported, a request made before keys), the venue's
 * number to call. A refusal is said beside the button in the visitor's language.
 */
export function RequestCancel({ item, focusCard }: RequestCancelProps) {
  const text = useText();
  const texts = useCancelText();
  const problemText = useProblemText();
  const phone = useVenueSettings((settings) => settings.venue.phone);
  const standing = useCancelStanding(item);
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const booked = item.state === 'confirmed';
  const sending = progress.kind === 'sending';

  // The button is off while sending, and the dialog that asked is gone: the card holds the focus meanwhile.
  useEffect(() => {
    if (sending) focusCard();
  }, [sending, focusCard]);

  async function cancel() {
    setProgress({ kind: 'sending' });
    const outcome = await cancelRequest(item.id);
    if (outcome.kind === 'cancelled') {
      // The card reads Cancelled, with no Cancel in it: the focus stays on the card.
      focusCard();
      setProgress({ kind: 'done' });
    } else if (outcome.kind === 'offline') setProgress({ kind: 'offline' });
    else setProgress({ kind: 'refused', problem: outcome.problem });
  }

  const problem =
    progress.kind === 'offline'
      ? texts.cancelOffline
      : progress.kind === 'refused'
        ? ((progress.problem.code && texts.errors[progress.problem.code as keyof typeof texts.errors]) ??
          problemText(progress.problem))
        : null;
  const refusedForCall =
    progress.kind === 'refused' && progress.problem.code !== undefined && CALL_CODES.includes(progress.problem.code);
  // After the slot has started there is nothing left to cancel, by phone or by call.
  const call = standing.kind === 'call' || (refusedForCall && standing.kind !== 'none');
  const offer = standing.kind === 'offer' && progress.kind !== 'done';
  if (!offer && problem === null && !call) return null;

  return (
    <div className="request-cancel">
      {offer ? (
        <button
          type="button"
          className="button button-ghost request-action request-cancel-button"
          disabled={sending}
          onClick={() => setProgress({ kind: 'asking' })}
        >
          <Icon name="close" size={18} />
          {sending ? texts.cancelling : booked ? texts.cancelBooking : texts.cancelRequest}
        </button>
      ) : null}
      {problem === null ? null : (
        <p className="request-cancel-problem" role="alert">
          {problem}
        </p>
      )}
      {call ? (
        <p className="request-cancel-call">
          {texts.callToCancel}{' '}
          <a className="request-cancel-phone" href={telLink(phone)}>
            <Icon name="phone" size={18} />
            {displayPhone(phone, text.locale)}
          </a>
        </p>
      ) : null}
      {progress.kind === 'asking' && offer ? (
        <CancelRequestDialog
          id={item.id}
          booked={booked}
          onCancel={() => void cancel()}
          onKeep={() => setProgress({ kind: 'idle' })}
          fallbackFocus={focusCard}
        />
      ) : null}
    </div>
  );
}
