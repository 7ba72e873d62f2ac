import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, BookingRequest, BookingWithPayments, ManagerAdvance } from '@turf/sync-contract/schemas';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingRequestCard } from '../../src/features/admin/booking-requests/booking-request-card';
import { CancelledMoney } from '../../src/features/admin/bookings/cancelled-money';
import { SlotBooking } from '../../src/features/admin/schedule/slot-booking';
import { json, makeBooking } from './fake-admin-api';

// Issue 30, the manager's side (decision 089): where a request's advance stands, on its card and on the board, and a
// booking paid online given back through bKash.

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

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 }, queries: { retry: 0 } } });
  return render(<QueryClientProvider client={client}>{children}</QueryClientProvider>);
}

function renderCard(managerAdvance?: ManagerAdvance) {
  const { unmount } = withQueries(
    <BookingRequestCard
      request={managerAdvance ? { ...request, managerAdvance } : request}
      clash={false}
      disabledReason={null}
      onDone={() => {}}
    />,
  );
  return { card: screen.getByRole('article', { name: 'Booking ID K7Q-M4X-PAR' }), unmount };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the advance on a request’s card', () => {
  it('`Advance reported (TrxID …)` with the method and amount, and Confirm says it records that advance', () => {
    const { card } = renderCard({ state: 'reported', method: 'nagad', transactionId: 'NQ12CD34EF', amount: 400 });
    expect(within(card).getByText('Advance reported (TrxID NQ12CD34EF)')).toBeInTheDocument();
    expect(within(card).getByText('Nagad Send money, BDT 400: check it in the Nagad app')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Confirm/ })).toHaveAccessibleDescription(
      'Confirm records this Nagad advance of BDT 400 as paid.',
    );
  });

  it('`No advance` while none came, `Payment not completed` once the hold lapsed, and Confirm records nothing', () => {
    const { card: waiting, unmount } = renderCard({ state: 'none', amount: 500 });
    expect(within(waiting).getByText('No advance')).toBeInTheDocument();
    expect(within(waiting).getByText('The venue asks BDT 500 in advance; none has come.')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: /^Confirm/ })).not.toHaveAccessibleDescription();
    unmount();
    const { card: lapsed } = renderCard({ state: 'not-completed', amount: 500 });
    expect(within(lapsed).getByText('Payment not completed')).toBeInTheDocument();
    expect(within(lapsed).queryByText('No advance')).not.toBeInTheDocument();
  });

  it('says nothing of an advance when the venue asks none', () => {
    const { card } = renderCard();
    expect(within(card).queryByText(/advance/i)).not.toBeInTheDocument();
    expect(within(card).queryByText('Paid online')).not.toBeInTheDocument();
  });
});

describe('the advance on a booking of the board', () => {
  it('`Paid online` with bKash’s amount and TrxID, and what bKash gave back', () => {
    const booking = makeBooking('PAI-DON-LIN', '2026-12-05', 'N-2', {
      managerAdvance: { state: 'paid-online', amount: 500, trxId: 'BK7X2Q9Z1A', refunded: 200 },
    });
    withQueries(<SlotBooking booking={booking} disabledReason={null} slotTakenByOther={false} />);
    const shown = within(document.querySelector<HTMLElement>('[data-booking-id="PAI-DON-LIN"]') as HTMLElement);
    expect(shown.getByText('Paid online')).toBeInTheDocument();
    expect(shown.getByText('bKash BDT 500, TrxID BK7X2Q9Z1A; BDT 200 refunded')).toBeInTheDocument();
  });
});

describe('Refund by bKash on a cancelled booking paid online', () => {
  const paidOnline: Booking = makeBooking('CAN-BKA-SHH', '2026-12-05', 'N-2', {
    name: 'Online FC',
    cancelled: true,
    toRefund: 500,
    refunds: [],
    payments: [],
    managerAdvance: { state: 'paid-online', amount: 500, trxId: 'BK7X2Q9Z1A', refunded: 0 },
  });

  function refundedAnswer(amount: number): BookingWithPayments {
    return {
      ...paidOnline,
      payments: [],
      due: 0,
      refundKeptNote: null,
      toRefund: 500 - amount,
      refunds: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          bookingId: paidOnline._id,
          amount,
          method: 'bkash',
          refundedAt: '2026-11-29T05:00:00.000Z',
          note: 'Refunded through bKash',
        },
      ],
      managerAdvance: { state: 'paid-online', amount: 500, trxId: 'BK7X2Q9Z1A', refunded: amount },
    };
  }

  it('offers all paid online, asks in the panel’s dialog, then sends the amount typed and says it went back', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(201, refundedAnswer(300)));
    vi.stubGlobal('fetch', fetch);
    withQueries(<CancelledMoney booking={paidOnline} disabledReason={null} />);

    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    const amount = screen.getByLabelText('Amount to give back by bKash (BDT)');
    expect(amount).toHaveValue('500');
    expect(amount).toHaveAccessibleDescription('Up to BDT 500 can go back to the customer’s bKash.');

    await user.clear(amount);
    await user.type(amount, '501');
    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    expect(amount).toBeInvalid();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund by bKash' });
    expect(within(dialog).getByText(/^Give BDT 300 back to the customer’s bKash account\?/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Refund BDT 300' }));

    expect(await screen.findByRole('status')).toHaveTextContent('BDT 300 refunded by bKash.');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/bookings/all/CAN-BKA-SHH/bkash-refund');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 300 });
  });

  it('sends nothing on Not now; bKash’s silence (503) is told as unknown, never as nothing changed', async () => {
    const user = userEvent.setup();
    const unknown =
      'bKash did not answer the refund, so whether it went through is unknown. Nothing was recorded; check the bKash merchant portal before refunding again';
    const fetch = vi.fn(async () => json(503, { code: 'BKASH_REFUND_UNKNOWN', error: unknown }));
    vi.stubGlobal('fetch', fetch);
    withQueries(<CancelledMoney booking={paidOnline} disabledReason={null} />);

    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund BDT 500' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unknown);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tells bKash’s refusal (502) as a refusal, and a server that did not answer as unknown', async () => {
    const user = userEvent.setup();
    const refused = 'bKash refused the refund (2071); nothing was given back or recorded';
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json(502, { code: 'BKASH_REFUND_REFUSED', error: refused }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetch);
    withQueries(<CancelledMoney booking={paidOnline} disabledReason={null} />);

    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund BDT 500' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);

    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund BDT 500' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No answer came, so whether the refund went through is not known\. Check the bKash merchant portal/,
    );
  });

  it('is not offered on a booking not paid online', () => {
    withQueries(
      <CancelledMoney
        booking={{ ...paidOnline, managerAdvance: { state: 'none', amount: 500 } }}
        disabledReason={null}
      />,
    );
    expect(screen.getByRole('button', { name: /^Record refund/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund by bKash' })).not.toBeInTheDocument();
  });

  it('shows bKash’s refusal in the panel’s words when the server answers with its code', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(409, { code: 'BKASH_REFUND_UNCONFIRMED', error: 'An earlier bKash refund got no answer.' }),
      ),
    );
    withQueries(<CancelledMoney booking={paidOnline} disabledReason={null} />);
    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    await user.click(screen.getByRole('button', { name: 'Refund by bKash' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund BDT 500' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An earlier bKash refund got no answer.');
  });
});
