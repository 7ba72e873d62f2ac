import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { type SubmittedRequest, SuccessDialog } from '../../src/features/booking-form/success-dialog';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { showVenueSettings } from '../../src/lib/venue-settings';
import { fakeAdvanceApi, inMinutes, showPayments, VENUE_NUMBERS } from './fake-advance-api';

/** Issue 30: after `Confirm Booking`, a request whose slot is held while the visitor pays its advance. */

const sent: SubmittedRequest = {
  id: 'K7Q-M4X-PAR',
  savedOffline: false,
  name: 'Rahim',
  date: '2026-12-01',
  time: '6:00 pm - 7:30 pm',
  price: 2000,
};
const held = { state: 'holding', amount: 500, expiresAt: inMinutes(10), online: true } as const;
const online: SubmittedRequest = { ...sent, advance: held };

function dialogFor(request: SubmittedRequest, bangla = false) {
  const ui = <SuccessDialog request={request} onClose={() => {}} />;
  render(bangla ? <TextProvider text={bn}>{ui}</TextProvider> : ui);
  return screen.getByRole('dialog');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  showVenueSettings(null);
});

describe('the success dialog with an advance', () => {
  test('online: the Booking ID, the hold with its time left, the amount and Pay with bKash', async () => {
    const dialog = dialogFor(online);
    expect(within(dialog).getByTestId('booking-id')).toHaveTextContent('K7Q-M4X-PAR');
    const pay = await within(dialog).findByRole('button', { name: 'Pay with bKash' });
    expect(within(dialog).getByText(/Your slot is held for you until \d{1,2}:\d\d [ap]m\./)).toBeInTheDocument();
    expect(dialog.querySelector('.advance-clock')?.textContent).toMatch(/^(10:00|9:5\d)$/);
    expect(within(dialog).getByRole('heading', { name: 'Advance to pay: BDT 500' })).toBeInTheDocument();
    expect(pay).toBeEnabled();
    // The venue shows no numbers: no Send money.
    expect(within(dialog).queryByRole('form', { name: 'Send money' })).not.toBeInTheDocument();
    // The spec's steps stay.
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  test('Pay with bKash asks the server for the payment, then goes to the bKash page', async () => {
    const heard = fakeAdvanceApi({
      '/api/booking-requests/K7Q-M4X-PAR/bkash': { status: 200, body: { bkashURL: 'https://pay.example/checkout/1' } },
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const dialog = dialogFor(online);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay with bKash' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/1'));
    expect(heard).toEqual([{ method: 'POST', path: '/api/booking-requests/K7Q-M4X-PAR/bkash', body: undefined }]);
  });

  test('bKash off (409): a clear message, and Send money stays offered', async () => {
    showPayments(VENUE_NUMBERS);
    fakeAdvanceApi({
      '/api/booking-requests/K7Q-M4X-PAR/bkash': {
        status: 409,
        body: { error: 'The venue does not take bKash online; use Send money', code: 'BKASH_OFF' },
      },
    });
    const dialog = dialogFor(online);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay with bKash' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The venue does not take bKash online right now: send the money by hand.',
    );
    expect(within(dialog).getByRole('form', { name: 'Send money' })).toBeInTheDocument();
  });

  test('bKash not answering (503): nothing was paid, try again or send money', async () => {
    fakeAdvanceApi({
      '/api/booking-requests/K7Q-M4X-PAR/bkash': {
        status: 503,
        body: { error: 'bKash did not answer', code: 'BKASH_UNAVAILABLE' },
      },
    });
    const dialog = dialogFor(online);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Pay with bKash' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'bKash did not answer: nothing was paid. Try again, or send the money by hand.',
    );
    expect(within(dialog).getByRole('button', { name: 'Pay with bKash' })).toBeEnabled();
  });

  test('manual only: no Pay with bKash; the numbers, and Send money checks then reports', async () => {
    showPayments(VENUE_NUMBERS);
    const heard = fakeAdvanceApi({
      '/api/booking-requests/K7Q-M4X-PAR/advance-report': { status: 201, body: { state: 'reported', amount: 500 } },
    });
    const dialog = dialogFor({
      ...sent,
      advance: { state: 'holding', amount: 500, expiresAt: inMinutes(15), online: false },
    });
    const form = await within(dialog).findByRole('form', { name: 'Send money' });
    expect(within(dialog).queryByRole('button', { name: 'Pay with bKash' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('01712345678')).toBeInTheDocument();
    expect(within(dialog).getByText('(Personal: Send money)')).toBeInTheDocument();
    expect(within(dialog).getByText('(Merchant: Payment)')).toBeInTheDocument();

    const trx = within(form).getByLabelText('Transaction ID');
    const amount = within(form).getByLabelText('Amount (BDT)');
    expect(amount).toHaveValue('500');
    await userEvent.type(trx, 'AB12');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Report payment' }));
    expect(trx).toBeInvalid();
    expect(trx).toHaveAccessibleDescription(/Enter the transaction ID: 8 to 20 letters and digits\./);
    expect(amount).toBeInvalid();
    expect(trx).toHaveFocus();
    expect(heard).toEqual([]);

    await userEvent.type(trx, 'CD34EF56');
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.selectOptions(within(form).getByLabelText('Service'), 'nagad');
    await userEvent.click(within(form).getByRole('button', { name: 'Report payment' }));
    expect(
      await within(dialog).findByText('Thank you. The manager will check the money and confirm your booking.'),
    ).toBeInTheDocument();
    expect(heard).toEqual([
      {
        method: 'POST',
        path: '/api/booking-requests/K7Q-M4X-PAR/advance-report',
        body: { method: 'nagad', transactionId: 'AB12CD34EF56', amount: 500 },
      },
    ]);
  });

  test('a refused report says why, in the visitor words, and keeps the form', async () => {
    showPayments(VENUE_NUMBERS);
    fakeAdvanceApi({
      '/api/booking-requests/K7Q-M4X-PAR/advance-report': {
        status: 409,
        body: { error: 'This transaction ID was reported or recorded already', code: 'ADVANCE_DUPLICATE' },
      },
    });
    const dialog = dialogFor({ ...online, advance: { ...held, online: false } });
    const form = await within(dialog).findByRole('form', { name: 'Send money' });
    await userEvent.type(within(form).getByLabelText('Transaction ID'), 'AB12CD34EF');
    await userEvent.click(within(form).getByRole('button', { name: 'Report payment' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This transaction ID was reported already. Check it and try again.',
    );
    expect(within(form).getByLabelText('Transaction ID')).toHaveValue('AB12CD34EF');
  });

  test('in Bangla', async () => {
    showPayments(VENUE_NUMBERS);
    const dialog = dialogFor(online, true);
    expect(await within(dialog).findByRole('button', { name: 'বিকাশে টাকা দিন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'অগ্রিম দিতে হবে: ৳৫০০' })).toBeInTheDocument();
    expect(within(dialog).getByText(/পর্যন্ত স্লটটি আপনার জন্য ধরে রাখা আছে।/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('ট্রানজেকশন আইডি')).toBeInTheDocument();
  });
});

describe('the success dialog without an advance', () => {
  test('is as before: no amount, no hold, no ways to pay', async () => {
    showPayments(VENUE_NUMBERS);
    const dialog = dialogFor(sent);
    expect(within(dialog).queryByText(/Advance to pay/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/held for you/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Pay with bKash' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('form', { name: 'Send money' })).not.toBeInTheDocument();
    expect(dialog.querySelector('.advance-pay')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Call Now' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
  });
});
