import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Booking } from '@turf/sync-contract/schemas';
import { describe, expect, it, vi } from 'vitest';
import type { BookingActions } from '../../src/features/admin/bookings/booking-actions';
import { DELETE_QUESTION } from '../../src/features/admin/bookings/booking-actions';
import { BOOKING_COLUMNS, BookingCards, BookingsTable } from '../../src/features/admin/bookings/bookings-table';
import { ApiError } from '../../src/lib/api-client';

const booking: Booking = {
  _id: 'K7Q-M4X-PAR',
  date: '2026-12-05',
  slotId: 'N-2',
  time: '7:30 pm - 9:00 pm',
  name: 'Rahim Uddin',
  phone: '01712345678',
  price: 2500,
  paid: false,
  cancelled: false,
  createdAt: '2026-11-22T03:15:00.000Z',
};

function makeActions(overrides: Partial<BookingActions> = {}) {
  return {
    update: vi.fn(async () => undefined),
    remove: vi.fn(async () => undefined),
    confirmDelete: vi.fn(() => true),
    ...overrides,
  } satisfies BookingActions;
}

describe('BookingsTable (desktop)', () => {
  it('has the spec columns in order and one row per booking with its values', () => {
    render(
      <BookingsTable
        bookings={[booking, { ...booking, _id: 'ABC-DEF-GHJ', paid: true }]}
        actions={makeActions()}
        disabledReason={null}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([...BOOKING_COLUMNS]);
    expect(headers).toEqual([
      'DATE',
      'TIME',
      'NAME',
      'PHONE',
      'PRICE (BDT)',
      'PAID',
      'CANCELLED',
      'CREATED AT',
      'ACTIONS',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((td) => td.textContent?.replace(/\u00a0/g, ' '));
    expect(cells.slice(0, 5)).toEqual(['Sat, Dec 5, 2026', '7:30 pm - 9:00 pm', 'Rahim Uddin', '01712345678', '2500']);
    // Created at, on the venue's clock (03:15 UTC is 9:15 in Dhaka), date and time on two lines.
    const created = within(rows[0] as HTMLElement).getAllByRole('cell')[7] as HTMLElement;
    expect([...created.children].map((line) => line.textContent)).toEqual(['Nov 22, 2026', '9:15 AM']);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: '01712345678' })
        .getAttribute('href'),
    ).toBe('tel:01712345678');
  });

  it('PAID and CANCELLED are Yes/No toggle buttons that send the opposite value', async () => {
    const actions = makeActions();
    render(<BookingsTable bookings={[{ ...booking, cancelled: true }]} actions={actions} disabledReason={null} />);
    const paid = screen.getByRole('button', { name: 'Paid: No' });
    const cancelled = screen.getByRole('button', { name: 'Cancelled: Yes' });
    expect(paid.getAttribute('aria-pressed')).toBe('false');
    expect(cancelled.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(paid);
    expect(actions.update).toHaveBeenCalledWith('K7Q-M4X-PAR', { paid: true });
    await screen.findByRole('button', { name: 'Cancelled: Yes' });
    await vi.waitFor(() => expect((cancelled as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(cancelled);
    expect(actions.update).toHaveBeenLastCalledWith('K7Q-M4X-PAR', { cancelled: false });
  });

  it('shows the row as given: a new booking prop replaces the values', () => {
    const actions = makeActions();
    const { rerender } = render(<BookingsTable bookings={[booking]} actions={actions} disabledReason={null} />);
    rerender(<BookingsTable bookings={[{ ...booking, paid: true }]} actions={actions} disabledReason={null} />);
    expect(screen.getByRole('button', { name: 'Paid: Yes' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('disables the row while a change runs and shows the server reason when it fails', async () => {
    let fail!: (error: unknown) => void;
    const actions = makeActions({ update: vi.fn(() => new Promise<void>((_, reject) => (fail = reject))) });
    render(<BookingsTable bookings={[{ ...booking, cancelled: true }]} actions={actions} disabledReason={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelled: Yes' }));
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    fail(new ApiError(409, 'This slot is already booked'));
    expect((await screen.findByRole('alert')).textContent).toBe('This slot is already booked');
    expect(screen.getByRole('button', { name: 'Cancelled: Yes' }).getAttribute('aria-pressed')).toBe('true');
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('delete asks first and does nothing when the manager says no', () => {
    const actions = makeActions({ confirmDelete: vi.fn(() => false) });
    render(<BookingsTable bookings={[booking]} actions={actions} disabledReason={null} />);
    fireEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    expect(actions.confirmDelete).toHaveBeenCalledWith(DELETE_QUESTION);
    expect(DELETE_QUESTION).toBe('Delete this booking permanently?');
    expect(actions.remove).not.toHaveBeenCalled();
  });

  it('delete removes after a yes', () => {
    const actions = makeActions();
    render(<BookingsTable bookings={[booking]} actions={actions} disabledReason={null} />);
    fireEvent.click(screen.getByRole('button', { name: /^Delete/ }));
    expect(actions.remove).toHaveBeenCalledWith('K7Q-M4X-PAR');
  });

  it('keeps every change off while offline', () => {
    const actions = makeActions();
    render(<BookingsTable bookings={[booking]} actions={actions} disabledReason="offline" />);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('BookingCards (phone)', () => {
  it('shows each booking as a card with the same fields and actions', async () => {
    const actions = makeActions();
    render(<BookingCards bookings={[booking]} actions={actions} disabledReason={null} />);
    const card = screen.getByRole('article');
    for (const label of ['DATE', 'TIME', 'NAME', 'PHONE', 'PRICE (BDT)', 'CREATED AT']) {
      expect(within(card).getByText(label)).toBeTruthy();
    }
    expect(within(card).getByText('2500')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe('tel:01712345678');
    fireEvent.click(within(card).getByRole('button', { name: 'Paid: No' }));
    expect(actions.update).toHaveBeenCalledWith('K7Q-M4X-PAR', { paid: true });
    await vi.waitFor(() =>
      expect((within(card).getByRole('button', { name: /^Delete/ }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(card).getByRole('button', { name: /^Delete/ }));
    expect(actions.remove).toHaveBeenCalledWith('K7Q-M4X-PAR');
  });
});
