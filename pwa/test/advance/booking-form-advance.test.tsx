import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { BookingForm } from '../../src/features/booking-form/booking-form';
import { initialBookingFormData, useBookingFormStore } from '../../src/features/booking-form/booking-form-store';
import { submitBookingRequest } from '../../src/outbox';
import { inMinutes } from './fake-advance-api';

// The outbox is the network boundary of this form; its own tests cover sending (advance-record.test.ts the advance).
vi.mock('../../src/outbox', () => ({ submitBookingRequest: vi.fn() }));
const submit = vi.mocked(submitBookingRequest);

beforeEach(() => {
  useBookingFormStore.setState(initialBookingFormData());
  submit.mockReset();
});

describe('Confirm Booking at a venue that asks an advance', () => {
  test('the success dialog keeps the Booking ID and offers to pay the advance asked', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({
      kind: 'sent',
      id: 'K7Q-M4X-PAR',
      price: 2500,
      advance: { state: 'holding', amount: 500, expiresAt: inMinutes(15), online: true },
    });
    useBookingFormStore.getState().selectDate('2026-12-01');
    useBookingFormStore.getState().selectSlot('N-1');
    render(<BookingForm />);
    await user.type(screen.getByLabelText('Reference Name'), 'Rahim Uddin');
    await user.type(screen.getByLabelText('Phone'), '01712345678');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Booking Request Submitted' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('booking-id')).toHaveTextContent('K7Q-M4X-PAR');
    expect(await within(dialog).findByRole('button', { name: 'Pay with bKash' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Advance to pay: BDT 500' })).toBeInTheDocument();
  });
});
