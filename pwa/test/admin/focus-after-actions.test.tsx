import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Booking } from '@turf/sync-contract/schemas';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { describe, expect, it, vi } from 'vitest';
import { SLOT_BOOKED_NOTICE, SLOT_CLASH_WARNING } from '../../src/features/admin/booking-requests/booking-request-card';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { fakeAdminApi, json, makeRequest } from './fake-admin-api';

const renderPanel = renderAdminPanel;

const card = (id: string) => screen.getByRole('article', { name: `Booking ID ${id}` });
/** Presses a button as a keyboard or a phone does: focus first, then the click. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

signedInForEachTest();

describe('focus after Confirm and Reject: the card leaves, focus goes on to the next one', () => {
  it('Confirm: the card keeps focus while it shows Confirmed, then the next card has it', async () => {
    const [first, second, third] = [makeRequest(1), makeRequest(2), makeRequest(3)];
    vi.stubGlobal('fetch', fakeAdminApi({ pending: [first, second, third] as never }).fetch);
    renderPanel('/admin/booking-requests');
    await screen.findAllByRole('article');
    press(within(card(first?._id ?? '')).getByRole('button', { name: /^Confirm/ }));
    await within(card(first?._id ?? '')).findByText('Confirmed');
    await waitFor(() => expect(document.activeElement).toBe(card(first?._id ?? '')));
    // The card leaves after its Confirmed badge has shown a moment (DECIDED_BADGE_MS).
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: `Booking ID ${first?._id}` })).not.toBeInTheDocument(),
    );
    expect(document.activeElement).toBe(card(second?._id ?? ''));
  });

  it('Reject of the last card: the one before it; of the only card: the page title', async () => {
    const [first, second] = [makeRequest(1), makeRequest(2)];
    vi.stubGlobal('fetch', fakeAdminApi({ pending: [first, second] as never }).fetch);
    renderPanel('/admin/booking-requests');
    await screen.findAllByRole('article');
    press(within(card(second?._id ?? '')).getByRole('button', { name: /^Reject/ }));
    await waitFor(() => expect(document.activeElement).toBe(card(first?._id ?? '')));

    press(within(card(first?._id ?? '')).getByRole('button', { name: /^Reject/ }));
    await screen.findByText(/^No pending requests/);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Booking Requests' }));
  });
});

describe('Refresh', () => {
  it('stays focusable while it refreshes (a disabled button would drop focus), and a second press does nothing', async () => {
    const api = fakeAdminApi({ pending: [makeRequest(1)] });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (holding) await held;
        return api.fetch(input, init);
      }),
    );
    renderPanel('/admin/booking-requests');
    await screen.findAllByRole('article');
    // Refresh covers the booked and blocked slots the cards read too (issue 29): once they are in as well.
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    holding = true;
    const before = api.calls.length;
    press(refresh);
    const refreshing = await screen.findByRole('button', { name: 'Refreshing…' });
    expect((refreshing as HTMLButtonElement).disabled).toBe(false);
    expect(refreshing.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(refreshing);
    fireEvent.click(refreshing);
    holding = false;
    release();
    await screen.findByRole('button', { name: 'Refresh' });
    // One round (the list, and the booked and blocked slots its cards read: issue 29), not two.
    const asked = api.calls.slice(before).map((call) => call.url.split('?')[0]);
    expect(asked.filter((url) => url === '/api/booking-requests')).toHaveLength(1);
    expect(asked.filter((url) => url === '/api/booking-requests/booked-slots')).toHaveLength(1);
  });
});

describe('a confirm refused with "This slot is already booked" (issue 12, item 14)', () => {
  it('shows the slot as taken, offers Reject (and Reject all once the server counts two) with focus on Reject', async () => {
    const slot = { date: '2026-12-05', slotId: 'N-2' as const, time: '7:30 pm - 9:00 pm' };
    const requests = [makeRequest(1, slot), makeRequest(2, slot)];
    const api = fakeAdminApi({
      pending: requests,
      // Booked from another phone a moment ago: this phone's list has not heard of it yet.
      confirm: () => json(409, { error: 'This slot is already booked', code: 'SLOT_TAKEN' }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderPanel('/admin/booking-requests');
    await screen.findAllByRole('article');
    const id = requests[0]?._id ?? '';
    expect(within(card(id)).getByRole('note').textContent).toBe(SLOT_CLASH_WARNING);
    api.setBooked([{ date: slot.date, slotId: slot.slotId, waiting: 2 }]);

    press(within(card(id)).getByRole('button', { name: /^Confirm/ }));
    expect((await within(card(id)).findByRole('alert')).textContent).toBe('This slot is already booked');
    await waitFor(() => expect(within(card(id)).getByRole('note').textContent).toBe(SLOT_BOOKED_NOTICE));
    expect(within(card(id)).queryByText(SLOT_CLASH_WARNING)).not.toBeInTheDocument();
    expect(within(card(id)).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card(id)).getByRole('button', { name: /^Reject request/ })),
    );
    // The server's count of requests waiting for the slot comes with the refetch.
    await within(card(id)).findByRole('button', { name: /^Reject all 2 for this slot/ });
  });
});

describe('focus after the Database changes', () => {
  const today = todayAtVenue();
  const booking = (n: number, paid = false): Booking => ({
    _id: `B0${n}-BBB-BBB`,
    date: addDays(today, n),
    slotId: 'M-1',
    time: '6:00 am - 7:30 am',
    name: `Player ${n}`,
    phone: `0171200000${n}`,
    price: 2000,
    paid,
    cancelled: false,
    noShow: false,
    createdAt: '2026-11-22T04:00:00.000Z',
    source: 'visitor',
    note: null,
    seriesId: null,
  });
  const row = (n: number) => document.querySelector<HTMLElement>(`[data-booking-id="B0${n}-BBB-BBB"]`);
  const rowGone = (n: number) => waitFor(() => expect(row(n)).toBeNull());
  const firstControl = (n: number) => row(n)?.querySelector('a[href]');

  it("Delete: the next row's first control, else the row before's, else the page title", async () => {
    vi.stubGlobal('fetch', fakeAdminApi({ pending: [], bookings: [booking(1), booking(2), booking(3)] }).fetch);
    renderPanel('/admin/database');
    await screen.findByText('Player 3');
    /** Delete, answered `Delete booking` in the panel's dialog. */
    const deleteRow = (n: number) => {
      press(within(row(n) as HTMLElement).getByRole('button', { name: /^Delete/ }));
      const question = screen.getByRole('dialog', { name: /^Delete booking of / });
      press(within(question).getByRole('button', { name: 'Delete booking' }));
    };
    deleteRow(2);
    await rowGone(2);
    expect(document.activeElement).toBe(firstControl(3));

    deleteRow(3);
    await rowGone(3);
    expect(document.activeElement).toBe(firstControl(1));

    deleteRow(1);
    await rowGone(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Database' }));
  });

  it('a toggle keeps focus; a row the change takes out of the filter hands it to the next row', async () => {
    vi.stubGlobal('fetch', fakeAdminApi({ pending: [], bookings: [booking(1), booking(2)] }).fetch);
    renderPanel('/admin/database');
    await screen.findByText('Player 2');
    const paid = within(row(1) as HTMLElement).getByRole('button', { name: 'Paid: No' });
    press(paid);
    await within(row(1) as HTMLElement).findByRole('button', { name: 'Paid: Yes' });
    await waitFor(() => expect((paid as HTMLButtonElement).disabled).toBe(false));
    expect(document.activeElement).toBe(paid);

    fireEvent.click(screen.getByLabelText('Unpaid only'));
    await rowGone(1);
    const secondPaid = within(row(2) as HTMLElement).getByRole('button', { name: 'Paid: No' });
    press(secondPaid);
    await rowGone(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Database' }));
  });
});
