import { useQueryClient } from '@tanstack/react-query';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { todayAtVenue } from '@turf/sync-contract/time';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { adminEn } from '../../../i18n/admin-en';
import { useAdminText } from '../../../i18n/admin-text';
import { useHighlightFromQuery } from '../../../lib/use-highlight-from-query';
import { shownAdminList } from '../shared/admin-list';
import { AdminPageHead, ListLoadError } from '../shared/admin-page-head';
import { useSchedule } from '../shared/api/get-schedule';
import { freeSlotsNear, slotsOfDay } from '../shared/day-slots';
import { describeFailure } from '../shared/describe-failure';
import { useFocusAfterRemoval } from '../shared/focus';
import { useListStatus } from '../shared/list-status';
import { OfflineNotice } from '../shared/offline-notice';
import { useQuestion } from '../shared/question-dialog';
import { useVenueRules } from '../shared/use-venue-rules';
import { weekStart } from '../shared/week';
import { useBlockedSlots } from './api/get-blocked-slots';
import { slotKey, useBookedSlots } from './api/get-booked-slots';
import { removeBookingRequests, useBookingRequests } from './api/get-booking-requests';
import { useLoadMoreBookingRequests } from './api/load-more-booking-requests';
import { useRejectAllBookingRequestsForSlot } from './api/reject-all-booking-requests-for-slot';
import { useRejectSelectedBookingRequests } from './api/reject-selected-booking-requests';
import { BookingRequestCard, type Decision, requestCardDomId } from './booking-request-card';
import { CompetingRequests } from './competing-requests';
import { ConfirmedCustomer } from './confirmed-customer';
import { findSlotClashes, sortOldestFirst } from './find-slot-clashes';
import { SelectionBar } from './selection-bar';
import { useRequestSelection } from './use-request-selection';
import './booking-requests.css';

/** In English (tests name it); the page shows its own language's. */
export const DECISIONS_NEED_CONNECTION = adminEn.requests.needConnection;
const TITLE_ID = 'requests-title';
const COMPETING_TITLE_ID = 'competing-title';

/** What the last bulk action or `Load more` came to; focus moves to it so a screen reader hears it at once. */
interface Notice {
  text: string;
  error: boolean;
}

/** Focus on a card of the list (the card itself: its heading names it); false when it is not on the page. */
function focusCard(id: string): boolean {
  const card = document.getElementById(requestCardDomId(id));
  card?.focus();
  return card !== null;
}

