import { useAdminText } from '../../../i18n/admin-text';
import { ListLoadError } from '../shared/admin-page-head';
import { LoadMoreButton } from '../shared/load-more-button';
import { useAuditEntries } from './api/get-audit-entries';
import { describeActor, describeEntry } from './describe-entry';
import './activity.css';

/** The trail as a list, newest first, with `Load more`: every change on the Activity page, one booking's under its card. */
export function AuditEntries({ bookingId }: { bookingId?: string }) {
  const text = useAdminText();
  const labels = text.activity;
  const query = useAuditEntries(bookingId);
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="adm-activity">
      {query.isError && <ListLoadError error={query.error} what="activity" />}
      {query.isPending ? (
        <p className="adm-muted" role="status">
          {labels.loading}
        </p>
      ) : entries.length === 0 && !query.isError ? (
        <p className="adm-muted">{bookingId === undefined ? labels.empty : labels.emptyHistory}</p>
      ) : (
        <ol className="adm-activity__list">
          {entries.map((entry) => {
            const { what, details } = describeEntry(entry, text);
            return (
              <li key={entry.id} className="adm-activity__entry">
                <p className="adm-activity__what">
                  <strong>{what}</strong>
                </p>
                {entry.who && <p className="adm-activity__whose">{labels.whose(entry.who.name, entry.who.phone)}</p>}
                {entry.series && (
                  <p className="adm-activity__series">
                    {labels.series(entry.series.count, entry.series.dates.map(text.format.shortDate).join(', '))}
                  </p>
                )}
                <p className="adm-activity__who adm-muted">
                  {labels.by(describeActor(entry.actor, text), text.format.dateTime(entry.at))}
                </p>
                {details.length > 0 && (
                  <ul className="adm-activity__details">
                    {details.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <LoadMoreButton query={query} label={labels.loadMore} loadingLabel={labels.loadingMore} />
    </div>
  );
}
