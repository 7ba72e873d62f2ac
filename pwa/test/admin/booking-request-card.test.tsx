import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { BookingRequest } from '@turf/sync-contract/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BookingRequestCard,
  DECIDED_BADGE_MS,
  SLOT_CLASH_WARNING,
} from '../../src/features/admin/booking-requests/booking-request-card';
import { findSlotClashes, sortOldestFirst } from '../../src/features/admin/booking-requests/find-slot-clashes';
import {
  describeFailure,
  OFFLINE_ACTION_MESSAGE,
  TIMED_OUT_ACTION_MESSAGE,
} from '../../src/features/admin/shared/describe-failure';
import { ApiError, NetworkError } from '../../src/lib/api-client';

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

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderCard(overrides: Partial<Parameters<typeof BookingRequestCard>[0]> = {}) {
  const props = {
    request,
    clash: false,
    disabledReason: null,
    onDecide: vi.fn(async () => undefined),
    onDone: vi.fn(),
    ...overrides,
  };
  render(<BookingRequestCard {...props} />);
  return props;
}

const confirmButton = () => screen.getByRole('button', { name: /^Confirm/ });
const rejectButton = () => screen.getByRole('button', { name: /^Reject/ });

afterEach(() => vi.useRealTimers());

describe('BookingRequestCard', () => {
  it('shows the spec fields: Booking ID, New Booking Request, Name, Phone as tel:, Slot ID, Time, Date, created', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Booking ID K7Q-M4X-PAR' });
    expect(within(card).getByText('New Booking Request')).toBeTruthy();
    expect(within(card).getByText('Rahim Uddin')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe('tel:01712345678');
    expect(within(card).getByText('N-2')).toBeTruthy();
    expect(within(card).getByText('7:30 pm - 9:00 pm')).toBeTruthy();
    expect(within(card).getByText('December 5, 2026')).toBeTruthy();
    // 03:15 UTC is 9:15 at the venue (Asia/Dhaka, UTC+6).
    expect(within(card).getByText('Nov 22, 2026, 9:15 AM')).toBeTruthy();
    expect(screen.queryByText(SLOT_CLASH_WARNING)).toBeNull();
  });

  it('disables both buttons while the call runs, then shows the badge and leaves after a moment', async () => {
    vi.useFakeTimers();
    const call = deferred();
    const props = renderCard({ onDecide: vi.fn(() => call.promise) });
    fireEvent.click(confirmButton());
    expect(props.onDecide).toHaveBeenCalledWith('confirm');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect((rejectButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirmButton());
    expect(props.onDecide).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve());
    expect(screen.getByRole('status').textContent).toBe('Confirmed');
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(props.onDone).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(DECIDED_BADGE_MS));
    expect(props.onDone).toHaveBeenCalledWith('K7Q-M4X-PAR');
  });

  it('shows Rejected after a reject', async () => {
    const props = renderCard();
    fireEvent.click(rejectButton());
    expect(await screen.findByText('Rejected')).toBeTruthy();
    expect(props.onDecide).toHaveBeenCalledWith('reject');
  });

  it('on a 409 keeps the card, gives the buttons back and shows the server reason', async () => {
    const props = renderCard({
      onDecide: vi.fn(async () => {
        throw new ApiError(409, 'This slot is already booked');
      }),
    });
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This slot is already booked');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(false);
    expect((rejectButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText('Confirmed')).toBeNull();
    expect(props.onDone).not.toHaveBeenCalled();
  });

  it('on a network failure says the manager is offline', async () => {
    renderCard({
      onDecide: vi.fn(async () => {
        throw new NetworkError();
      }),
    });
    fireEvent.click(rejectButton());
    expect((await screen.findByRole('alert')).textContent).toBe(OFFLINE_ACTION_MESSAGE);
    expect((rejectButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('warns before the tap when another request wants the same slot', () => {
    renderCard({ clash: true });
    expect(screen.getByRole('note').textContent).toBe(SLOT_CLASH_WARNING);
  });

  it('keeps the buttons off while offline', () => {
    const props = renderCard({ disabledReason: 'Offline' });
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect((rejectButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(confirmButton());
    expect(props.onDecide).not.toHaveBeenCalled();
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
