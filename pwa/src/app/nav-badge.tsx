import { useWaitingCount } from '../outbox/outbox-news';

/** The number of requests waiting to be sent; nothing when there are none. */
export function NavBadge() {
  const count = useWaitingCount();
  if (count <= 0) return null;
  return (
    <span className="nav-badge">
      {count}
      <span className="visually-hidden"> waiting to be sent</span>
    </span>
  );
}
