import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '../i18n/text';
import { PATHS } from '../lib/config';
import { useOnline } from '../lib/online';
import { onOutboxNews, type UnseenRequest, useUnseenRequests } from '../outbox/outbox-news';
import './connectivity-banner.css';

/** How long "sent" news stays up: long enough to read, short enough to stay quiet. */
const SENT_NOTE_MS = 6_000;

interface SentNews {
  count: number;
  /** Of those, the ones whose slot is held until an advance is paid: the note stays until the visitor goes to pay. */
  awaitingAdvance: number;
}

const NO_NEWS: SentNews = { count: 0, awaitingAdvance: 0 };

/**
 * Connectivity, always visible but quiet: a slim bar while offline, a brief note when requests saved on this phone
 * have gone out (kept up while one of them waits for its advance, issue 30), and a bar for each request the visitor left before seeing its Booking ID (a reload while it was
 * being sent), whose button asks the page to show it (`onShowBookingId`). Light on purpose (no IndexedDB): it is part
 * of every page's first load.
 */
export function ConnectivityBanner({ onShowBookingId }: { onShowBookingId?(request: UnseenRequest): void } = {}) {
  const online = useOnline();
  const unseen = useUnseenRequests();
  const [sent, setSent] = useState(NO_NEWS);
  const text = useText().banner;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onOutboxNews((news) => {
      if (news.type !== 'sent' || news.count <= 0) return;
      const awaitingAdvance = news.awaitingAdvance ?? 0;
      setSent((before) => ({
        count: before.count + news.count,
        awaitingAdvance: before.awaitingAdvance + awaitingAdvance,
      }));
      clearTimeout(timer);
      if (awaitingAdvance === 0)
        timer = setTimeout(() => setSent((now) => (now.awaitingAdvance > 0 ? now : NO_NEWS)), SENT_NOTE_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);

  // The live region is always there, so screen readers announce what appears in it.
  return (
    <div className="connectivity" role="status" aria-live="polite">
      {!online ? (
        <p className="connectivity-bar connectivity-offline">
          <span className="connectivity-dot" aria-hidden="true" />
          {text.offline}
        </p>
      ) : sent.count > 0 ? (
        <p className="connectivity-bar connectivity-sent">
          <span className="connectivity-dot" aria-hidden="true" />
          {text.sent(sent.count)}
          {sent.awaitingAdvance > 0 ? ` ${text.awaitingAdvance}` : null}{' '}
          <Link
            to={PATHS.myRequests}
            // Paying is the next step, not an aside: a full target on a phone.
            className={sent.awaitingAdvance > 0 ? 'connectivity-link connectivity-action' : 'connectivity-link'}
            onClick={() => setSent(NO_NEWS)}
          >
            {sent.awaitingAdvance > 0 ? text.payNow : text.seeMyRequests}
          </Link>
        </p>
      ) : null}
      {unseen.map((request) => (
        <p key={request.id} className="connectivity-bar connectivity-request">
          <span className="connectivity-dot" aria-hidden="true" />
          <span>
            {text.yourRequest} <strong className="connectivity-id">{request.id}</strong>{' '}
            {text.standing[request.standing]}
          </span>
          {request.standing === 'refused' ? (
            <Link to={PATHS.myRequests} className="connectivity-link connectivity-action">
              {text.seeMyRequests}
            </Link>
          ) : onShowBookingId ? (
            <button
              type="button"
              className="connectivity-link connectivity-action"
              onClick={() => onShowBookingId(request)}
            >
              {text.showBookingId}
            </button>
          ) : null}
        </p>
      ))}
    </div>
  );
}
