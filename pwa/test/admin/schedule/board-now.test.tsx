import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPanel, signedInForEachTest } from '../admin-panel-harness';
import { type Call, fakeAdminApi, makeBlock, makeBooking } from '../fake-admin-api';

/**
 * Issue 29: the board opens at "now". A rolling week from today on a desktop; a phone's day at the slot being played,
 * the past folded; tonight (a date's evening and the Late Night after its midnight) on one page; the money of a
 * part-paid booking in its cell; the week's cells one Tab stop, moved through with the arrow keys.
 */

signedInForEachTest();
afterEach(() => vi.useRealTimers());

/** Saturday, November 28, 2026, 10:00 pm at the venue (UTC+6): the last day of a Sunday-to-Saturday week. */
const SATURDAY_NIGHT = new Date('2026-11-28T16:00:00Z');
/** Sunday, November 29, 2026, 1:00 am at the venue: still Saturday's night. */
const AFTER_MIDNIGHT = new Date('2026-11-28T19:00:00Z');
const SATURDAY = '2026-11-28';
const SUNDAY = '2026-11-29';

function at(now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !/min-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const scheduleCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.startsWith('/api/schedule')).map((call) => call.url);
const counts = () => Array.from(document.querySelectorAll('.adm-counts dd')).map((dd) => dd.textContent);
const cell = (date: string, slotId: string) =>
  document.querySelector<HTMLElement>(`td[data-slot-key="${date} ${slotId}"]`) as HTMLElement;

