import { getSlot } from '@turf/sync-contract/slots';
import { whatsappLink } from '@turf/sync-contract/venue';
import { useCallback, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AdvanceDetail, AdvanceLabel } from '../../components/advance/request-advance-lazy';
import { Icon } from '../../components/icon';
import { NotifyOffer } from '../../components/notify-offer';
import { SlotTime } from '../../components/slot-time';
import { useProblemText, useText, useVisitorMessage } from '../../i18n/text';
import { PATHS } from '../../lib/config';
import { useCopyText } from '../../lib/use-copy-text';
import { useVenueSettings } from '../../lib/venue-settings';
import { CANCELLABLE_STATES, type OutboxItem } from '../../outbox';
import { RequestCancel } from './request-cancel';
import { describeState, showsAdvance } from './request-state';

export interface RequestCardActions {
  onRemove(item: OutboxItem): void;
  onRetry(item: OutboxItem): void;
  onRebook(item: OutboxItem): void;
}

/** A card's id in the page: a notification's tap scrolls to it (`/my-requests?request=ID`). */
export function myRequestDomId(id: string): string {
  return `my-request-${id}`;
}

/** Requests whose decision is still to come: the ones to offer notifications for. */
const OFFER_STATES: readonly OutboxItem['state'][] = ['queued', 'sending', 'sent'];

/** Requests that ended without a booking: the visitor is offered a fresh one (a new request, nothing carried over). */
const REBOOK_STATES: readonly OutboxItem['state'][] = ['rejected', 'cancelled', 'expired'];

/** One request made on this phone: its Booking ID, when, its state in words, and what can be done now. */
export function RequestCard({ item, actions }: { item: OutboxItem; actions: RequestCardActions }) {
  const text = useText();
  const texts = text.myRequests;
  const problemText = useProblemText();
  const visitorMessage = useVisitorMessage();
  const whatsappNumber = useVenueSettings((settings) => settings.venue.whatsappNumber);
  const state = describeState(item, texts.states, item.failure?.message ? problemText(item.failure) : null);
  const [copied, copy] = useCopyText();
  const titleId = useId();
  const slot = getSlot(item.slotId);
  const cardRef = useRef<HTMLLIElement>(null);
  const focusCard = useCallback(() => cardRef.current?.focus(), []);

  return (
    <li
      ref={cardRef}
      id={myRequestDomId(item.id)}
      className={`request-card card tone-${state.tone}`}
      aria-labelledby={titleId}
      data-state={item.state}
      data-advance={item.advance?.state}
      tabIndex={-1}
    >
      <div className="request-head">
        <p className="request-id-label">{texts.bookingId}</p>
        <h2 id={titleId} className="request-id">
          {item.id}
        </h2>
        <p className="request-state">
          <span className="request-state-dot" aria-hidden="true" />
          {showsAdvance(item) ? <AdvanceLabel advance={item.advance} fallback={state.label} /> : state.label}
        </p>
      </div>
      <dl className="request-facts">
        <div>
          <dt>{texts.date}</dt>
          <dd>{text.dates.longDate(item.date)}</dd>
        </div>
        <div>
          <dt>{texts.slot}</dt>
          <dd>
            <SlotTime time={slot ? text.slots.slotTime(slot) : item.time} />{' '}
            <span className="request-slot-id">({item.slotId})</span>
          </dd>
        </div>
        <div>
          <dt>{texts.referenceName}</dt>
          <dd>{item.name}</dd>
        </div>
        {/* Only the server's stored price: the one the booking is made at (a later price change does not move it). */}
        {item.price === undefined ? null : (
          <div>
            <dt>{text.settings.requestPrice}</dt>
            <dd>{text.slots.price(item.price)}</dd>
          </div>
        )}
      </dl>
      {showsAdvance(item) ? (
        <AdvanceDetail requestId={item.id} advance={item.advance} />
      ) : (
        <p className="request-detail">{state.detail}</p>
      )}
      {OFFER_STATES.includes(item.state) || item.push !== undefined ? (
        <NotifyOffer
          requestId={item.id}
          push={item.push}
          refusal={
            item.pushRefusal === undefined
              ? undefined
              : problemText({ message: item.pushRefusal, code: item.pushRefusalCode })
          }
        />
      ) : null}
      {/* The visitor's own cancellation (issue 31), or the venue's number where only a call can cancel it. */}
      {CANCELLABLE_STATES.includes(item.state) ? <RequestCancel item={item} focusCard={focusCard} /> : null}
      <div className="request-actions">
        {item.state === 'slot-taken' ? (
          <button type="button" className="button request-primary" onClick={() => actions.onRebook(item)}>
            {texts.pickAnotherSlot}
          </button>
        ) : null}
        {REBOOK_STATES.includes(item.state) ? (
          <Link className="button request-primary" to={PATHS.slots}>
            {texts.bookAnotherSlot}
          </Link>
        ) : null}
        {item.state === 'failed' || item.state === 'queued' ? (
          <button type="button" className="button request-primary" onClick={() => actions.onRetry(item)}>
            {item.state === 'failed' ? texts.tryAgain : texts.sendNow}
          </button>
        ) : null}
        <button type="button" className="button button-ghost request-action" onClick={() => copy(item.id)}>
          <Icon name={copied === 'copied' ? 'check' : 'copy'} size={18} />
          {texts.copyId}
        </button>
        {/* Only when the venue has a WhatsApp number to send it to. */}
        {whatsappNumber ? (
          <a
            className="button button-ghost request-action"
            href={whatsappLink(whatsappNumber, visitorMessage({ ...item, time: slot?.time ?? item.time }))}
            target="_blank"
            rel="noreferrer"
          >
            <Icon name="whatsapp" size={18} />
            {texts.whatsapp}
          </a>
        ) : null}
        <button
          type="button"
          className="button button-ghost request-action request-remove"
          disabled={item.state === 'sending'}
          onClick={() => actions.onRemove(item)}
        >
          <Icon name="close" size={18} />
          {texts.remove}
        </button>
      </div>
      <p className="request-copied" role="status">
        {copied === 'copied' ? texts.copied : copied === 'failed' ? texts.copyFailed : ''}
      </p>
    </li>
  );
}
