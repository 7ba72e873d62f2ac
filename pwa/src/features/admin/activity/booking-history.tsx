import { useId, useState } from 'react';
import { useAdminText } from '../../../i18n/admin-text';
import { AuditEntries } from './audit-entries';

/** `History` under a booking's card: its trail from the request on, loaded only when the manager opens it. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const labels = useAdminText().activity;
  const [open, setOpen] = useState(false);
  const regionId = useId();

  return (
    <div className="adm-history">
      <button
        type="button"
        className="adm-button adm-button--quiet"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? labels.hideHistory : labels.history}
      </button>
      <section id={regionId} aria-label={labels.historyOf(bookingId)} hidden={!open}>
        {open && <AuditEntries bookingId={bookingId} />}
      </section>
    </div>
  );
}
