import { useEffect, useId, useRef } from 'react';
import { useWaitlistText } from '../../i18n/waitlist-text';
import { WAITLIST_HIGHLIGHT_PARAM } from '../../lib/config';
import { useHighlightFromQuery } from '../../lib/use-highlight-from-query';
import { forgetWaitlistEntry } from '../../lib/waitlist/forget-entry';
import { markJoinedOnDevice } from '../../lib/waitlist/joined-on-device';
import { useWaitlistEntries } from '../../lib/waitlist/use-waitlist-entries';
import { awaitsRecording, isLiveEntry } from '../../lib/waitlist/waitlist-entry';
import { type OutboxItem, refreshWaitlistStandings } from '../../outbox';
import { useFocusAfterLeaving } from './use-focus-after-leaving';
import { useStatusPolling } from './use-status-polling';
import { WaitlistEntryCard, waitlistDomId } from './waitlist-entry-card';

export interface WaitlistSectionProps {
  /** The phone's own requests: a taken offer's request is found among them. */
  requests: readonly OutboxItem[] | undefined;
  onTaken(requestId: string): void;
  /** The page's title: the focus goes there once the last entry is removed (the section goes with it). */
  pageTitle(): HTMLElement | null;
}

/**
 * `/my-requests`' Waitlist (issue 31): the booked slots this phone asked to be told about, as last heard (offline too),
 * asked about again while the page is in view, as requests are. Nothing at all on a phone that never joined one.
 */
export function WaitlistSection({ requests, onTaken, pageTitle }: WaitlistSectionProps) {
  const entries = useWaitlistEntries();
  const texts = useWaitlistText();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const recorded = new Map((requests ?? []).map((item) => [item.id, item]));
  // In line or offered, or taken on the venue's word while this phone has not recorded the request yet (once it has,
  // the visitor may remove the request: nothing is asked for it again).
  const following =
    entries?.some(
      (entry) =>
        isLiveEntry(entry) ||
        (awaitsRecording(entry) &&
          entry.standing.requestId !== null &&
          requests !== undefined &&
          !recorded.has(entry.standing.requestId)),
    ) ?? false;
  useStatusPolling(following, refreshWaitlistStandings);
  // An offer's notice opens the page at its entry.
  useHighlightFromQuery(waitlistDomId, entries, undefined, WAITLIST_HIGHLIGHT_PARAM);
  // A removed entry's card leaves: the focus goes to the next, as for the requests' cards.
  const noteLeaving = useFocusAfterLeaving(entries, waitlistDomId, () => titleRef.current ?? pageTitle());
  // Entries joined before the slot list looked for them (its mark came later): it does from now on.
  const anyEntry = (entries?.length ?? 0) > 0;
  useEffect(() => {
    if (anyEntry) markJoinedOnDevice();
  }, [anyEntry]);

  function remove(id: string) {
    noteLeaving(id);
    void forgetWaitlistEntry(id);
  }

  if (!entries || entries.length === 0) return null;
  return (
    <section className="waitlist-section" aria-labelledby={titleId}>
      <h2 ref={titleRef} id={titleId} className="waitlist-title" tabIndex={-1}>
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
            onRemove={remove}
          />
        ))}
      </ul>
    </section>
  );
}
