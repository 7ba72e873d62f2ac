import { useState } from 'react';
import { notificationPermission, PUSH_UNAVAILABLE_TEXT, pushSupport } from '../lib/push-support';
import type { PushFollow } from '../outbox';
import { Icon } from './icon';
import './notify-offer.css';

export const NOTIFY_OFFER_LABEL = 'Notify me when the manager decides';
export const NOTIFY_ON_TEXT = 'Notifications are on: you will hear when the manager decides.';
export const NOTIFY_WAITING_TEXT = 'Notifications are on: they start once your request has been sent.';
export const NOTIFY_BLOCKED_TEXT =
  'Notifications are blocked in browser settings. Allow them for this site to hear when the manager decides.';
export const NOTIFY_FAILED_TEXT = 'Could not turn on notifications. Try again.';

type Phase = 'idle' | 'working' | 'failed' | 'denied';

/**
 * The visitor's offer to be told of the manager's decision on one request (issue 14): in the success dialog and on
 * each `/my-requests` card. Permission is asked only on the tap; the push code loads only then. Where push cannot
 * work, it says why instead.
 */
export function NotifyOffer({
  requestId,
  push,
  refusal,
}: {
  requestId: string;
  /** Where this request's notices stand on the device (its outbox item), when the caller has it live. */
  push?: PushFollow | undefined;
  /** Why the server would not follow it (`push` is `refused`). */
  refusal?: string | undefined;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [state, setState] = useState<PushFollow | undefined>(undefined);
  const current = push ?? state;
  const support = pushSupport();

  async function turnOn() {
    setPhase('working');
    try {
      const [{ askPermission }, { notifyMeAbout }] = await Promise.all([
        import('../lib/web-push'),
        import('../outbox/request-notifications'),
      ]);
      if ((await askPermission()) !== 'granted') {
        setPhase('denied');
        return;
      }
      setState(await notifyMeAbout(requestId));
      setPhase('idle');
    } catch {
      setPhase('failed');
    }
  }

  if (current === 'on' || current === 'wanted') {
    return (
      <p className="notify-offer notify-offer--on" role="status">
        <Icon name="bell" size={18} />
        {current === 'on' ? NOTIFY_ON_TEXT : NOTIFY_WAITING_TEXT}
      </p>
    );
  }
  if (support !== 'supported') {
    return <p className="notify-offer notify-offer--note">{PUSH_UNAVAILABLE_TEXT[support]}</p>;
  }
  if (phase === 'denied' || notificationPermission() === 'denied') {
    return <p className="notify-offer notify-offer--note">{NOTIFY_BLOCKED_TEXT}</p>;
  }
  return (
    <div className="notify-offer">
      <button
        type="button"
        className="button button-ghost notify-offer-button"
        disabled={phase === 'working'}
        onClick={turnOn}
      >
        <Icon name="bell" size={18} />
        {NOTIFY_OFFER_LABEL}
      </button>
      <p className="notify-offer-status" role="status">
        {phase === 'working' ? 'Turning on notifications…' : phase === 'failed' ? NOTIFY_FAILED_TEXT : ''}
        {current === 'refused' && phase === 'idle' ? (refusal ?? NOTIFY_FAILED_TEXT) : ''}
      </p>
    </div>
  );
}
