import { startMinutesOfTimeText } from '@turf/sync-contract/slots';
import { telLink, whatsappLink } from '@turf/sync-contract/venue';
import { useEffect, useRef } from 'react';
import { AdvancePay } from '../../components/advance/advance-pay-lazy';
import { Icon } from '../../components/icon';
import { NotifyOffer } from '../../components/notify-offer';
import { SlotTime } from '../../components/slot-time';
import { useText, useVisitorMessage } from '../../i18n/text';
import { useCopyText } from '../../lib/use-copy-text';
import { useVenueSettings } from '../../lib/venue-settings';
import type { RequestAdvance } from '../../outbox';
import './success-dialog.css';

export interface SubmittedRequest {
  id: string;
  /** True when the request is kept on this phone until the network returns. */
  savedOffline: boolean;
  name: string;
  date: string;
  time: string;
  /**
   * What the request costs: the server's stored price when it answered, else the date's price on this phone; absent
   * when neither is known (the dialog reopened from the banner for a request not yet sent).
   */
  price?: number;
  /** The advance the venue asks while it holds the slot (issue 30): the dialog offers the ways to pay it. */
  advance?: RequestAdvance;
}

/**
 * The Booking ID with its Copy button and what the copy did. It lives only while the dialog shows a request, so the
 * next request's dialog does not open on the last one's "Could not copy".
 */
function BookingIdBox({ id }: { id: string }) {
  const idRef = useRef<HTMLElement>(null);
  const [copied, copy] = useCopyText();
  const text = useText().dialog;

  async function copyId() {
    if ((await copy(id)) !== 'failed' || !idRef.current) return;
    window.getSelection()?.selectAllChildren(idRef.current);
  }

  return (
    <div className="booking-id">
      <span className="booking-id-label">{text.bookingId}</span>
      <strong ref={idRef} className="booking-id-value" data-testid="booking-id">
        {id}
      </strong>
      <button type="button" className="button button-ghost copy-button" onClick={copyId}>
        <Icon name="copy" size={18} />
        {text.copy}
      </button>
      <p className={copied === 'failed' ? 'copied copy-failed' : 'copied'} role="status">
        {copied === 'copied' ? text.copied : copied === 'failed' ? text.copyFailed : ''}
      </p>
    </div>
  );
}

/** A native modal <dialog>: the browser traps focus inside it and closes it on Escape. */
export function SuccessDialog({ request, onClose }: { request: SubmittedRequest | null; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const texts = useText();
  const text = texts.dialog;
  const visitorMessage = useVisitorMessage();
  const venue = useVenueSettings((settings) => settings.venue);
  // The request carries the spec's English time (what is sent); the dialog shows it in the page's language.
  const shownTime = (time: string) => texts.slots.slotTime({ time, startMinutes: startMinutesOfTimeText(time) });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (request && !dialog.open) dialog.showModal();
    if (!request && dialog.open) dialog.close();
  }, [request]);

  return (
    <dialog ref={ref} className="success-dialog" aria-labelledby="success-title" onClose={onClose}>
      {request ? (
        <div className="dialog-body">
          <button
            type="button"
            className="round-button dialog-close"
            aria-label={text.close}
            onClick={() => ref.current?.close()}
          >
            <Icon name="close" />
          </button>
          <div className="dialog-check" aria-hidden="true">
            <Icon name="check" size={30} />
          </div>
          <h2 id="success-title">{text.title}</h2>
          {request.savedOffline ? <p className="dialog-offline">{text.savedOffline}</p> : null}
          <BookingIdBox id={request.id} />
          {/* One line where it fits (a 360x640 phone keeps the three ways to reach the manager in view). */}
          <p className="dialog-when">
            <span>{texts.dates.longDate(request.date)}</span>
            <span aria-hidden="true"> · </span>
            <span>
              <SlotTime time={shownTime(request.time)} />
            </span>
          </p>
          {request.price === undefined ? null : (
            <p className="dialog-price">
              {texts.settings.requestPrice}: <strong>{texts.slots.price(request.price)}</strong>
            </p>
          )}
          {/* Its code loads only now: a venue whose manager confirms never sends it (issue 30's JS budget). */}
          {request.advance === undefined ? null : <AdvancePay requestId={request.id} advance={request.advance} />}
          <ol className="dialog-steps">
            {text.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {request.savedOffline ? <p className="dialog-goes-out">{text.goesOutWhenOnline}</p> : null}
          <div className="dialog-actions">
            {/* Messenger and WhatsApp only when the venue has them; a call always reaches it. */}
            {venue.messengerUrl ? (
              <a
                className="contact-action messenger"
                href={venue.messengerUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="messenger" size={20} />
                {text.messenger}
              </a>
            ) : null}
            {venue.whatsappNumber ? (
              <a
                className="contact-action whatsapp"
                href={whatsappLink(venue.whatsappNumber, visitorMessage(request))}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name="whatsapp" size={20} />
                {text.whatsapp}
              </a>
            ) : null}
            <a className="contact-action call" href={telLink(venue.phone)}>
              <Icon name="phone" size={20} />
              {text.call}
            </a>
          </div>
          {/* After the spec's three ways to reach the manager, so they stay in view on a 360x640 phone. */}
          <NotifyOffer requestId={request.id} />
        </div>
      ) : null}
    </dialog>
  );
}
