import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BookingRequestCard,
  type BookingRequestCardProps,
  DECIDED_BADGE_MS,
  SLOT_BOOKED_NOTICE,
  SLOT_CLASH_WARNING,
} from '../../src/features/admin/booking-requests/booking-request-card';
import { findSlotClashes, sortOldestFirst } from '../../src/features/admin/booking-requests/find-slot-clashes';
import {
  describeFailure,
  OFFLINE_ACTION_MESSAGE,
  TIMED_OUT_ACTION_MESSAGE,
} from '../../src/features/admin/shared/describe-failure';
import { ApiError, NetworkError } from '../../src/lib/api-client';
import { json } from './fake-admin-api';

const request: BookingRequest = {
  _id: 'K7Q-M4X-PAR',
  name: 'Rahim Uddin',
  phone: '01712345678',
  slotId: 'N-2',
  time: '7:30 pm - 9:00 pm',
  date: '2026-12-05',
  status: 'pending',
  createdAt: '2026-11-22T03:15:00.000Z',
};

/** The server's answer to the card's one call, held until the test lets it go. */
function heldAnswer() {
  let answer!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => (answer = resolve));
  const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => response);
  return { fetch, answer };
}

function renderCard(overrides: Partial<BookingRequestCardProps> = {}) {
  const props = { request, clash: false, disabledReason: null, onDone: vi.fn(), ...overrides };
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  const { unmount } = render(
    <QueryClientProvider client={client}>
      <BookingRequestCard {...props} />
    </QueryClientProvider>,
  );
  return { ...props, unmount };
}

