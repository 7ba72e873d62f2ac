import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, formatLongDate, todayAtVenue } from '@turf/sync-contract/time';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as MyRequests } from '../../src/app/routes/my-requests';
import { BookingForm, useBookingFormStore, useRebooking } from '../../src/features/booking-form';
import { initialBookingFormData } from '../../src/features/booking-form/booking-form-store';
import { db } from '../../src/lib/db';
import type { OutboxItem } from '../../src/outbox/outbox-item';

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
let takenOnServer = false;
beforeEach(async () => {
  await db.outbox.clear();
  await db.outbox.bulkAdd(items);
  statusCalls.length = 0;
  takenOnServer = false;
  useBookingFormStore.setState(initialBookingFormData());
  // Offline for sending (queued stays queued), unless a test says the slot is taken; the status endpoint answers
  // "confirmed" for the sent one.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && takenOnServer)
      return new Response(JSON.stringify({ error: 'This slot is already booked', code: 'SLOT_TAKEN' }), {
        status: 409,
      });
    if (init?.method === 'POST') throw new TypeError('Failed to fetch');
    statusCalls.push(url);
    return new Response(JSON.stringify({ status: 'confirmed' }), { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

/** The slots page's part in a rebooking: its address read, the booking form given it. */
function SlotsPage() {
  return <BookingForm rebooking={useRebooking()} />;
}

function renderPage(at = '/my-requests') {
  const router = createMemoryRouter(
    [
      { path: '/my-requests', element: <MyRequests /> },
      { path: '/slots', element: <SlotsPage /> },
    ],
    { initialEntries: [at] },
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
    await waitFor(() => expect(within(card('AAA-AAA-AA2')).getByText('Waiting to send')).toBeInTheDocument());
    expect(within(card('AAA-AAA-AA2')).getByText(formatLongDate(soon))).toBeInTheDocument();
    // The slot's clocks are spans of their own (each kept whole on a narrow screen): match the whole cell's text.
    const slotCell = within(card('AAA-AAA-AA2')).getByText('Slot').nextElementSibling;
    expect(slotCell?.textContent).toBe('6:00 pm - 7:30 pm (N-1)');
    expect(within(card('AAA-AAA-AA4')).getByText('Confirmed')).toBeInTheDocument();
    expect(within(card('AAA-AAA-AA5')).getByText('Rejected')).toBeInTheDocument();
    expect(within(card('AAA-AAA-AA6')).getByText('Slot taken')).toBeInTheDocument();
    expect(within(card('AAA-AAA-AA7')).getByText('Not sent')).toBeInTheDocument();
    expect(within(card('AAA-AAA-AA7')).getByText(/Bookings open 60 days ahead/)).toBeInTheDocument();
    expect(within(card('AAA-AAA-AA8')).getByText('Sending…')).toBeInTheDocument();
    const whatsapp = within(card('AAA-AAA-AA3')).getByRole('link', { name: 'WhatsApp' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(whatsapp)).toContain('Booking ID: AAA-AAA-AA3');
    expect(decodeURIComponent(whatsapp)).toContain('Sent S');
    expect(screen.getByText(/2 waiting to be sent/)).toBeInTheDocument();
  });

  it('shows every Booking ID, so none is left for the banner to show again', async () => {
    await db.outbox.update('AAA-AAA-AA8', { bookingIdUnseen: true });
    renderPage();
    await screen.findByRole('heading', { name: 'AAA-AAA-AA8' });
    await waitFor(async () => expect((await db.outbox.get('AAA-AAA-AA8'))?.bookingIdUnseen).toBeUndefined());
  });

  it('asks the server how sent requests stand, and shows the answer', async () => {
    renderPage();
    await waitFor(() => expect(within(card('AAA-AAA-AA3')).getByText('Confirmed')).toBeInTheDocument());
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
    await waitFor(() => expect(within(card('AAA-AAA-AA4')).getByText('Cancelled')).toBeInTheDocument());
    expect(within(card('AAA-AAA-AA4')).getByText(/no longer yours/)).toBeInTheDocument();
    expect((await db.outbox.get('AAA-AAA-AA4'))?.state).toBe('cancelled');
    // Pending stays "sent"; rejected and past bookings are not asked about.
    expect((await db.outbox.get('AAA-AAA-AA3'))?.state).toBe('sent');
    expect(statusCalls).not.toContain('/api/booking-requests/AAA-AAA-AA5/status');
    expect(statusCalls).not.toContain('/api/booking-requests/AAA-AAA-AA9/status');
    expect(within(card('AAA-AAA-AA9')).getByText('Confirmed')).toBeInTheDocument();
  });

  it("asks in the site's own dialog before removing; Keep it and Escape leave the request, focus back on Remove", async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'AAA-AAA-AA5' });
    const remove = within(card('AAA-AAA-AA5')).getByRole('button', { name: 'Remove' });
    await userEvent.click(remove);
    const question = await screen.findByRole('dialog', { name: 'Remove this request' });
    expect(question).toHaveAccessibleDescription(
      'Remove AAA-AAA-AA5 from this phone? This does not cancel it at the venue.',
    );
    expect(within(question).getByRole('button', { name: 'Remove it' })).toBeInTheDocument();
    const keep = within(question).getByRole('button', { name: 'Keep it' });
    expect(keep).toHaveFocus();
    await userEvent.click(keep);
    expect(question).not.toBeInTheDocument();
    expect(remove).toHaveFocus();

    await userEvent.click(remove);
    // What the browser does on Escape: close the dialog, which fires `close`.
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(await db.outbox.get('AAA-AAA-AA5')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'AAA-AAA-AA5' })).toBeInTheDocument();
  });

  it('removes a request after Remove it; focus goes on to the next card', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'AAA-AAA-AA5' });
    const next = card('AAA-AAA-AA5').nextElementSibling;
    expect(next).toBeInstanceOf(HTMLLIElement);
    await userEvent.click(within(card('AAA-AAA-AA5')).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'AAA-AAA-AA5' })).not.toBeInTheDocument());
    expect(await db.outbox.get('AAA-AAA-AA5')).toBeUndefined();
    await waitFor(() => expect(next).toHaveFocus());
  });

  it('a request not sent yet: the question says the venue will never get it', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'AAA-AAA-AA2' });
    // The page's outbox may be trying to send it at that instant (offline here): its Remove is off until it is back in
    // the queue.
    const remove = () => within(card('AAA-AAA-AA2')).getByRole('button', { name: 'Remove' });
    await waitFor(() => expect(remove()).toBeEnabled());
    await userEvent.click(remove());
    expect(await screen.findByRole('dialog', { name: 'Remove this request' })).toHaveAccessibleDescription(
      'Remove AAA-AAA-AA2? It has not been sent yet, so the venue will never get it.',
    );
  });

  it('offers another slot for a taken one: the slots page opens with the name and phone put back in the form', async () => {
    const router = renderPage();
    await screen.findByRole('heading', { name: 'AAA-AAA-AA6' });
    await userEvent.click(within(card('AAA-AAA-AA6')).getByRole('button', { name: 'Pick another slot' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/slots'));
    // The request being made again rides in the address, so a reload of the slots page still knows it.
    expect(router.state.location.search).toBe('?rebook=AAA-AAA-AA6');
    await waitFor(() => expect(useBookingFormStore.getState().referenceName).toBe('Taken T'));
    const form = useBookingFormStore.getState();
    expect(form.phone).toBe('01812345678');
    expect(form.selectedDate).toBe(soon);
    expect((screen.getByLabelText('Reference Name') as HTMLInputElement).value).toBe('Taken T');
    // Once the new request is made (saved on the phone: no network here), the old one leaves the list.
    await submitRebooking();
    await screen.findByRole('dialog', { name: 'Booking Request Submitted' });
    await waitFor(async () => expect(await db.outbox.get('AAA-AAA-AA6')).toBeUndefined());
    // The page stops rebooking: a next request there is a new one.
    expect(router.state.location.search).toBe('');
  });

  it('a refused rebooking keeps the old request; another rebooking takes its place without removing it', async () => {
    await db.outbox.update('AAA-AAA-AA7', { state: 'slot-taken' });
    const router = renderPage();
    await screen.findByRole('heading', { name: 'AAA-AAA-AA6' });
    await userEvent.click(within(card('AAA-AAA-AA6')).getByRole('button', { name: 'Pick another slot' }));
    await waitFor(() => expect(useBookingFormStore.getState().referenceName).toBe('Taken T'));
    // The new attempt's slot was taken too: the form keeps rebooking, the old request stays.
    takenOnServer = true;
    await submitRebooking();
    expect((await screen.findByRole('alert')).textContent).toBe('This slot is already booked');
    expect(router.state.location.search).toBe('?rebook=AAA-AAA-AA6');
    expect(await db.outbox.get('AAA-AAA-AA6')).toBeDefined();
    // Rebooking another one instead leaves the first in the list too.
    takenOnServer = false;
    await router.navigate('/my-requests');
    await userEvent.click(
      await within(await waitForCard('AAA-AAA-AA7')).findByRole('button', { name: 'Pick another slot' }),
    );
    await waitFor(() => expect(useBookingFormStore.getState().referenceName).toBe('Failed F'));
    await submitRebooking();
    await screen.findByRole('dialog', { name: 'Booking Request Submitted' });
    await waitFor(async () => expect(await db.outbox.get('AAA-AAA-AA7')).toBeUndefined());
    expect(await db.outbox.get('AAA-AAA-AA6')).toBeDefined();
  });

  it('a reload of the rebooking page fills the form again from the request on the phone', async () => {
    useBookingFormStore.setState(initialBookingFormData());
    renderPage('/slots?rebook=AAA-AAA-AA6');
    await waitFor(() => expect(useBookingFormStore.getState().referenceName).toBe('Taken T'));
    expect(useBookingFormStore.getState().phone).toBe('01812345678');
    // An address naming a request that cannot be rebooked (sent, or gone) fills nothing.
    useBookingFormStore.setState(initialBookingFormData());
    cleanup();
    renderPage('/slots?rebook=AAA-AAA-AA3');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useBookingFormStore.getState().referenceName).toBe('');
  });
});

/** Picks a free slot on the rebooking form and confirms it. */
async function submitRebooking() {
  act(() => useBookingFormStore.getState().selectSlot('A-2', soon));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
}

async function waitForCard(id: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { name: id });
  return card(id);
}