describe('the desktop week on Saturday night', () => {
  it('rolls from today: tonight and the six days after it, open to book and block, not a week of `Past`', async () => {
    at(SATURDAY_NIGHT);
    const api = fakeAdminApi({ pending: [] });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/schedule');
    const grid = await screen.findByRole('grid', { name: 'Week of November 28, 2026 to December 4, 2026' });
    // The week and the night after its last day, in one request.
    expect(scheduleCalls(api.calls)).toEqual(['/api/schedule?from=2026-11-28&to=2026-12-05']);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sat Nov 28Today', 'Sun Nov 29', 'Mon Nov 30', 'Tue Dec 1', 'Wed Dec 2', 'Thu Dec 3', 'Fri Dec 4']);
    expect(within(cell(SATURDAY, 'N-3')).getByText('Started')).toBeInTheDocument();
    expect(within(cell(SATURDAY, 'N-4')).getByRole('button', { name: /^Book N-4/ })).toBeEnabled();
    // Tonight's Late Night is Sunday's early hours, in Saturday's column; Sunday is on the screen, open.
    expect(within(cell(SUNDAY, 'L-1')).getByRole('button', { name: 'Book L-1, November 29, 2026' })).toBeEnabled();
    expect(within(cell(SUNDAY, 'M-1')).getByRole('button', { name: 'Book M-1, November 29, 2026' })).toBeEnabled();
    // Saturday: N-4 and the four Late Night slots still free; Block slots on.
    expect(counts()).toEqual(['0', '5', '0', '0']);
    expect(screen.getByRole('button', { name: 'Block slots on Sat, Nov 28, 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-current', 'date');
  });

  it('is one Tab stop, starting at the slot now; the arrow keys move through the cells and their buttons', async () => {
    at(SATURDAY_NIGHT);
    vi.stubGlobal('fetch', fakeAdminApi({ pending: [] }).fetch);
    renderAdminPanel('/admin/schedule');
    const grid = await screen.findByRole('grid');
    const stops = () => Array.from(grid.querySelectorAll<HTMLElement>('[tabindex="0"]'));
    // N-3 is being played (nothing to press): the cell itself holds the one stop.
    expect(stops()).toEqual([cell(SATURDAY, 'N-3')]);
    expect(grid.querySelectorAll('td[data-slot-key] button:not([tabindex="-1"])')).toHaveLength(0);

    cell(SATURDAY, 'N-3').focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    const bookN4 = within(cell(SATURDAY, 'N-4')).getByRole('button', { name: /^Book N-4/ });
    expect(bookN4).toHaveFocus();
    expect(stops()).toEqual([bookN4]);
    // Right: the cell's own Block, then the next day's cell.
    fireEvent.keyDown(bookN4, { key: 'ArrowRight' });
    expect(within(cell(SATURDAY, 'N-4')).getByRole('button', { name: /^Block N-4/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(within(cell(SUNDAY, 'N-4')).getByRole('button', { name: /^Book N-4/ })).toHaveFocus();
    // Down across the period's heading row: into the Late Night, Monday's early hours under Sunday's column.
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(within(cell('2026-11-30', 'L-1')).getByRole('button', { name: /^Book L-1/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(within(cell('2026-12-05', 'L-1')).getByRole('button', { name: /^Block L-1/ })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home', ctrlKey: true });
    expect(cell(SATURDAY, 'M-1')).toHaveFocus();
    expect(stops()).toEqual([cell(SATURDAY, 'M-1')]);
  });

  it('shows a part-paid booking as its advance and what is still due, a paid one as Paid', async () => {
    at(SATURDAY_NIGHT);
    const payment = {
      id: '00000000-0000-4000-8000-000000000001',
      bookingId: 'ADV-ANC-EEE',
      amount: 500,
      method: 'bkash' as const,
      transactionId: 'ABC123DEF0',
      receivedAt: '2026-11-27T10:00:00.000Z',
      note: null,
      madeByToggle: false,
    };
    const api = fakeAdminApi({
      pending: [],
      bookings: [
        makeBooking('ADV-ANC-EEE', SUNDAY, 'N-1', {
          name: 'Advance Team',
          price: 2000,
          payments: [payment],
          due: 1500,
        }),
        makeBooking('ALL-PAI-DDD', SUNDAY, 'N-2', { name: 'Paid Team', price: 2000, paid: true, payments: [], due: 0 }),
        makeBooking('NOT-PAI-DDD', SUNDAY, 'N-3', { name: 'Owing Team', price: 2000, payments: [], due: 2000 }),
      ],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/schedule');
    await screen.findByRole('grid');
    expect(within(cell(SUNDAY, 'N-1')).getByRole('button')).toHaveTextContent(/^Advance Team\s*Advance 500 · Due 1500/);
    expect(within(cell(SUNDAY, 'N-2')).getByRole('button')).toHaveTextContent(/^Paid Team\s*Paid,/);
    expect(within(cell(SUNDAY, 'N-3')).getByRole('button')).toHaveTextContent(/^Owing Team\s*Unpaid,/);
  });
});

describe('the phone at 1 am', () => {
  beforeEach(asPhone);

  it('still shows tonight: the evening past in one line, the Late Night being played first, then the rest of the night', async () => {
    at(AFTER_MIDNIGHT);
    const api = fakeAdminApi({
      pending: [],
      bookings: [makeBooking('LTE-NIG-HTT', SUNDAY, 'L-2', { name: 'Night Owls' })],
      blocks: [makeBlock(1, SATURDAY, 'N-1')],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/schedule');
    await screen.findByRole('heading', { level: 2, name: /^Late Night/ });
    expect(screen.getByText('Sat, Nov 28, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-current', 'date');
    // Twelve slots of the evening are over: one line. The first card is L-1, being played.
    const fold = screen.getByRole('button', { name: 'Show 12 past slots' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Late Night · after midnight, Sun, Nov 29, 2026',
    ]);
    const cards = Array.from(document.querySelectorAll('article[data-slot-key]')).map((card) =>
      card.getAttribute('data-slot-key'),
    );
    expect(cards).toEqual([`${SUNDAY} L-1`, `${SUNDAY} L-2`, `${SUNDAY} L-3`, `${SUNDAY} L-4`]);
    const playing = document.querySelector<HTMLElement>(`article[data-slot-key="${SUNDAY} L-1"]`) as HTMLElement;
    expect(within(playing).getByText('Started')).toBeInTheDocument();
    const owls = document.querySelector<HTMLElement>(`article[data-slot-key="${SUNDAY} L-2"]`) as HTMLElement;
    expect(within(owls).getByText('Night Owls')).toBeInTheDocument();
    // The night's counts: L-2 booked, L-3 and L-4 free, N-1's block.
    expect(counts()).toEqual(['1', '2', '0', '1']);

    fireEvent.click(fold);
    await waitFor(() => expect(document.querySelectorAll('article[data-slot-key]')).toHaveLength(16));
    expect(screen.getByRole('button', { name: 'Hide 12 past slots' })).toHaveAttribute('aria-expanded', 'true');
  });
});