const confirmButton = () => screen.getByRole('button', { name: /^Confirm/ });
const rejectButton = () => screen.getByRole('button', { name: /^Reject/ });
const calls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BookingRequestCard', () => {
  it('shows the spec fields: Booking ID, New Booking Request, Name, Phone as tel:, Slot ID, Time, Date, created', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Booking ID K7Q-M4X-PAR' });
    expect(within(card).getByText('New Booking Request')).toBeInTheDocument();
    expect(within(card).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe('tel:01712345678');
    expect(within(card).getByText('N-2')).toBeInTheDocument();
    expect(within(card).getByText('7:30 pm - 9:00 pm')).toBeInTheDocument();
    expect(within(card).getByText('December 5, 2026')).toBeInTheDocument();
    // 03:15 UTC is 9:15 at the venue (Asia/Dhaka, UTC+6).
    // The clock keeps its AM/PM on its line on a narrow card.
    expect(within(card).getByText('Nov 22, 2026, 9:15 AM').textContent).toMatch(/, 9:15[\u00a0\u202f]AM$/);
    expect(screen.queryByText(SLOT_CLASH_WARNING)).not.toBeInTheDocument();
  });

  it('disables both buttons while the call runs, then shows the badge and leaves after a moment', async () => {
    vi.useFakeTimers();
    const server = heldAnswer();
    vi.stubGlobal('fetch', server.fetch);
    const props = renderCard();
    fireEvent.click(confirmButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls(server.fetch)).toEqual(['POST /api/booking-requests/K7Q-M4X-PAR/confirm']);
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect((rejectButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirmButton());
    expect(server.fetch).toHaveBeenCalledTimes(1);

    await act(async () => {
      server.answer(json(200, { ...request, price: 2500, paid: false, cancelled: false }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status').textContent).toBe('Confirmed');
    expect(screen.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(props.onDone).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(DECIDED_BADGE_MS));
    expect(props.onDone).toHaveBeenCalledWith('K7Q-M4X-PAR');
  });

  it('leaves the list at once when the manager moves to another screen during the badge, and only once', async () => {
    const fetch = vi.fn(async () => json(200, { ...request, price: 2500, paid: false, cancelled: false }));
    vi.stubGlobal('fetch', fetch);
    const props = renderCard();
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(props.onDone).not.toHaveBeenCalled();
    props.unmount();
    expect(props.onDone).toHaveBeenCalledTimes(1);
    expect(props.onDone).toHaveBeenCalledWith('K7Q-M4X-PAR');
  });

  it('leaves the list once when the badge time is up and the card then goes', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => json(200, { ...request, status: 'rejected' }));
    vi.stubGlobal('fetch', fetch);
    const props = renderCard();
    fireEvent.click(rejectButton());
    await act(() => vi.advanceTimersByTimeAsync(DECIDED_BADGE_MS));
    expect(props.onDone).toHaveBeenCalledTimes(1);
    props.unmount();
    expect(props.onDone).toHaveBeenCalledTimes(1);
  });

  it('shows Rejected after a reject', async () => {
    const fetch = vi.fn(async () => json(200, { ...request, status: 'rejected' }));
    vi.stubGlobal('fetch', fetch);
    renderCard();
    fireEvent.click(rejectButton());
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(calls(fetch)).toEqual(['DELETE /api/booking-requests/K7Q-M4X-PAR']);
  });

  it('on a 409 keeps the card, gives the buttons back and shows the server reason', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { error: 'This slot is already booked', code: 'SLOT_TAKEN' })),
    );
    const props = renderCard();
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This slot is already booked');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(false);
    expect((rejectButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Confirmed')).not.toBeInTheDocument();
    expect(props.onDone).not.toHaveBeenCalled();
  });

  it('on a network failure says the manager is offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderCard();
    fireEvent.click(rejectButton());
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE_ACTION_MESSAGE);
    expect((rejectButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('warns before the tap when another request wants the same slot', () => {
    renderCard({ clash: true });
    expect(screen.getByRole('note').textContent).toBe(SLOT_CLASH_WARNING);
  });

  it('of a booked slot offers Reject only, and says why instead of warning of the other request', () => {
    renderCard({ clash: true, bookedWaiting: 1 });
    expect(screen.getByRole('note').textContent).toBe(SLOT_BOOKED_NOTICE);
    expect(screen.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(rejectButton()).toBeInTheDocument();
  });

  it('keeps the buttons off while offline', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderCard({ disabledReason: 'Offline' });
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect((rejectButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirmButton());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('pending list rules', () => {
  const make = (id: string, date: string, slotId: BookingRequest['slotId'], createdAt: string) => ({
    ...request,
    _id: id,
    date,
    slotId,
    createdAt,
  });

  it('flags every request that shares a date and slot with another, and only those', () => {
    const list = [
      make('AAA-AAA-AAA', '2026-12-05', 'N-2', '2026-11-22T01:00:00Z'),
      make('BBB-BBB-BBB', '2026-12-05', 'N-2', '2026-11-22T02:00:00Z'),
      make('CCC-CCC-CCC', '2026-12-06', 'N-2', '2026-11-22T03:00:00Z'),
      make('DDD-DDD-DDD', '2026-12-05', 'N-3', '2026-11-22T04:00:00Z'),
    ];
    expect([...findSlotClashes(list)].sort()).toEqual(['AAA-AAA-AAA', 'BBB-BBB-BBB']);
  });

  it('lists the oldest first', () => {
    const list = [
      make('NEW-NEW-NEW', '2026-12-05', 'N-2', '2026-11-22T05:00:00Z'),
      make('OLD-OLD-OLD', '2026-12-05', 'N-2', '2026-11-21T23:00:00Z'),
    ];
    expect(sortOldestFirst(list).map((r) => r._id)).toEqual(['OLD-OLD-OLD', 'NEW-NEW-NEW']);
  });
});

describe('describeFailure', () => {
  it('does not claim nothing changed when the answer timed out', () => {
    expect(describeFailure(new NetworkError('You are offline'))).toBe(OFFLINE_ACTION_MESSAGE);
    expect(describeFailure(new NetworkError('The server took too long to answer', true))).toBe(
      TIMED_OUT_ACTION_MESSAGE,
    );
    expect(describeFailure(new ApiError(409, 'This slot is already booked'))).toBe('This slot is already booked');
  });
});
