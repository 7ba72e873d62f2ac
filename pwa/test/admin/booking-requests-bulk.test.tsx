import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { describe, expect, it, vi } from 'vitest';
import { appendPage, keepLoadedTail } from '../../src/features/admin/booking-requests/keep-loaded-tail';
import type { AdminListView } from '../../src/features/admin/shared/admin-list';
import { nextPageOf, totalOf } from '../../src/features/admin/shared/admin-list';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { fakeAdminApi as fakeApi, json, makeRequest } from './fake-admin-api';

const make = makeRequest;

const renderPanel = () => renderAdminPanel('/admin/booking-requests');

const cardIds = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent?.replace('Booking ID ', ''));

signedInForEachTest();

/** Presses a button as a keyboard or a phone does: focus first, then the click. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

/** Answers the panel's question dialog with one of its buttons. */
function answer(dialog: string, button: string) {
  press(within(screen.getByRole('dialog', { name: dialog })).getByRole('button', { name: button }));
}

// Sixty cards take happy-dom a few seconds on a busy two-core machine.
const MANY_CARDS_MS = 30_000;

/** Sixty requests waiting, the panel open on its first page of fifty. */
async function panelWithSixtyWaiting() {
  const all = Array.from({ length: 60 }, (_, i) => make(i + 1));
  const api = fakeApi({ pending: all });
  vi.stubGlobal('fetch', api.fetch);
  renderPanel();
  await screen.findAllByRole('article');
  return { all, api };
}

describe('the pending list in pages', () => {
  it(
    'shows the first page with the server’s total, and Load more appends the next and moves focus to it',
    async () => {
      const { all, api } = await panelWithSixtyWaiting();
      expect(cardIds()).toHaveLength(50);
      expect(screen.getByText(/^60 pending, oldest first; showing the first 50\./)).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Admin Panel' });
      expect(within(nav).getByRole('link', { name: /Booking Requests/ }).textContent).toContain('60');
      expect(api.calls.find((c) => c.url.startsWith('/api/booking-requests?'))?.url).toBe(
        '/api/booking-requests?limit=50',
      );

      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(cardIds()).toHaveLength(60));
      expect(api.calls.some((c) => c.url === `/api/booking-requests?limit=50&cursor=${all[49]?._id}`)).toBe(true);
      expect(cardIds()).toEqual(all.map((r) => r._id));
      await waitFor(() => expect(document.activeElement?.id).toBe(`request-${all[50]?._id}`));
      // The last page: nothing more to load.
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(screen.getByText(/^60 pending, oldest first\./)).toBeInTheDocument();
    },
    MANY_CARDS_MS,
  );

  it(
    'refreshes with one request as long as the list shown, so loaded cards stay',
    async () => {
      const { all, api } = await panelWithSixtyWaiting();
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(cardIds()).toHaveLength(60));
      api.remove(all[3]?._id ?? '');
      api.calls.length = 0;
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(cardIds()).toHaveLength(59));
      const lists = api.calls.filter((c) => c.url.startsWith('/api/booking-requests?'));
      expect(lists.map((c) => c.url)).toEqual(['/api/booking-requests?limit=60']);
    },
    MANY_CARDS_MS,
  );
});

