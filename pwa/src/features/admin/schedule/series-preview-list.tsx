import type { SeriesPreview } from '@turf/sync-contract/schemas';
import { useAdminText } from '../../../i18n/admin-text';
import { describeFailure } from '../shared/describe-failure';
import { ScrollRegion } from '../shared/scroll-region';

/** How many dates of a preview would be booked. */
export function freeDates(preview: SeriesPreview): number {
  return preview.filter((week) => week.state === 'free').length;
}

/**
 * `Repeat weekly`'s preview: every date of the series with `free` or the reason it would be skipped (booked,
 * blocked, past the booking horizon), as the server judges them now.
 */
export function SeriesPreviewList({
  preview,
  checking,
  error,
}: {
  preview: SeriesPreview | undefined;
  checking: boolean;
  error: unknown;
}) {
  const admin = useAdminText();
  const { seriesPreview: text, format } = admin;
  if (error) {
    return (
      <p className="adm-error" role="alert">
        {text.couldNotCheck(describeFailure(error, admin))}
      </p>
    );
  }
  if (!preview) {
    return (
      <p className="adm-muted" role="status">
        {text.checking}
      </p>
    );
  }
  const free = freeDates(preview);
  return (
    <div className="adm-series" aria-busy={checking}>
      <p className="adm-muted" role="status">
        {checking ? text.checking : free === preview.length ? text.allFree(free) : text.someFree(free, preview.length)}
      </p>
      <ScrollRegion label={text.label}>
        <ol className="adm-preview" aria-label={text.label}>
          {preview.map((week) => (
            <li key={week.date}>
              <span>{format.shortDate(week.date)}</span>
              <span className={week.state === 'free' ? 'adm-preview__state is-free' : 'adm-preview__state'}>
                {text.state[week.state]}
              </span>
            </li>
          ))}
        </ol>
      </ScrollRegion>
    </div>
  );
}
