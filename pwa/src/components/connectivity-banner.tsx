import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '../lib/config';
import { useOnline } from '../lib/online';
import { onOutboxNews, type UnseenRequest, useUnseenRequests } from '../outbox/outbox-news';
import './connectivity-banner.css';

/** How long "sent" news stays up: long enough to read, short enough to stay quiet. */
const SENT_NOTE_MS = 6_000;

function sentText(count: number): string {
  return count === 1 ? 'Your saved booking request was sent.' : `Your ${count} saved booking requests were sent.`;
}

const STANDING_TEXT: Record<UnseenRequest['standing'], string> = {
  waiting: 'is waiting to be sent.',
  sending: 'is being sent.',
  sent: 'was sent.',
  refused: 'was not accepted.',
};

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
          You are offline. Pages still open, and booking requests wait on this phone until you are back online.
        </p>
      ) : sent > 0 ? (
        <p className="connectivity-bar connectivity-sent">
          <span className="connectivity-dot" aria-hidden="true" />
          {sentText(sent)}{' '}
          <Link to={PATHS.myRequests} className="connectivity-link">
            See my requests
          </Link>
        </p>
      ) : null}
      {unseen.map((request) => (
        <p key={request.id} className="connectivity-bar connectivity-request">
          <span className="connectivity-dot" aria-hidden="true" />
          <span>
            Your booking request <strong className="connectivity-id">{request.id}</strong>{' '}
            {STANDING_TEXT[request.standing]}
          </span>
          {request.standing === 'refused' ? (
            <Link to="/my-requests" className="connectivity-link connectivity-action">
              See my requests
            </Link>
          ) : onShowBookingId ? (
            <button
              type="button"
              className="connectivity-link connectivity-action"
              onClick={() => onShowBookingId(request)}
            >
              Show Booking ID
            </button>
          ) : null}
        </p>
      ))}
    </div>
  );
}
