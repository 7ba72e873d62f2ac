import { useEffect, useId, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import './bookings.css';

/** How long typing pauses before the server is asked: one request per word typed, not per letter. */
const SEARCH_PAUSE_MS = 250;

/**
 * `Search bookings` (issue 29): one box for a Booking ID, a name or a phone. It reports the text once typing pauses;
 * the caller asks the server (useBookingSearch) and shows what it finds. Shared by the Database and the board.
 */
export function BookingSearchBox({
  onSearch,
  labelShown = true,
}: {
  onSearch: (text: string) => void;
  /** False where a heading right above already says it (the board's folded search): the label is for screen readers. */
  labelShown?: boolean;
}) {
  const text = useAdminText().database;
  const id = useId();
  const [typed, setTyped] = useState('');

  useEffect(() => {
    const timer = setTimeout(() => onSearch(typed), typed.trim() === '' ? 0 : SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);

  return (
    <search className="adm-search">
      <label htmlFor={id} className={labelShown ? undefined : 'adm-sr-only'}>
        {text.search}
      </label>
      <input
        id={id}
        type="search"
        className="adm-input"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        maxLength={60}
        value={typed}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p id={`${id}-hint`} className="adm-field__hint">
        {text.searchHint}
      </p>
    </search>
  );
}
