import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatLongDate, todayAtVenue } from '@turf/sync-contract/time';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingFormStore } from '../../src/features/booking-form';
import { Component as MyRequests } from '../../src/features/my-requests/my-requests-route';
import { db, type OutboxItem } from '../../src/lib/db';

const soon = addDays(todayAtVenue(), 5);
const base = { date: soon, time: '6:00 pm - 7:30 pm', attempts: 0, nextAttemptAt: 0, createdAt: 1, updatedAt: 1 };
const items: OutboxItem[] = [
  { ...base, id: 'AAA-AAA-AA2', slotId: 'N-1', name: 'Queued Q', phone: '01712345678', state: 'queued', createdAt: 7 },
  { ...base, id: 'AAA-AAA-AA3', slotId: 'N-2', name: 'Sent S', state: 'sent', createdAt: 6 },
  { ...base, id: 'AAA-AAA-AA4', slotId: 'N-3', name: 'Conf C', state: 'confirmed', createdAt: 5 },
  { ...base, id: 'AAA-AAA-AA5', slotId: 'N-4', name: 'Rej R', state: 'rejected', createdAt: 4 },
  {
    ...base,
    id: 'AAA-AAA-AA6',
    slotId: 'M-1',
    name: 'Taken T',
    phone: '01812345678',
    state: 'slot-taken',
    failure: { reason: 'slot-taken', message: 'This slot is already booked', status: 409 },
    createdAt: 3,
  },
  {
    ...base,
    id: 'AAA-AAA-AA7',
    slotId: 'M-2',
    name: 'Failed F',
    phone: '01912345678',
    state: 'failed',
    failure: { reason: 'invalid', message: 'Bookings open 60 days ahead', status: 400 },
    createdAt: 2,
  },
  {
    ...base,
    id: 'AAA-AAA-AA8',
    slotId: 'M-3',
    name: 'Sending X',
    phone: '01612345678',
    state: 'sending',
    createdAt: 1,
    lease: { token: 'other-tab', until: Date.now() + 600_000 },
  },
  // (held by a live sender in another tab: its lease runs for a while yet)
];

