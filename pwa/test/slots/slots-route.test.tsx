import type { UseQueryResult } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Component as SlotsRoute } from '../../src/app/routes/slots';
import { initialBookingFormData, useBookingFormStore } from '../../src/features/booking-form/booking-form-store';
import { type TakenSlotsView, takenSlotsKeys, useTakenSlots } from '../../src/features/slots/api/get-taken-slots';
import { queryClient } from '../../src/lib/query-client';

vi.mock('../../src/features/slots/api/get-taken-slots', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/features/slots/api/get-taken-slots')>()),
  useTakenSlots: vi.fn(),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-01-10T06:00:00Z')); // noon in Dhaka
  useBookingFormStore.setState(initialBookingFormData());
  vi.mocked(useTakenSlots).mockReturnValue({
    data: { taken: [], source: 'server', asOf: Date.now() },
    isPending: false,
  } as unknown as UseQueryResult<TakenSlotsView>);
});

afterEach(() => vi.useRealTimers());

describe('/slots', () => {
  test('calendar, slot list, price and form work on one store; a submission reloads the taken slots', async () => {
    const user = userEvent.setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    render(
      <MemoryRouter>
        <SlotsRoute />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Book a slot' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Available slots for January 10, 2030' })).toBeInTheDocument();
    expect(screen.getByText('Slot Price').nextElementSibling?.textContent).toBe('—');

    await user.click(screen.getByRole('button', { name: /January 12, 2030/ }));
    expect(screen.getByRole('heading', { name: 'Available slots for January 12, 2030' })).toBeInTheDocument();
    expect(vi.mocked(useTakenSlots)).toHaveBeenLastCalledWith('2030-01-12');
    await user.click(screen.getByRole('tab', { name: 'Night' }));
    await user.click(screen.getByRole('button', { name: /7:30 pm - 9:00 pm/ }));
    expect(screen.getByText('Slot Price').nextElementSibling?.textContent).toBe('BDT 2500');
    expect(screen.getByText('Total Amount').nextElementSibling?.textContent).toBe('BDT 2500');
    expect((screen.getByLabelText('Time', { exact: true }) as HTMLInputElement).value).toBe('7:30 pm - 9:00 pm');

    expect(invalidate).not.toHaveBeenCalled();
    act(() => useBookingFormStore.getState().completeSubmission());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: takenSlotsKeys.all });
    expect(screen.getByText('Slot Price').nextElementSibling?.textContent).toBe('—');
    invalidate.mockRestore();
  });

  test('an open page moves on to the new day at midnight in Dhaka, letting go of a slot on the day that passed', async () => {
    const user = userEvent.setup();
    vi.setSystemTime(new Date('2030-01-10T12:00:00Z')); // 18:00 in Dhaka
    render(
      <MemoryRouter>
        <SlotsRoute />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Available slots for January 10, 2030' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Today, .*January 10, 2030/ }));
    await user.click(screen.getByRole('tab', { name: 'Night' }));
    await user.click(screen.getByRole('button', { name: /9:00 pm - 10:30 pm/ }));
    expect(useBookingFormStore.getState().slotId).not.toBeNull();

    vi.setSystemTime(new Date('2030-01-10T18:10:00Z')); // 00:10 on January 11 in Dhaka
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByRole('heading', { name: 'Available slots for January 11, 2030' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Today, .*January 11, 2030/ }).getAttribute('aria-current')).toBe('date');
    expect((screen.getByRole('button', { name: /January 10, 2030/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(useBookingFormStore.getState()).toMatchObject({ selectedDate: '2030-01-11', slotId: null });
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('January 11, 2030');
  });
});