describe('Reject all for a booked slot', () => {
  it('shows on the cards of a booked slot only, rejects them after a confirm, and says so with focus', async () => {
    const waiting = [
      make(1, { date: '2026-12-05', slotId: 'N-2', time: '7:30 pm - 9:00 pm' }),
      make(2),
      make(3, { date: '2026-12-05', slotId: 'N-2', time: '7:30 pm - 9:00 pm' }),
    ];
    const api = fakeApi({ pending: waiting, booked: [{ date: '2026-12-05', slotId: 'N-2', waiting: 2 }] });
    vi.stubGlobal('fetch', api.fetch);
    renderPanel();
    const buttons = await screen.findAllByRole('button', { name: /^Reject all 2 for this slot/ });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]?.textContent).toBe('Reject all 2 for this slot: N-2, December 5, 2026');
    const other = screen.getByRole('article', { name: `Booking ID ${waiting[1]?._id}` });
    expect(within(other).queryByRole('button', { name: /^Reject all/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('This slot is already booked: this request can no longer be confirmed.')).toHaveLength(
      2,
    );

    press(buttons[0] as HTMLElement);
    // Asked in the panel's own dialog, named as the button, the safe answer focused first.
    const question = screen.getByRole('dialog', { name: 'Reject all 2 for this slot' });
    expect(question).toHaveTextContent(
      'Reject all 2 requests waiting for N-2 on December 5, 2026? The slot is already booked.',
    );
    await waitFor(() => expect(within(question).getByRole('button', { name: "Don't reject" })).toHaveFocus());
    press(within(question).getByRole('button', { name: 'Reject 2 requests' }));
    expect(question).not.toBeInTheDocument();
    const notice = await screen.findByText('Rejected 2 requests for N-2 on December 5, 2026.');
    expect(notice.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(cardIds()).toEqual([waiting[1]?._id]);
    expect(api.calls.find((c) => c.url === '/api/booking-requests/reject-all')?.body).toEqual({
      date: '2026-12-05',
      slotId: 'N-2',
    });
  });

  it("does nothing on Don't reject or Escape, and gives the focus back to Reject all", async () => {
    const api = fakeApi({
      pending: [make(1, { date: '2026-12-05', slotId: 'N-2' }), make(2, { date: '2026-12-05', slotId: 'N-2' })],
      booked: [{ date: '2026-12-05', slotId: 'N-2', waiting: 2 }],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPanel();
    const [first] = (await screen.findAllByRole('button', { name: /^Reject all 2/ })) as HTMLElement[];
    press(first as HTMLElement);
    answer('Reject all 2 for this slot', "Don't reject");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first).toHaveFocus();
    press(first as HTMLElement);
    // What the browser does on Escape: close the dialog, which fires `close`.
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(cardIds()).toHaveLength(2);
  });

  it('for the last request waiting for a booked slot, says the slot is booked and leaves it to Reject', async () => {
    const api = fakeApi({
      pending: [make(1, { date: '2026-12-05', slotId: 'N-2' })],
      booked: [{ date: '2026-12-05', slotId: 'N-2', waiting: 1 }],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPanel();
    await screen.findByText('This slot is already booked: this request can no longer be confirmed.');
    expect(screen.queryByRole('button', { name: /^Reject all/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Reject request/ })).toBeInTheDocument();
  });
});

describe('Reject selected', () => {
  it('selects cards by keyboard-reachable checkboxes and rejects exactly those, then leaves selection mode', async () => {
    const waiting = [make(1), make(2), make(3)];
    const api = fakeApi({ pending: waiting });
    vi.stubGlobal('fetch', api.fetch);
    renderPanel();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    const select = screen.getByRole('button', { name: 'Select' });
    fireEvent.click(select);
    expect(select.getAttribute('aria-pressed')).toBe('true');
    const bar = screen.getByRole('region', { name: 'Selection' });
    const rejectSelected = within(bar).getByRole('button', { name: 'Reject selected' }) as HTMLButtonElement;
    expect(rejectSelected.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: `Select request ${waiting[0]?._id}` }));
    fireEvent.click(screen.getByRole('checkbox', { name: `Select request ${waiting[2]?._id}` }));
    expect(within(bar).getByRole('status').textContent).toBe('2 selected');

    press(rejectSelected);
    const question = screen.getByRole('dialog', { name: 'Reject selected' });
    expect(question).toHaveTextContent('Reject 2 selected requests?');
    // `Don't reject` keeps the selection as it was.
    press(within(question).getByRole('button', { name: "Don't reject" }));
    expect(question).not.toBeInTheDocument();
    expect(rejectSelected).toHaveFocus();
    expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    press(rejectSelected);
    answer('Reject selected', 'Reject 2 requests');
    const notice = await screen.findByText('Rejected 2 requests.');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(cardIds()).toEqual([waiting[1]?._id]);
    expect(api.calls.find((c) => c.url === '/api/booking-requests/reject-selected')?.body).toEqual({
      ids: [waiting[0]?._id, waiting[2]?._id],
    });
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('Select all shown, then Cancel: nothing is sent and focus returns to Select', async () => {
    const api = fakeApi({ pending: [make(1), make(2)] });
    vi.stubGlobal('fetch', api.fetch);
    renderPanel();
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Select all shown' }));
    expect(within(bar).getByRole('status').textContent).toBe('2 selected');
    expect(within(bar).getByRole('button', { name: 'Select none' })).toBeInTheDocument();
    fireEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('when the server refuses (all or nothing), shows why, keeps every card and reloads the list', async () => {
    const waiting = [make(1), make(2)];
    const refusal = `Request ${waiting[1]?._id} was confirmed meanwhile. Nothing was rejected: reload the list and try again`;
    const api = fakeApi({
      pending: waiting,
      rejectSelected: () => json(409, { error: refusal, code: 'REJECT_NOT_WAITING' }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPanel();
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Select all shown' }));
    const listLoads = () => api.calls.filter((c) => c.url.startsWith('/api/booking-requests?')).length;
    const before = listLoads();
    press(within(bar).getByRole('button', { name: 'Reject selected' }));
    answer('Reject selected', 'Reject 2 requests');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(refusal);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(cardIds()).toHaveLength(2);
    await waitFor(() => expect(listLoads()).toBe(before + 1));
  });
});

describe('page rules', () => {
  const view = (items: BookingRequest[], next: string | null, total: number): AdminListView<BookingRequest> => ({
    items,
    source: 'server',
    asOf: 1,
    next,
    total,
  });

  it('a refresh keeps the cards loaded beyond its page, after it, and drops those decided inside it', () => {
    const all = Array.from({ length: 8 }, (_, i) => make(i + 1));
    const shown = view(all, null, 8);
    // Refreshed window of 5 (one of them, #2, decided meanwhile, so #6 moves in); 7 remain in all.
    const fresh = view([all[0], all[2], all[3], all[4], all[5]] as BookingRequest[], '/api/x', 7);
    const merged = keepLoadedTail(shown, fresh);
    expect(merged.items.map((r) => r._id)).toEqual([0, 2, 3, 4, 5, 6, 7].map((i) => all[i]?._id));
    expect(merged.next).toBeNull();
  });

  it('a refresh that is the whole list keeps nothing else, and a page is never repeated', () => {
    const all = Array.from({ length: 4 }, (_, i) => make(i + 1));
    expect(keepLoadedTail(view(all, null, 4), view(all.slice(0, 2), null, 2)).items).toHaveLength(2);
    const appended = appendPage(view(all.slice(0, 3), '/api/x', 4), all.slice(2), null, 4);
    expect(appended.items.map((r) => r._id)).toEqual(all.map((r) => r._id));
  });

  it('follows only a Link to this API, and reads X-Total-Count as a count', () => {
    const headers = (link: string, total = '5') => new Headers({ link, 'x-total-count': total });
    expect(nextPageOf(headers('</api/booking-requests?limit=50&cursor=K7Q-M4X-PAR>; rel="next"'))).toBe(
      '/api/booking-requests?limit=50&cursor=K7Q-M4X-PAR',
    );
    expect(nextPageOf(headers('<https://evil.example/steal>; rel="next"'))).toBeNull();
    expect(nextPageOf(headers('<//evil.example/api/x>; rel="next"'))).toBeNull();
    expect(nextPageOf(headers('</api/booking-requests>; rel="prev"'))).toBeNull();
    expect(totalOf(headers('', '5'))).toBe(5);
    expect(totalOf(headers('', 'many'))).toBeNull();
    expect(totalOf(new Headers())).toBeNull();
  });
});
