import { useAdminText } from '../../../i18n/admin-text';
import { NetworkError } from '../../../lib/api-client';
import { describeFailure } from '../shared/describe-failure';
import { useExportBookings } from './api/export-bookings';
import type { DateRange } from './filter-bookings';
import './bookings.css';

/**
 * `Export CSV` for the days the filters show. Off while offline (the page's notice says why), and while a file is on
 * its way. A failed download says so in place; nothing changed on the server, so a timeout is just "try again".
 */
export function ExportCsvButton({
  range,
  unpaidOnly,
  disabledReason,
}: {
  range: DateRange;
  /** The file has every booking of the days, so the button says so when the list shows the unpaid ones only. */
  unpaidOnly: boolean;
  disabledReason: string | null;
}) {
  const admin = useAdminText();
  const text = admin.database;
  const exporting = useExportBookings();
  return (
    <div className="adm-export">
      <button
        type="button"
        className="adm-button adm-button--quiet"
        onClick={() => exporting.mutate(range)}
        disabled={disabledReason !== null || exporting.isPending}
      >
        {exporting.isPending ? text.exporting : text.exportCsv}
      </button>
      {unpaidOnly && <p className="adm-muted">{text.exportHasAll}</p>}
      {exporting.isError && (
        <p className="adm-error" role="alert">
          {exporting.error instanceof NetworkError ? text.exportFailed : describeFailure(exporting.error, admin)}
        </p>
      )}
    </div>
  );
}
