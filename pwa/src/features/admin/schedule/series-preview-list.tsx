import type { SeriesPreview } from '@turf/sync-contract/schemas';
import { describeFailure } from '../shared/describe-failure';
import { formatShortDate } from '../shared/format';

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
  if (error) {
    return (
      <p className="adm-error" role="alert">
        Could not check the dates: {describeFailure(error)}
      </p>
    );
  }
  if (!preview) {
    return (
      <p className="adm-muted" role="status">
        Checking the dates…
      </p>
    );
  }
  const free = freeDates(preview);
  return (
    <div className="adm-series" aria-busy={checking}>
      <p className="adm-muted" role="status">
        {checking
          ? 'Checking the dates…'
          : free === preview.length
            ? `All ${free} dates are free.`
            : `${free} of ${preview.length} dates free; the others are skipped.`}
      </p>
      <ol className="adm-preview" aria-label="Dates of the series">
        {preview.map((week) => (
          <li key={week.date}>
            <span>{formatShortDate(week.date)}</span>
            <span className={week.state === 'free' ? 'adm-preview__state is-free' : 'adm-preview__state'}>
              {week.state}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
