import { fireEvent, screen, within } from '@testing-library/react';
import { PAYMENT_METHODS } from '@turf/sync-contract/payments';
import type { VenueReport } from '@turf/sync-contract/schemas';
import { SLOT_IDS } from '@turf/sync-contract/slots';
import { addDays, dayOfWeek, todayAtVenue } from '@turf/sync-contract/time';
import { describe, expect, it, vi } from 'vitest';
import { rangeOf } from '../../src/features/admin/reports/report-range';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { json } from './fake-admin-api';

signedInForEachTest();

/**
 * The server's answer for any range: N-1 on Sundays booked 2 days of 5, money by bKash and cash, and 500 given back by
 * Nagad, a method that received nothing (so it shows for its refund alone).
 */
function reportFor(from: string, to: string): VenueReport {
  const today = todayAtVenue();
  const methods = (cash: number, bkash: number, nagadRefund = 0) =>
    PAYMENT_METHODS.map((method) => ({
      method,
      amount: method === 'cash' ? cash : method === 'bkash' ? bkash : method === 'nagad' ? -nagadRefund : 0,
      count: (method === 'cash' && cash > 0) || (method === 'bkash' && bkash > 0) ? 1 : 0,
      refunded: method === 'nagad' ? nagadRefund : 0,
    }));
  return {
    from,
    to,
    occupancy: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
      SLOT_IDS.map((slotId) => ({ weekday, slotId, days: 5, booked: weekday === 0 && slotId === 'N-1' ? 2 : 0 })),
    ),
    weeks: [{ weekStart: addDays(from, -dayOfWeek(from)), booked: 6000, received: 3500 }],
    receivedByMethod: methods(2500, 1500, 500),
    bookings: 2,
    bookedAmount: 6000,
    receivedAmount: 3500,
    refundedAmount: 500,
    onlineAdvanceAmount: 1000,
    manualAdvanceAmount: 400,
    cancellations: 1,
    noShows: 1,
    today: { date: today, received: 2000, refunded: 500, byMethod: methods(2500, 0, 500) },
  };
}

function fakeReportsApi() {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/reports') throw new TypeError('Failed to fetch');
    asked.push(url.pathname + url.search);
    return json(200, reportFor(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? ''));
  });
  return { fetch, asked };
}

describe('/admin/reports: the venue’s numbers', () => {
  it('opens on this month: today’s takings first, the totals, the heatmap, the weeks and the methods as tables', async () => {
    const api = fakeReportsApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/reports');
    const month = rangeOf('month', todayAtVenue());
    expect(await screen.findByText('BDT 2000 received')).toBeInTheDocument();
    expect(api.asked).toEqual([`/api/reports?from=${month.from}&to=${month.to}`]);
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('radio', { name: 'This month' })).toBeChecked();
    const today = screen.getByRole('region', { name: /^Today, / });
    expect(within(today).getByText('Cash BDT 2500 · Nagad BDT -500 · BDT 500 refunded')).toBeInTheDocument();

    const summary = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(summary('Bookings')).toBe('2');
    expect(summary('Booked')).toBe('BDT 6000');
    expect(summary('Received')).toBe('BDT 3500');
    expect(summary('Refunded')).toBe('BDT 500');
    expect(summary('Cancellations')).toBe('1');
    expect(summary('No-shows')).toBe('1');
    // Advances counted apart (decision 089): online through bKash, and sent by hand then confirmed.
    expect(summary('Advances paid online (bKash)')).toBe('BDT 1000');
    expect(summary('Advances sent by hand (confirmed)')).toBe('BDT 400');

    // The heatmap is a table: a slot a row, a weekday a column, the share in each cell.
    const heatmap = screen.getByRole('table', { name: /^Share of the days/ });
    // Wider than the narrowest phones: it scrolls in its own box, which a keyboard can focus to scroll (axe).
    const box = screen.getByRole('region', { name: /^Share of the days/ });
    expect(box).toContainElement(heatmap);
    expect(box).toHaveAttribute('tabindex', '0');
    const rows = within(heatmap).getAllByRole('row');
    expect(rows).toHaveLength(1 + SLOT_IDS.length);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Slot', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const night1 = rows[1 + SLOT_IDS.indexOf('N-1')] as HTMLElement;
    const cells = within(night1).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('40%');
    expect(cells[0]?.getAttribute('title')).toBe('2 of 5 days');
    expect(cells[1]?.textContent).toBe('0%');

    const weeks = screen.getByRole('region', { name: 'Revenue by week' });
    expect(within(weeks).getByRole('cell', { name: 'BDT 6000' })).toBeInTheDocument();
    expect(within(weeks).getByRole('cell', { name: 'BDT 3500' })).toBeInTheDocument();
    const methods = screen.getByRole('region', { name: 'Received by method, less refunds' });
    // Only the methods used: to receive or to give back.
    expect(
      within(methods)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Cash', 'bKash', 'Nagad']);
    const nagad = within(methods).getByRole('row', { name: /^Nagad/ });
    expect(
      within(nagad)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['0', 'BDT -500BDT 500 refunded']);
    expect(screen.getByRole('link', { name: 'Activity: who changed what, and when' })).toBeInTheDocument();
  });

  it('This week asks for Sunday to Saturday; a custom period ending before it starts says so and asks nothing', async () => {
    const api = fakeReportsApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/reports');
    await screen.findByText('BDT 2000 received');
    fireEvent.click(screen.getByRole('radio', { name: 'This week' }));
    const week = rangeOf('week', todayAtVenue());
    expect(dayOfWeek(week.from)).toBe(0);
    expect(await screen.findByText(/^\w{3}, \w{3} \d+, \d{4} to /)).toBeInTheDocument();
    expect(api.asked.at(-1)).toBe(`/api/reports?from=${week.from}&to=${week.to}`);

    fireEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    const asked = api.asked.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: addDays(week.from, -1) } });
    expect(screen.getByRole('alert').textContent).toBe(
      'The period ends before it starts: pick a "To" date on or after "From".',
    );
    expect(api.asked).toHaveLength(asked);
  });

  it('offline: says the reports need a connection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAdminPanel('/admin/reports');
    expect(await screen.findByText('You are offline: the reports load when you are back online.')).toBeInTheDocument();
  });
});
