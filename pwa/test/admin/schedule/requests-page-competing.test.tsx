import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slotBlockedNotice } from '../../../src/features/admin/booking-requests/booking-request-card';
import { renderAdminPanel, signedInForEachTest } from '../admin-panel-harness';
import { fakeAdminApi, json, makeBlock, makeBooking, makeRequest } from '../fake-admin-api';

// Sunday, November 22, 2026, 9:00 am at the venue.
const NOW = new Date('2026-11-22T03:00:00Z');
const DAY = '2026-11-24';
const N2 = { date: DAY, slotId: 'N-2' as const, time: '7:30 pm - 9:00 pm' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());
signedInForEachTest();

const card = (id: string) => screen.getByRole('article', { name: `Booking ID ${id}` });
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

describe('the requests page after a confirm', () => {
  it('shows the other requests for that slot at once, with Reject and a WhatsApp message offering free slots', async () => {
    const api = fakeAdminApi({
      pending: [
        makeRequest(1, { ...N2, name: 'Winner' }),
        makeRequest(2, { ...N2, name: 'Runner Up', phone: '01912345678' }),
        makeRequest(3, { ...N2, name: 'Third Team' }),
        makeRequest(4, { date: DAY, slotId: 'M-4', time: '10:30 am - 12:00 pm', name: 'Elsewhere' }),
      ],
      bookings: [makeBooking('BKD-AAA-AAA', DAY, 'N-1'), makeBooking('BKD-BBB-BBB', DAY, 'N-3')],
      blocks: [makeBlock(1, DAY, 'N-4', 'Private event')],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/booking-requests');
    await screen.findAllByRole('article');
    press(within(card('R01-AAA-AAA')).getByRole('button', { name: /^Confirm/ }));

    const panel = await screen.findByRole('region', { name: /^Other requests for N-2, 7:30\sp/ });
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading')));
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((row) => within(row).getByText(/Runner Up|Third Team/, { selector: 'strong' }).textContent),
    ).toEqual(['Runner Up', 'Third Team']);
    // Free slots come from the board's week: N-1 and N-3 are booked, N-4 blocked; the afternoon is nearest.
    await waitFor(() => {
      const link = within(panel).getByRole('link', { name: 'WhatsApp Runner Up' });
      const href = new URL(link.getAttribute('href') ?? '');
      expect(href.pathname).toBe('/8801912345678');
      expect(href.searchParams.get('text')).toContain(
        'Still free that day: 1:30 pm - 3:00 pm, 3:00 pm - 4:30 pm, 4:30 pm - 6:00 pm.',
      );
    });

    // One tap each; the card in the list goes with it, and focus moves on to the next row.
    press(within(panel).getByRole('button', { name: 'Reject request R02-AAA-AAA' }));
    await waitFor(() => expect(within(panel).queryByText('Runner Up', { selector: 'strong' })).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Booking ID R02-AAA-AAA' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement?.closest('li')?.textContent).toContain('Third Team'));
    press(within(panel).getByRole('button', { name: 'Reject request R03-AAA-AAA' }));
    await within(panel).findByText('No other request waits for this slot.');
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading')));
    expect(api.state().pending.map((request) => request.name)).toEqual(['Elsewhere']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /^Other requests/ })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Booking Requests' }));
  });

  it('a confirm with no other request for the slot shows no panel', async () => {
    vi.stubGlobal('fetch', fakeAdminApi({ pending: [makeRequest(1, N2), makeRequest(2)] }).fetch);
    renderAdminPanel('/admin/booking-requests');
    await screen.findAllByRole('article');
    press(within(card('R01-AAA-AAA')).getByRole('button', { name: /^Confirm/ }));
    await within(card('R01-AAA-AAA')).findByText('Confirmed');
    expect(screen.queryByRole('region', { name: /^Other requests/ })).not.toBeInTheDocument();
  });
});

describe('a request for a blocked slot', () => {
  it('says `Slot blocked: {reason}` and offers Reject only', async () => {
    vi.stubGlobal(
      'fetch',
      fakeAdminApi({
        pending: [makeRequest(1, N2), makeRequest(2, { date: DAY, slotId: 'M-4', time: '10:30 am - 12:00 pm' })],
        blocks: [makeBlock(1, DAY, 'N-2', 'Tournament')],
      }).fetch,
    );
    renderAdminPanel('/admin/booking-requests');
    const blocked = await screen.findByRole('article', { name: 'Booking ID R01-AAA-AAA' });
    await within(blocked).findByText(slotBlockedNotice('Tournament'));
    expect(within(blocked).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(within(blocked).getByRole('button', { name: /^Reject/ })).toBeEnabled();
    expect(within(card('R02-AAA-AAA')).getByRole('button', { name: /^Confirm/ })).toBeEnabled();
  });

  it('blocked after the list loaded: the refused confirm says why, and the card learns the reason', async () => {
    const api = fakeAdminApi({ pending: [makeRequest(1, N2)] });
    let blockedNow = false;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (blockedNow && String(input).startsWith('/api/blocks?')) return json(200, [makeBlock(7, DAY, 'N-2', 'Rain')]);
      if (blockedNow && String(input).endsWith('/confirm'))
        return json(409, { error: 'This slot is blocked', code: 'SLOT_BLOCKED' });
      return api.fetch(input, init);
    });
    vi.stubGlobal('fetch', fetch);
    renderAdminPanel('/admin/booking-requests');
    await screen.findByRole('article');
    blockedNow = true;
    press(within(card('R01-AAA-AAA')).getByRole('button', { name: /^Confirm/ }));
    expect(await within(card('R01-AAA-AAA')).findByRole('alert')).toHaveTextContent('This slot is blocked');
    await within(card('R01-AAA-AAA')).findByText('Slot blocked: Rain');
    expect(within(card('R01-AAA-AAA')).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(card('R01-AAA-AAA')).getByRole('button', { name: /^Reject/ })),
    );
  });
});
