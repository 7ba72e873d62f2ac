import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { fakeAdminApi, makeRequest } from './fake-admin-api';

signedInForEachTest();

describe('Refresh on the requests page', () => {
  it('asks again for the booked slots too: a slot booked meanwhile loses Confirm and offers Reject all at once', async () => {
    const first = makeRequest(1, { date: '2026-11-24', slotId: 'A-2', name: 'First Asker' });
    const second = makeRequest(2, { date: '2026-11-24', slotId: 'A-2', name: 'Second Asker' });
    const api = fakeAdminApi({ pending: [first, second] });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/booking-requests');
    const card = within(await screen.findByRole('article', { name: `Booking ID ${first._id}` }));
    expect(card.getByRole('button', { name: /^Confirm/ })).toBeEnabled();
    const bookedCalls = () => api.calls.filter((call) => call.url === '/api/booking-requests/booked-slots').length;
    await waitFor(() => expect(bookedCalls()).toBe(1));

    // Booked from another phone meanwhile: both requests still wait for the slot.
    api.setBooked([{ date: '2026-11-24', slotId: 'A-2', waiting: 2 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(bookedCalls()).toBe(2));
    await waitFor(() => expect(card.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument());
    expect(card.getByText('This slot is already booked: this request can no longer be confirmed.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /^Reject all 2 for this slot/ })).toBeEnabled();
  });
});
