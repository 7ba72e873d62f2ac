import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@turf/sync-contract/schemas';
import { describe, expect, it, vi } from 'vitest';
import { BookingHistory } from '../../src/features/admin/activity/booking-history';
import { queryClient } from '../../src/lib/query-client';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { json } from './fake-admin-api';

signedInForEachTest();

const MANAGER = 'manager@turf.example';
let nextId = 100;
function entry(action: string, fields: Partial<AuditEntry>): AuditEntry {
  nextId -= 1;
  return {
    id: String(nextId),
    at: '2026-11-22T04:41:00.000Z',
    actor: MANAGER,
    action,
    bookingId: null,
    blockId: null,
    before: null,
    after: null,
    ...fields,
  };
}

const newest = [
  entry('payment.added', {
    bookingId: 'R01-AAA-AAA',
    after: { amount: 500, method: 'bkash', transaction_id: '9C7A1B2D3E', note: null, made_by_toggle: false },
  }),
  entry('booking.updated', { bookingId: 'R01-AAA-AAA', before: { paid: false }, after: { paid: true } }),
  entry('settings.saved', { before: { bookingHorizonDays: 30 }, after: { bookingHorizonDays: 45 } }),
  entry('booking.cancelled', { bookingId: 'R04-DDD-DDD', before: { cancelled: false }, after: { cancelled: true } }),
  entry('block.created', { blockId: 'b1', after: { date: '2026-11-24', time: '6:00 pm - 7:30 pm', reason: 'Rain' } }),
];
const older = [
  entry('request.created', {
    actor: 'visitor',
    bookingId: 'R01-AAA-AAA',
    after: { name: 'Rahim', phone: '01712345678', date: '2026-11-24', time: '1:30 pm - 3:00 pm', status: 'pending' },
  }),
  entry('request.expired', { actor: 'system', bookingId: 'R02-BBB-BBB', before: { status: 'pending' } }),
  entry('something.new', { bookingId: 'R03-CCC-CCC' }),
];

/** GET /api/audit as the server answers it: a first page with a Link to the next, then the last. */
function fakeAuditApi() {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/audit') throw new TypeError('Failed to fetch');
    asked.push(url.pathname + url.search);
    if (url.searchParams.get('bookingId') === 'R01-AAA-AAA') {
      return json(200, [...newest.slice(0, 2), older[0]]);
    }
    if (url.searchParams.has('cursor')) return json(200, older);
    const response = json(200, newest);
    response.headers.set('link', `</api/audit?limit=50&cursor=${newest.at(-1)?.id}>; rel="next"`);
    return response;
  });
  return { fetch, asked };
}

describe('/admin/reports/activity: who changed what and when', () => {
  it('lists the newest changes in words, with who and when, and loads older ones on demand', async () => {
    const api = fakeAuditApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/reports/activity');
    expect(await screen.findByText('Payment added to R01-AAA-AAA')).toBeInTheDocument();
    // Under Reports: its tab stays lit.
    expect(screen.getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Activity - Admin Panel');
    const items = () =>
      screen.getAllByRole('listitem').filter((item) => item.classList.contains('adm-activity__entry'));
    const payment = within(items()[0] as HTMLElement);
    expect(payment.getByText(`${MANAGER} · Nov 22, 2026, 10:41 AM`)).toBeInTheDocument();
    expect(payment.getByText('Amount: BDT 500')).toBeInTheDocument();
    expect(payment.getByText('Method: bKash')).toBeInTheDocument();
    expect(payment.getByText('Transaction ID: 9C7A1B2D3E')).toBeInTheDocument();
    expect(within(items()[1] as HTMLElement).getByText('Paid: No → Yes')).toBeInTheDocument();
    expect(within(items()[2] as HTMLElement).getByText('Settings saved')).toBeInTheDocument();
    expect(within(items()[2] as HTMLElement).getByText('Days ahead visitors may request: 30 → 45')).toBeInTheDocument();
    expect(within(items()[3] as HTMLElement).getByText('Booking R04-DDD-DDD cancelled')).toBeInTheDocument();
    expect(within(items()[4] as HTMLElement).getByText('Reason: Rain')).toBeInTheDocument();
    expect(items()).toHaveLength(5);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Request R01-AAA-AAA sent')).toBeInTheDocument();
    expect(items()).toHaveLength(8);
    expect(within(items()[5] as HTMLElement).getByText(/^A visitor · /)).toBeInTheDocument();
    expect(within(items()[5] as HTMLElement).getByText('Date: Tue, Nov 24, 2026')).toBeInTheDocument();
    expect(
      within(items()[6] as HTMLElement).getByText('Request R02-BBB-BBB expired: its slot started'),
    ).toBeInTheDocument();
    expect(within(items()[6] as HTMLElement).getByText(/^The system · /)).toBeInTheDocument();
    // A kind this panel does not know yet is shown as it is, not dropped.
    expect(within(items()[7] as HTMLElement).getByText('something.new R03-CCC-CCC')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.asked).toEqual(['/api/audit?limit=50', `/api/audit?limit=50&cursor=${newest.at(-1)?.id}`]);
  });

  it('says so offline, and Refresh asks again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAdminPanel('/admin/reports/activity');
    expect(
      await screen.findByText('You are offline: the activity loads when you are back online.'),
    ).toBeInTheDocument();
    const api = fakeAuditApi();
    vi.stubGlobal('fetch', api.fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Payment added to R01-AAA-AAA')).toBeInTheDocument();
  });
});

describe("a booking's History", () => {
  it('loads only when opened, and shows that booking’s changes', async () => {
    const api = fakeAuditApi();
    vi.stubGlobal('fetch', api.fetch);
    render(
      <QueryClientProvider client={queryClient}>
        <BookingHistory bookingId="R01-AAA-AAA" />
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'History' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(api.asked).toEqual([]);
    fireEvent.click(toggle);
    const region = await screen.findByRole('region', { name: 'History of R01-AAA-AAA' });
    expect(await within(region).findByText('Request R01-AAA-AAA sent')).toBeInTheDocument();
    expect(within(region).getByText('Paid: No → Yes')).toBeInTheDocument();
    expect(api.asked).toEqual(['/api/audit?limit=50&bookingId=R01-AAA-AAA']);
    fireEvent.click(screen.getByRole('button', { name: 'Hide history' }));
    expect(screen.getByRole('button', { name: 'History' }).getAttribute('aria-expanded')).toBe('false');
  });
});
