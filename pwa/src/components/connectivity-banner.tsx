import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useOnline } from '../lib/online';
import { onOutboxNews } from '../lib/outbox-badge';
import './connectivity-banner.css';

/** How long "sent" news stays up: long enough to read, short enough to stay quiet. */
const SENT_NOTE_MS = 6_000;

function sentText(count: number): string {
  return count === 1 ? 'Your saved booking request was sent.' : `Your ${count} saved booking requests were sent.`;
}

/**
 * Connectivity, always visible but quiet: a slim bar while offline, and a brief note when requests saved on
 * this phone have gone out. Light on purpose (no IndexedDB): it is part of every page's first load.
 */
export function ConnectivityBanner() {
  const online = useOnline();
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
          <Link to="/my-requests" className="connectivity-link">
            See my requests
          </Link>
        </p>
      ) : null}
    </div>
  );
}
