import { render, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as MyRequests } from '../../src/app/routes/my-requests';
import { db } from '../../src/lib/db';
import type { OutboxItem } from '../../src/outbox/outbox-item';

const base = {
  time: '6:00 pm - 7:30 pm',
  slotId: 'N-1' as const,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 1,
  updatedAt: 1,
};
const yesterday: OutboxItem = {
  ...base,
  id: 'EEE-EEE-EE2',
  date: addDays(todayAtVenue(), -1),
  name: 'Late L',
  state: 'sent',
};

const statusCalls: string[] = [];
beforeEach(async () => {
  await db.outbox.clear();
  await db.outbox.add(yesterday);
  statusCalls.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    statusCalls.push(String(input));
    return new Response(JSON.stringify({ status: 'expired' }), { status: 200 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/my-requests: a request whose slot started before the manager answered', () => {
  it('is asked about even after its day, and shows Expired with what to do', async () => {
    const router = createMemoryRouter([{ path: '/my-requests', element: <MyRequests /> }], {
      initialEntries: ['/my-requests'],
    });
    render(<RouterProvider router={router} />);
    const heading = await screen.findByRole('heading', { name: 'EEE-EEE-EE2' });
    const card = heading.closest('li') as HTMLElement;
    await waitFor(() => expect(within(card).getByText('Expired')).toBeInTheDocument());
    expect(statusCalls).toContain('/api/booking-requests/EEE-EEE-EE2/status');
    expect(
      within(card).getByText(
        'The slot started before the manager confirmed this request, so it was not booked. Pick another slot if you still want to play.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Book another slot' }).getAttribute('href')).toBe('/slots');
    expect((await db.outbox.get('EEE-EEE-EE2'))?.state).toBe('expired');
    // Expired is final: not asked about again.
    statusCalls.length = 0;
    const { refreshSentStatuses } = await import('../../src/outbox');
    await refreshSentStatuses();
    expect(statusCalls).toEqual([]);
  });
});
