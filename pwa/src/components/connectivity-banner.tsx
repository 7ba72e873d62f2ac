import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useText } from '../i18n/text';
import { PATHS } from '../lib/config';
import { useOnline } from '../lib/online';
import { onOutboxNews, type UnseenRequest, useUnseenRequests } from '../outbox/outbox-news';
import './connectivity-banner.css';

/** How long "sent" news stays up: long enough to read, short enough to stay quiet. */
const SENT_NOTE_MS = 6_000;

/**
 * Connectivity, always visible but quiet: a slim bar while offline, a brief note when requests saved on this phone
 * have gone out, and a bar for each request the visitor left before seeing its Booking ID (a reload while it was
 * being sent), whose button asks the page to show it (`onShowBookingId`). Light on purpose (no IndexedDB): it is part
 * of every page's first load.
 */
export function ConnectivityBanner({ onShowBookingId }: { onShowBookingId?(request: UnseenRequest): void } = {}) {
  const online = useOnline();
  const unseen = useUnseenRequests();
  const [sent, setSent] = useState(0);
  const text = useText().banner;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onOutboxNews((news) => {
      if (news.type !== 'sent' || news.count <= 0) return;
      setSent((count) => count + news.count);
      clearTimeout(timer);
      timer = setTimeout(() => setSent(0), SENT_NOTE_MS);
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
      ) : sent > 0 ? (
        <p className="connectivity-bar connectivity-sent">
          <span className="connectivity-dot" aria-hidden="true" />
          {text.sent(sent)}{' '}
          <Link to={PATHS.myRequests} className="connectivity-link">
            {text.seeMyRequests}
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
