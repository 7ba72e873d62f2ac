import { useState } from 'react';
import { useText } from '../i18n/text';
import { notificationPermission, pushSupport } from '../lib/push-support';
import type { PushFollow } from '../outbox';
import { Icon } from './icon';
import './notify-offer.css';

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
  /** Why the server would not follow it (`push` is `refused`), in the visitor's language where the catalogue has it. */
  refusal?: string | undefined;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [state, setState] = useState<PushFollow | undefined>(undefined);
  const current = push ?? state;
  const support = pushSupport();
  const text = useText().notify;

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
        {current === 'on' ? text.on : text.waiting}
      </p>
    );
  }
  if (support !== 'supported') {
    return <p className="notify-offer notify-offer--note">{text.unavailable[support]}</p>;
  }
  if (phase === 'denied' || notificationPermission() === 'denied') {
    return <p className="notify-offer notify-offer--note">{text.blocked}</p>;
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
        {text.offer}
      </button>
      <p className="notify-offer-status" role="status">
        {phase === 'working' ? text.turningOn : phase === 'failed' ? text.failed : ''}
        {current === 'refused' && phase === 'idle' ? (refusal ?? text.failed) : ''}
      </p>
    </div>
  );
}
