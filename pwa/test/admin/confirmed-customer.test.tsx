import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { fakeAdminApi, makeRequest } from './fake-admin-api';

// Sunday, November 22, 2026, 9:00 am at the venue.
const NOW = new Date('2026-11-22T03:00:00Z');
const N2 = { date: '2026-11-24', slotId: 'N-2' as const, time: '7:30 pm - 9:00 pm' };

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
/** The message a WhatsApp link opens the chat with, and the number it opens. */
function whatsapp(link: HTMLElement): { to: string; text: string } {
  const href = new URL(link.getAttribute('href') ?? '');
  return { to: href.pathname, text: href.searchParams.get('text') ?? '' };
}

describe('after Confirm, the confirmed customer is told in one tap (issue 29, item 5)', () => {
  it('offers `Send on WhatsApp` prefilled with the date, the time and the Booking ID; focus goes on to the next card', async () => {
    vi.stubGlobal('fetch', fakeAdminApi({ pending: [makeRequest(1, { ...N2, name: 'Rahim' }), makeRequest(2)] }).fetch);
    renderAdminPanel('/admin/booking-requests');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('link', { name: /^Send on WhatsApp/ })).not.toBeInTheDocument();
    press(within(card('R01-AAA-AAA')).getByRole('button', { name: /^Confirm/ }));

    const panel = await screen.findByRole('region', { name: /^Confirmed for Rahim: November 24, 2026, 7:30\sp/ });
    // The manager works on through the list: the next card has the focus once the confirmed one leaves.
    await waitFor(() => expect(card('R02-AAA-AAA')).toHaveFocus());
    expect(panel).toBeInTheDocument();
    expect(panel).toHaveTextContent('Booking ID R01-AAA-AAA');
    const link = within(panel).getByRole('link', { name: 'Send on WhatsApp to Rahim' });
    expect(link).toHaveAttribute('target', '_blank');
    const message = whatsapp(link);
    expect(message.to).toBe('/8801710000001');
    expect(message.text).toContain('Hello Rahim! Your booking at');
    expect(message.text).toContain('Booking ID: R01-AAA-AAA');
    expect(message.text).toContain('Date: November 24, 2026');
    expect(message.text).toContain('Time: 7:30 pm - 9:00 pm');

    // Done puts it away, and the focus goes to the page's title, never to nowhere.
    fireEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(panel).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking Requests' })).toHaveFocus();
  });

  it('writes to a customer who asked in Bangla in Bangla, whatever the panel’s language', async () => {
    vi.stubGlobal('fetch', fakeAdminApi({ pending: [makeRequest(1, { ...N2, name: 'করিম', lang: 'bn' })] }).fetch);
    renderAdminPanel('/admin/booking-requests');
    press(within(await screen.findByRole('article')).getByRole('button', { name: /^Confirm/ }));
    const link = await screen.findByRole('link', { name: 'Send on WhatsApp to করিম' });
    const { text } = whatsapp(link);
    expect(text).toContain('হ্যালো করিম!');
    expect(text).toContain('বুকিং আইডি: R01-AAA-AAA');
    expect(text).not.toContain('Booking ID');
  });

  it('beside the other requests for the slot, which keep the focus', async () => {
    vi.stubGlobal(
      'fetch',
      fakeAdminApi({ pending: [makeRequest(1, { ...N2, name: 'Winner' }), makeRequest(2, { ...N2 })] }).fetch,
    );
    renderAdminPanel('/admin/booking-requests');
    await screen.findAllByRole('article');
    press(within(card('R01-AAA-AAA')).getByRole('button', { name: /^Confirm/ }));
    const others = await screen.findByRole('region', { name: /^Other requests for N-2/ });
    await waitFor(() => expect(within(others).getByRole('heading')).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Send on WhatsApp to Winner' })).toBeInTheDocument();
    // The other requests' panel done: the focus goes to the title and stays there.
    fireEvent.click(within(others).getByRole('button', { name: 'Done' }));
    const title = screen.getByRole('heading', { level: 1, name: 'Booking Requests' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('region', { name: /^Confirmed for Winner/ })).toBeInTheDocument();
    expect(title).toHaveFocus();
  });
});
