import { useText } from '../i18n/text';
import { useWaitingCount } from '../outbox/outbox-news';

/** The number of requests waiting to be sent; nothing when there are none. */
export function NavBadge() {
  const count = useWaitingCount();
  const text = useText().shell.waitingBadge;
  if (count <= 0) return null;
  return (
    <span className="nav-badge">
      {text.count(count)}
      <span className="visually-hidden">{text.afterCount}</span>
    </span>
  );
}
