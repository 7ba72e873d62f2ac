import { useId } from 'react';
import { useWaitlistText } from '../../i18n/waitlist-text';
import { WAITLIST_HIGHLIGHT_PARAM } from '../../lib/config';
import { useHighlightFromQuery } from '../../lib/use-highlight-from-query';
import { useWaitlistEntries } from '../../lib/waitlist/use-waitlist-entries';
import { isLiveEntry } from '../../lib/waitlist/waitlist-entry';
import { type OutboxItem, refreshWaitlistStandings } from '../../outbox';
import { useStatusPolling } from './use-status-polling';
import { WaitlistEntryCard, waitlistDomId } from './waitlist-entry-card';

export interface WaitlistSectionProps {
  /** The phone's own requests: a taken offer's request is found among them. */
  requests: readonly OutboxItem[] | undefined;
  onTaken(requestId: string): void;
}

/**
 * `/my-requests`' Waitlist (issue 31): the booked slots this phone asked to be told about, as last heard (offline too),
 * asked about again while the page is in view, as requests are. Nothing at all on a phone that never joined one.
 */
export function WaitlistSection({ requests, onTaken }: WaitlistSectionProps) {
  const entries = useWaitlistEntries();
  const texts = useWaitlistText();
  const titleId = useId();
  const recorded = new Map((requests ?? []).map((item) => [item.id, item]));
  // In line or offered, or taken on the venue's word while this phone has not recorded the request yet.
  const following =
    entries?.some(
      (entry) =>
        isLiveEntry(entry) ||
        (entry.standing.requestId !== null && requests !== undefined && !recorded.has(entry.standing.requestId)),
    ) ?? false;
  useStatusPolling(following, refreshWaitlistStandings);
  // An offer's notice opens the page at its entry.
  useHighlightFromQuery(waitlistDomId, entries, undefined, WAITLIST_HIGHLIGHT_PARAM);

  if (!entries || entries.length === 0) return null;
  return (
    <section className="waitlist-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="waitlist-title">
        {texts.sectionTitle}
      </h2>
      <p className="waitlist-lead">{texts.sectionLead}</p>
      <ul className="request-list">
        {entries.map((entry) => (
          <WaitlistEntryCard
            key={entry.id}
            entry={entry}
            request={entry.standing.requestId === null ? undefined : recorded.get(entry.standing.requestId)}
            onTaken={onTaken}
          />
        ))}
      </ul>
    </section>
  );
}
