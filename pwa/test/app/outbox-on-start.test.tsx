import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from '../../src/app/public-layout';
import { startPwa } from '../../src/app/pwa-update';
import { MARKS } from '../../src/lib/config';
import { db } from '../../src/lib/db';
import type { OutboxItem } from '../../src/outbox/outbox-item';
import { LockHub } from '../outbox/fake-locks';
import { FakeServer } from '../outbox/fake-server';

/**
 * The app's start after a reload in the middle of a send: the tab that was sending is gone, its request is still
 * `sending` on the phone, and the visitor never saw its Booking ID. The next start, on whatever page, sends it and
 * shows the ID again, without the visitor opening /my-requests.
 */

const server = new FakeServer();
const hub = new LockHub();
let lockRequests = 0;

beforeAll(() => {
  vi.stubGlobal('fetch', server.fetch);
  // Chromium's Web Locks: the new page's sender holds the lock, so the dead tab's claim is taken over at once.
  const locks = hub.forOwner('page-after-reload');
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      ...locks,
      request: ((...args: Parameters<LockManager['request']>) => {
        lockRequests += 1;
        return (locks.request as (...a: unknown[]) => unknown)(...args);
      }) as LockManager['request'],
    },
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ element: <PublicLayout />, children: [{ path: 'events', element: <h1>Events page</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

/** What the page before the reload left: the request, claimed by its sender, and the outbox's note of it. */
const leftMidSend: OutboxItem = {
  id: 'RLD-MID-SN2',
  date: '2030-03-10',
  slotId: 'N-2',
  time: '7:30 pm - 9:00 pm',
  name: 'Reload Rana',
  phone: '01712345678',
  state: 'sending',
  lease: { token: 'the-page-before-the-reload', until: Date.now() + 25_000 },
  attempts: 0,
  nextAttemptAt: 0,
  bookingIdUnseen: true,
  createdAt: performance.timeOrigin - 2_000,
  updatedAt: performance.timeOrigin - 2_000,
};

describe('the outbox at every start of the app', () => {
  it('with nothing in it, a start costs nothing: the outbox is not even loaded', async () => {
    performance.clearMarks(MARKS.outboxIdle);
    renderAt('/events');
    startPwa();
    // The start marks the outbox idle once it has found no work: the signal that nothing more is coming.
    await waitFor(() => expect(performance.getEntriesByName(MARKS.outboxIdle)).not.toHaveLength(0));
    expect(lockRequests).toBe(0);
    expect(server.posts).toEqual([]);
  });

  it('a request left by a reload mid-send is sent on the next start (any page), and its Booking ID shown again', async () => {
    await db.outbox.add(leftMidSend);
    localStorage.setItem('turf.outbox.unseen', '1');
    renderAt('/events');
    startPwa();

    await waitFor(() => expect(server.posts).toEqual(['RLD-MID-SN2']));
    expect(server.rows.get('RLD-MID-SN2')).toMatchObject({ name: 'Reload Rana', slotId: 'N-2' });
    const banner = await screen.findByText(/was sent\./);
    expect(banner.textContent).toBe('Your booking request RLD-MID-SN2 was sent.');

    await userEvent.click(screen.getByRole('button', { name: 'Show Booking ID' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking Request Submitted' });
    expect(within(dialog).getByTestId('booking-id').textContent).toBe('RLD-MID-SN2');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    const whatsapp =
      within(dialog)
        .getByRole('link', { name: /Chat on WhatsApp/ })
        .getAttribute('href') ?? '';
    expect(decodeURIComponent(whatsapp)).toContain('Booking ID: RLD-MID-SN2');
    expect(decodeURIComponent(whatsapp)).toContain('Reload Rana');

    // Seen now: the banner goes, and the next start has nothing to do.
    await waitFor(async () => expect((await db.outbox.get('RLD-MID-SN2'))?.bookingIdUnseen).toBeUndefined());
    await waitFor(() => expect(screen.queryByText(/Your booking request/)).not.toBeInTheDocument());
    expect(localStorage.getItem('turf.outbox.unseen')).toBe('0');
    expect(localStorage.getItem('turf.outbox.waiting')).toBe('0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The button that opened it is gone: focus goes to the page, not lost.
    expect(document.activeElement).toBe(document.getElementById('main'));
  });
});
