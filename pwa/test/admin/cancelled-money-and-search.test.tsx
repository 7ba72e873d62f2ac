import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, Payment } from '@turf/sync-contract/schemas';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { fakeAdminApi, json, makeBooking } from './fake-admin-api';

// Issue 29 items 1, 2 and 11: a cancelled booking owes nothing; one search for any booking; whose booking each
// Activity entry is, a series as one entry.

signedInForEachTest();

const DAY = addDays(todayAtVenue(), 3);

/** Below the desktop width: the Database's cards. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !/min-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const card = (id: string) => {
  const element = document.querySelector<HTMLElement>(`[data-booking-id="${id}"]`);
  if (!element) throw new Error(`booking ${id} is not shown`);
  return element;
};

const advance = (bookingId: string, amount: number): Payment => ({
  id: `00000000-0000-4000-8000-${String(amount).padStart(12, '0')}`,
  bookingId,
  amount,
  method: 'bkash',
  transactionId: 'ADVANCE001',
  receivedAt: '2026-11-20T04:00:00.000Z',
  note: null,
  madeByToggle: false,
});

describe('a cancelled booking on the Database (a phone)', () => {
  beforeEach(asPhone);

  it('shows no Due and no Add payment, is never Unpaid only, and its advance is To refund until refunded', async () => {
    const cancelled = makeBooking('CAN-CEL-AAA', DAY, 'N-2', { name: 'Cancelled FC', price: 2000, cancelled: true });
    const active = makeBooking('ACT-IVE-AAA', DAY, 'N-3', { name: 'Active FC', price: 2000 });
    const api = fakeAdminApi({
      pending: [],
      bookings: [cancelled, active],
      payments: [advance('CAN-CEL-AAA', 500)],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('Cancelled FC');
    const mine = within(card('CAN-CEL-AAA'));
    expect(mine.getByText('To refund BDT 500')).toBeInTheDocument();
    expect(mine.queryByText(/^Due/)).not.toBeInTheDocument();
    expect(mine.queryByRole('button', { name: /^Add payment/ })).not.toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Paid: No' })).toBeDisabled();
    expect(mine.getByText('CAN-CEL-AAA')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Unpaid only' }));
    await waitFor(() => expect(document.querySelector('[data-booking-id="CAN-CEL-AAA"]')).toBeNull());
    expect(card('ACT-IVE-AAA')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Unpaid only' }));

    fireEvent.click(await within(card('CAN-CEL-AAA')).findByRole('button', { name: /^Record refund/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record refund' });
    expect(within(dialog).getByText(/^Cancelled FC: /)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount given back (BDT)')).toHaveValue('500');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'bKash' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.url.includes('/refunds'))).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/bookings/all/CAN-CEL-AAA/refunds',
        body: { amount: 500, method: 'bkash' },
      }),
    ]);
    expect(await within(card('CAN-CEL-AAA')).findByText('Cancelled: nothing due')).toBeInTheDocument();
    expect(within(card('CAN-CEL-AAA')).getByRole('list', { name: 'Refunds' })).toHaveTextContent(
      /^Refunded BDT 500 bKash/,
    );
  });

  it('Keep it asks why, then the money is kept with that note; Refund instead takes it back', async () => {
    const cancelled = makeBooking('KEP-TTT-AAA', DAY, 'A-2', { name: 'Kept FC', price: 2000, cancelled: true });
    const api = fakeAdminApi({ pending: [], bookings: [cancelled], payments: [advance('KEP-TTT-AAA', 700)] });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('Kept FC');
    fireEvent.click(within(card('KEP-TTT-AAA')).getByRole('button', { name: /^Keep it/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep it' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the money' }));
    expect(await within(dialog).findByText('Say why the money is kept')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Why the money is kept'), { target: { value: 'Late cancel' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the money' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('KEP-TTT-AAA')).findByText('Money kept: Late cancel')).toBeInTheDocument();
    expect(api.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { refundKeptNote: 'Late cancel' } });
    fireEvent.click(within(card('KEP-TTT-AAA')).getByRole('button', { name: /^Refund instead/ }));
    expect(await within(card('KEP-TTT-AAA')).findByText('To refund BDT 700')).toBeInTheDocument();
  });
});

describe('Search bookings on the Database', () => {
  beforeEach(asPhone);

  it('asks the server with q and shows what it finds, whatever the filters; clearing it shows the list again', async () => {
    const past = makeBooking('OLD-PAS-TAA', addDays(todayAtVenue(), -40), 'M-1', { name: 'Old Lions' });
    const ahead = makeBooking('NEW-AHE-ADA', DAY, 'M-2', { name: 'New Tigers' });
    const api = fakeAdminApi({ pending: [], bookings: [past, ahead] });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('New Tigers');
    // The default filter shows upcoming games: the old booking is not on the list.
    expect(screen.queryByText('Old Lions')).not.toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search bookings' });
    expect(box).toHaveAccessibleDescription('Booking ID, name or phone');
    fireEvent.change(box, { target: { value: 'lions' } });
    expect(await screen.findByText('Old Lions')).toBeInTheDocument();
    expect(screen.queryByText('New Tigers')).not.toBeInTheDocument();
    expect(screen.getByText('1 found.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/api/bookings/all?q=lions')).toBe(true);
    fireEvent.change(box, { target: { value: '' } });
    expect(await screen.findByText('New Tigers')).toBeInTheDocument();
    expect(screen.queryByText('Old Lions')).not.toBeInTheDocument();
  });
});

describe('Activity: whose booking, and a series as one entry', () => {
  it('names the customer under each booking entry and a series’ dates in one entry', async () => {
    const entries: AuditEntry[] = [
      {
        id: '20',
        at: '2026-11-22T04:41:00.000Z',
        actor: 'manager@turf.example',
        action: 'booking.created',
        bookingId: 'SER-IES-AAA',
        blockId: null,
        before: null,
        after: { name: 'Mirpur Tigers', date: '2026-12-01', time: '6:00 pm - 7:30 pm', price: 2000 },
        who: { name: 'Mirpur Tigers', phone: '01812345678' },
        series: { id: 's1', count: 3, dates: ['2026-12-01', '2026-12-08', '2026-12-15'] },
      },
      {
        id: '17',
        at: '2026-11-22T04:40:00.000Z',
        actor: 'manager@turf.example',
        action: 'payment.added',
        bookingId: 'PAY-AAA-AAA',
        blockId: null,
        before: null,
        after: { amount: 500, method: 'cash' },
        who: { name: 'Rahim Uddin', phone: '01712345678' },
        series: null,
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, entries)),
    );
    renderAdminPanel('/admin/reports/activity');
    expect(await screen.findByText('Booking SER-IES-AAA made')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').filter((item) => item.classList.contains('adm-activity__entry'));
    expect(items).toHaveLength(2);
    const series = within(items[0] as HTMLElement);
    expect(series.getByText('Mirpur Tigers · 01812345678')).toBeInTheDocument();
    expect(
      series.getByText('3 weekly bookings: Tue, Dec 1, 2026, Tue, Dec 8, 2026, Tue, Dec 15, 2026'),
    ).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Rahim Uddin · 01712345678')).toBeInTheDocument();
  });
});