/** /admin/booking-requests: the pending requests, oldest first, a page at a time, refreshed by themselves. */
export function BookingRequestsPage() {
  const admin = useAdminText();
  const text = admin.requests;
  const query = useBookingRequests();
  const booked = useBookedSlots();
  const queryClient = useQueryClient();
  const rejectAll = useRejectAllBookingRequestsForSlot();
  const rejectSelected = useRejectSelectedBookingRequests();
  const loadMore = useLoadMoreBookingRequests();
  const question = useQuestion();
  const { offline, asOf } = useListStatus(query);
  const requests = useMemo(() => sortOldestFirst(query.data?.items ?? []), [query.data]);
  // A tap on a new-request notification opens this page at that request's card (issue 14).
  const refreshForNotice = useCallback(() => void query.refetch(), [query.refetch]);
  useHighlightFromQuery(requestCardDomId, query.data, refreshForNotice);
  const ids = useMemo(() => requests.map((request) => request._id), [requests]);
  const clashes = useMemo(() => findSlotClashes(requests), [requests]);
  const selection = useRequestSelection(ids);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const selectButtonRef = useRef<HTMLButtonElement>(null);
  const [firstNewCard, setFirstNewCard] = useState<string | null>(null);
  const blocked = useBlockedSlots(requests);
  // The request just confirmed, while the others that wanted its slot are shown to turn away.
  const [confirmed, setConfirmed] = useState<BookingRequest | null>(null);
  // The request just confirmed, whose customer is told on WhatsApp (item 5 of issue 29).
  const [toTell, setToTell] = useState<BookingRequest | null>(null);
  const competing = useMemo(
    () =>
      confirmed
        ? requests.filter(
            (request) =>
              request._id !== confirmed._id && request.date === confirmed.date && request.slotId === confirmed.slotId,
          )
        : [],
    [confirmed, requests],
  );
  // What is still free that day, to offer them: the board's week holding the date.
  const venue = useVenueRules();
  const week = useSchedule(weekStart(confirmed?.date ?? todayAtVenue()), confirmed !== null);
  const freeThatDay = useMemo(() => {
    if (!confirmed || !week.data || week.data.source !== 'server') return null;
    return freeSlotsNear(slotsOfDay(week.data, confirmed.date, new Date(), venue), confirmed.slotId);
  }, [confirmed, week.data, venue]);
  const bulkBusy = rejectAll.isPending || rejectSelected.isPending;
  // A decided card leaves the list: focus moves on to the next card (or the one before, or the page's title).
  const focusKeeper = useFocusAfterRemoval(ids, {
    itemOf: (element) => element.closest('article[id^="request-"]')?.id.slice('request-'.length) ?? null,
    focusItem: focusCard,
    focusEmpty: () => document.getElementById(TITLE_ID)?.focus(),
  });

  useEffect(() => {
    document.title = admin.documentTitle(text.title);
  }, [admin, text]);

  // Focus follows the outcome of a bulk action or `Load more`: to the notice that says what happened.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  // A confirm with other requests for its slot: focus goes to them, the manager's next task.
  const confirmedId = confirmed?._id ?? null;
  const hasCompeting = competing.length > 0;
  useEffect(() => {
    if (confirmedId !== null && hasCompeting) document.getElementById(COMPETING_TITLE_ID)?.focus();
  }, [confirmedId, hasCompeting]);
  // After `Load more`, the manager reads on from the first new card (once it is on the page).
  // The query's observers hear of the new page after the mutation's `onSuccess`, so the card may come a render later.
  useEffect(() => {
    if (firstNewCard !== null && ids.includes(firstNewCard) && focusCard(firstNewCard)) setFirstNewCard(null);
  }, [firstNewCard, ids]);

  const removeCard = useCallback((id: string) => removeBookingRequests(queryClient, [id]), [queryClient]);
  const decided = useCallback(
    (decision: Decision, request: BookingRequest) => {
      const others = requests.some(
        (other) => other._id !== request._id && other.date === request.date && other.slotId === request.slotId,
      );
      // The panel stays until `Done`, also once its last request is rejected: it says so, and keeps the focus.
      if (decision === 'confirm' && others) setConfirmed(request);
      if (decision === 'confirm') setToTell(request);
    },
    [requests],
  );
  const failed = (error: unknown) => setNotice({ text: describeFailure(error, admin), error: true });

  function rejectAllForSlot(request: BookingRequest, waiting: number) {
    const where = text.where(request.slotId, request.date);
    question.ask({
      title: admin.card.rejectAllForSlot(waiting),
      question: text.rejectAllQuestion(waiting, where),
      yes: text.rejectThem(waiting),
      no: text.dontReject,
      go: () =>
        rejectAll.mutate(
          { date: request.date, slotId: request.slotId },
          {
            onSuccess: (rejected) => setNotice({ text: text.rejectedForSlot(rejected.length, where), error: false }),
            onError: failed,
          },
        ),
      fallbackFocus: () => focusCard(request._id) || document.getElementById(TITLE_ID)?.focus(),
    });
  }

  function rejectChosen() {
    const chosen = [...selection.selected];
    if (chosen.length === 0) return;
    question.ask({
      title: admin.selection.rejectSelected,
      question: text.rejectSelectedQuestion(chosen.length),
      yes: text.rejectThem(chosen.length),
      no: text.dontReject,
      go: () =>
        rejectSelected.mutate(chosen, {
          onSuccess: (rejected) => {
            selection.stop();
            setNotice({ text: text.rejected(rejected.length), error: false });
          },
          onError: failed,
        }),
      fallbackFocus: () => document.getElementById(TITLE_ID)?.focus(),
    });
  }

  function showMore() {
    const before = requests.length;
    // The call's own promise, not `mutate`'s callbacks: those are skipped when the press comes before the page's
    // effects have run (its observer not yet subscribed), which a busy phone can do right after a refresh.
    loadMore.mutateAsync().then(() => {
      const view = shownAdminList<BookingRequest>(queryClient, 'booking-requests');
      const firstNew = view?.items[before];
      if (firstNew) setFirstNewCard(firstNew._id);
      else if (view?.next) setNotice({ text: text.pageHeldOnlyShown, error: false });
      else setNotice({ text: text.noMore, error: false });
    }, failed);
  }

  // `Refresh` asks again for all the page shows: the requests, and the booked and blocked slots their cards read, so a
  // slot booked meanwhile loses `Confirm` and gains `Reject all` at once, not at the next 30-second refresh.
  const hasBlocks = requests.length > 0;
  const everything = {
    isFetching: query.isFetching || booked.isFetching || blocked.isFetching,
    refetch: () => Promise.all([query.refetch(), booked.refetch(), hasBlocks ? blocked.refetch() : Promise.resolve()]),
  };
  const total = query.data?.total ?? requests.length;
  const canLoadMore = !offline && query.data?.next != null;
  const disabledReason = offline ? text.needConnection : null;

  return (
    <section className="adm-page adm-page--requests" aria-labelledby={TITLE_ID}>
      <AdminPageHead id={TITLE_ID} title={text.title} query={everything} />
      {offline && <OfflineNotice asOf={asOf} consequence={text.needConnection} />}
      {query.isError && <ListLoadError error={query.error} what="requests" />}
      {notice && (
        <p
          ref={noticeRef}
          className={notice.error ? 'adm-error adm-notice' : 'adm-notice'}
          role={notice.error ? 'alert' : 'status'}
          tabIndex={-1}
        >
          {notice.text}
        </p>
      )}
      {toTell && (
        <ConfirmedCustomer
          request={toTell}
          onDone={() => {
            setToTell(null);
            document.getElementById(TITLE_ID)?.focus();
          }}
        />
      )}
      {confirmed && (
        <CompetingRequests
          slot={confirmed}
          requests={competing}
          freeSlots={freeThatDay}
          disabledReason={disabledReason}
          onRejected={(request) => removeCard(request._id)}
          headingId={COMPETING_TITLE_ID}
          headingLevel={2}
          onDone={() => {
            setConfirmed(null);
            document.getElementById(TITLE_ID)?.focus();
          }}
        />
      )}
      {query.isPending ? (
        <p className="adm-muted" role="status">
          {text.loading}
        </p>
      ) : !query.data ? null : requests.length === 0 ? (
        <p className="adm-empty">{text.empty}</p>
      ) : (
        <>
          <div className="adm-toolbar">
            <p className="adm-muted">{text.summary(total, requests.length)}</p>
            <button
              ref={selectButtonRef}
              type="button"
              className="adm-button adm-button--quiet"
              aria-pressed={selection.active}
              onClick={selection.active ? selection.stop : selection.start}
              disabled={bulkBusy || (disabledReason !== null && !selection.active)}
            >
              {text.select}
            </button>
          </div>
          <ol className="adm-cards" {...focusKeeper}>
            {requests.map((request) => {
              const waiting = booked.data?.get(slotKey(request));
              return (
                <li key={request._id}>
                  <BookingRequestCard
                    request={request}
                    clash={clashes.has(request._id)}
                    disabledReason={disabledReason ?? (bulkBusy ? text.bulkInProgress : null)}
                    onDone={removeCard}
                    bookedWaiting={waiting}
                    blockedReason={blocked.data?.get(slotKey(request))}
                    onDecided={decided}
                    onRejectAllForSlot={waiting === undefined ? undefined : () => rejectAllForSlot(request, waiting)}
                    selection={
                      selection.active
                        ? {
                            selected: selection.selected.has(request._id),
                            onToggle: () => selection.toggle(request._id),
                          }
                        : undefined
                    }
                  />
                </li>
              );
            })}
          </ol>
          {canLoadMore && (
            <div className="adm-more">
              <button
                type="button"
                className="adm-button adm-button--quiet adm-button--wide"
                onClick={showMore}
                disabled={loadMore.isPending}
              >
                {loadMore.isPending ? text.loadingMore : text.loadMore}
              </button>
            </div>
          )}
          {selection.active && (
            <SelectionBar
              selection={selection}
              shownCount={requests.length}
              busy={bulkBusy}
              disabledReason={disabledReason}
              onRejectSelected={rejectChosen}
              onCancel={() => {
                selection.stop();
                selectButtonRef.current?.focus();
              }}
            />
          )}
        </>
      )}
      {question.dialog}
    </section>
  );
}