const statusCalls: string[] = [];
beforeEach(async () => {
  await db.outbox.clear();
  await db.outbox.bulkAdd(items);
  statusCalls.length = 0;
  // Offline for sending (queued stays queued); the status endpoint answers "confirmed" for the sent one.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST') throw new TypeError('Failed to fetch');
    statusCalls.push(url);
    return new Response(JSON.stringify({ status: 'confirmed' }), { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/my-requests', element: <MyRequests /> },
      { path: '/slots', element: <h1>Slots page</h1> },
    ],
    { initialEntries: ['/my-requests'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

function card(id: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: id });
  return heading.closest('li') as HTMLElement;
}

describe('/my-requests', () => {
  it('lists every request with its Booking ID, date, slot and a visible state', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'AAA-AAA-AA2' });
    // Opening the page tries to send it at once; with no network it stays waiting.
    await waitFor(() => expect(within(card('AAA-AAA-AA2')).getByText('Waiting to send')).toBeTruthy());
    expect(within(card('AAA-AAA-AA2')).getByText(formatLongDate(soon))).toBeTruthy();
    expect(within(card('AAA-AAA-AA2')).getByText(/6:00 pm - 7:30 pm/)).toBeTruthy();
    expect(within(card('AAA-AAA-AA4')).getByText('Confirmed')).toBeTruthy();
    expect(within(card('AAA-AAA-AA5')).getByText('Rejected')).toBeTruthy();
    expect(within(card('AAA-AAA-AA6')).getByText('Slot taken')).toBeTruthy();
    expect(within(card('AAA-AAA-AA7')).getByText('Not sent')).toBeTruthy();
    expect(within(card('AAA-AAA-AA7')).getByText(/Bookings open 60 days ahead/)).toBeTruthy();
    expect(within(card('AAA-AAA-AA8')).getByText('Sending…')).toBeTruthy();
    const whatsapp = within(card('AAA-AAA-AA3')).getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(whatsapp)).toContain('Booking ID: AAA-AAA-AA3');
    expect(decodeURIComponent(whatsapp)).toContain('Sent S');
    expect(screen.getByText(/2 waiting to be sent/)).toBeTruthy();
  });

  it('asks the server how sent requests stand, and shows the answer', async () => {
    renderPage();
    await waitFor(() => expect(within(card('AAA-AAA-AA3')).getByText('Confirmed')).toBeTruthy());
    expect(statusCalls).toContain('/api/booking-requests/AAA-AAA-AA3/status');
    expect((await db.outbox.get('AAA-AAA-AA3'))?.state).toBe('confirmed');
  });

  it('keeps watching a confirmed booking until its day: a cancellation shows, a past one is left alone', async () => {
    const past = addDays(todayAtVenue(), -1);
    await db.outbox.add({ ...base, id: 'AAA-AAA-AA9', slotId: 'A-1', name: 'Past P', state: 'confirmed', date: past });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (init?.method === 'POST') throw new TypeError('Failed to fetch');
      statusCalls.push(url);
      const status = url.includes('AAA-AAA-AA4') ? 'cancelled' : 'pending';
      return new Response(JSON.stringify({ status }), { status: 200 });
    });
    renderPage();
    await waitFor(() => expect(within(card('AAA-AAA-AA4')).getByText('Cancelled')).toBeTruthy());
    expect(within(card('AAA-AAA-AA4')).getByText(/no longer yours/)).toBeTruthy();
    expect((await db.outbox.get('AAA-AAA-AA4'))?.state).toBe('cancelled');
    // Pending stays "sent"; rejected and past bookings are not asked about.
    expect((await db.outbox.get('AAA-AAA-AA3'))?.state).toBe('sent');
    expect(statusCalls).not.toContain('/api/booking-requests/AAA-AAA-AA5/status');
    expect(statusCalls).not.toContain('/api/booking-requests/AAA-AAA-AA9/status');
    expect(within(card('AAA-AAA-AA9')).getByText('Confirmed')).toBeTruthy();
  });

  it('removes a request after the visitor agrees', async () => {
    vi.stubGlobal('confirm', () => true);
    renderPage();
    await screen.findByRole('heading', { name: 'AAA-AAA-AA5' });
    await userEvent.click(within(card('AAA-AAA-AA5')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'AAA-AAA-AA5' })).toBeNull());
    expect(await db.outbox.get('AAA-AAA-AA5')).toBeUndefined();
  });

  it('offers another slot for a taken one, with the name and phone put back in the booking form', async () => {
    const router = renderPage();
    await screen.findByRole('heading', { name: 'AAA-AAA-AA6' });
    await userEvent.click(within(card('AAA-AAA-AA6')).getByRole('button', { name: 'Pick another slot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/slots'));
    const form = useBookingFormStore.getState();
    expect(form.referenceName).toBe('Taken T');
    expect(form.phone).toBe('01812345678');
    expect(form.selectedDate).toBe(soon);
    // Once the new request is made, the old one leaves the list.
    form.completeSubmission();
    await waitFor(async () => expect(await db.outbox.get('AAA-AAA-AA6')).toBeUndefined());
  });

  it('a refused rebooking keeps the old request; another rebooking takes its place without removing it', async () => {
    await db.outbox.update('AAA-AAA-AA7', { state: 'slot-taken' });
    const router = renderPage();
    await screen.findByRole('heading', { name: 'AAA-AAA-AA6' });
    await userEvent.click(within(card('AAA-AAA-AA6')).getByRole('button', { name: 'Pick another slot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/slots'));
    // The new attempt's slot was taken too: the form keeps rebooking, the old request stays.
    useBookingFormStore.getState().slotWasTaken();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await db.outbox.get('AAA-AAA-AA6')).toBeDefined();
    // Rebooking another one instead leaves the first in the list too.
    await router.navigate('/my-requests');
    await userEvent.click(
      await within(await waitForCard('AAA-AAA-AA7')).findByRole('button', { name: 'Pick another slot' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/slots'));
    useBookingFormStore.getState().completeSubmission();
    await waitFor(async () => expect(await db.outbox.get('AAA-AAA-AA7')).toBeUndefined());
    expect(await db.outbox.get('AAA-AAA-AA6')).toBeDefined();
  });
});

async function waitForCard(id: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { name: id });
  return card(id);
}
