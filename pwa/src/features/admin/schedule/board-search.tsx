import { BOOKING_SEARCH_LIMIT, type Booking } from '@turf/sync-contract/schemas';
import { useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { useBookingSearch } from '../bookings/api/search-bookings';
import { BookingSearchBox } from '../bookings/booking-search-box';
import { ListLoadError } from '../shared/admin-page-head';

/**
 * The board's `Search bookings` (issue 29): the Database's box and server search, folded under one line so the day
 * keeps the phone's first screen. Each booking found is a button that shows it on the board.
 */
export function BoardSearch({ onShow }: { onShow: (booking: Booking) => void }) {
  const admin = useAdminText();
  const [searchText, setSearchText] = useState('');
  const search = useBookingSearch(searchText);
  const searching = searchText.trim() !== '';
  const found = searching ? search.data : undefined;

  return (
    <details className="adm-board-search">
      <summary className="adm-board-search__summary">{admin.database.search}</summary>
      <BookingSearchBox onSearch={setSearchText} labelShown={false} />
      {searching && search.isError && <ListLoadError error={search.error} what="bookings" />}
      {searching && (
        <p className="adm-muted" role="status">
          {found === undefined ? admin.database.searching : admin.database.found(found.length, BOOKING_SEARCH_LIMIT)}
        </p>
      )}
      {found && found.length > 0 && (
        <ul className="adm-board-search__found">
          {found.map((booking) => (
            <li key={booking._id}>
              <button type="button" className="adm-board-search__hit" onClick={() => onShow(booking)}>
                {admin.schedule.foundBooking(booking)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
