import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Booking } from '@turf/sync-contract/schemas';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_COLUMNS, BookingCards, BookingsTable } from '../../src/features/admin/bookings/bookings-table';
import { json } from './fake-admin-api';

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
  noShow: false,
  createdAt: '2026-11-22T03:15:00.000Z',
  source: 'visitor',
  note: null,
  seriesId: null,
};

/** A server for the row's calls: PATCH answers the booking changed, DELETE 204; `answer` replaces either. */
function fakeServer(answer?: (method: string) => Response | Promise<Response>) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (answer) return answer(method);
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return json(200, { ...booking, ...JSON.parse(String(init?.body)) });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    calls: () =>
      fetch.mock.calls.map(([url, init]) => ({
        call: `${init?.method} ${String(url)}`,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      })),
  };
}

function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(ui, { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

/** A press as a browser does it: the button takes focus, then the click. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

/** Every button that changes something: History only reads, and stays on. */
const changeButtons = () => screen.getAllByRole('button').filter((button) => button.textContent !== 'History');

describe('BookingsTable (desktop)', () => {
  it('has the spec columns in order and one row per booking with its values', () => {
    renderWithClient(
      <BookingsTable bookings={[booking, { ...booking, _id: 'ABC-DEF-GHJ', paid: true }]} disabledReason={null} />,
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([...BOOKING_COLUMNS]);
    expect(headers).toEqual([
      'BOOKING ID',
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
    expect(cells.slice(0, 6)).toEqual([
      'K7Q-M4X-PAR',
      'Sat, Dec 5, 2026',
      '7:30 pm - 9:00 pm',
      'Rahim Uddin',
      '01712345678',
      '2500',
    ]);
    // Created at, on the venue's clock (03:15 UTC is 9:15 in Dhaka), date and time on two lines.
    const created = within(rows[0] as HTMLElement).getAllByRole('cell')[8] as HTMLElement;
    expect([...created.children].map((line) => line.textContent)).toEqual(['Nov 22, 2026', '9:15 AM']);
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: '01712345678' })
        .getAttribute('href'),
    ).toBe('tel:01712345678');
  });

  it('NO-SHOW is offered once the slot has started, for an active booking, and sends the opposite value', async () => {
    const server = fakeServer();
    const played = { ...booking, _id: 'PLA-YED-AAA', date: '2026-11-01' };
    renderWithClient(
      <BookingsTable
        bookings={[booking, played, { ...played, _id: 'CAN-CEL-AAA', cancelled: true }]}
        disabledReason={null}
      />,
    );
    // Only the booking played (not the one ahead, not the cancelled one).
    const noShow = screen.getByRole('button', { name: 'No-show: No' });
    expect(screen.getAllByRole('button', { name: /^No-show/ })).toHaveLength(1);
    expect(noShow.closest('tr')?.getAttribute('data-booking-id')).toBe('PLA-YED-AAA');
    fireEvent.click(noShow);
    await vi.waitFor(() =>
      expect(server.calls()).toEqual([{ call: 'PATCH /api/bookings/all/PLA-YED-AAA', body: { noShow: true } }]),
    );
  });

  it('PAID and CANCELLED are Yes/No toggle buttons that send the opposite value', async () => {
    const server = fakeServer();
    renderWithClient(<BookingsTable bookings={[booking]} disabledReason={null} />);
    const paid = screen.getByRole('button', { name: 'Paid: No' });
    const cancelled = screen.getByRole('button', { name: 'Cancelled: No' });
    expect(paid).toHaveAttribute('aria-pressed', 'false');
    expect(cancelled).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(paid);
    await vi.waitFor(() =>
      expect(server.calls()).toEqual([{ call: 'PATCH /api/bookings/all/K7Q-M4X-PAR', body: { paid: true } }]),
    );
    await vi.waitFor(() => expect(cancelled).toBeEnabled());
    fireEvent.click(cancelled);
    await vi.waitFor(() =>
      expect(server.calls().at(-1)).toEqual({
        call: 'PATCH /api/bookings/all/K7Q-M4X-PAR',
        body: { cancelled: true },
      }),
    );
  });

  it('a cancelled booking owes nothing: PAID is off, no Due and no Add payment; its advance is To refund', () => {
    fakeServer();
    const advance = {
      id: '00000000-0000-4000-8000-000000000001',
      bookingId: booking._id,
      amount: 500,
      method: 'cash' as const,
      transactionId: null,
      receivedAt: '2026-11-22T04:00:00.000Z',
      note: null,
      madeByToggle: false,
    };
    renderWithClient(
      <BookingsTable
        bookings={[
          {
            ...booking,
            cancelled: true,
            payments: [advance],
            due: 0,
            toRefund: 500,
            refunds: [],
            refundKeptNote: null,
          },
        ]}
        disabledReason={null}
      />,
    );
    expect(screen.getByRole('button', { name: 'Paid: No' })).toBeDisabled();
    expect(screen.queryByText(/^Due/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add payment/ })).not.toBeInTheDocument();
    expect(screen.getByText('To refund BDT 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Record refund/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Keep it/ })).toBeEnabled();
  });

  it('shows the row as given: a new booking prop replaces the values', () => {
    const { rerender } = renderWithClient(<BookingsTable bookings={[booking]} disabledReason={null} />);
    rerender(<BookingsTable bookings={[{ ...booking, paid: true }]} disabledReason={null} />);
    expect(screen.getByRole('button', { name: 'Paid: Yes' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('disables the row while a change runs and shows the server reason when it fails', async () => {
    let answer!: (response: Response) => void;
    const server = fakeServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithClient(<BookingsTable bookings={[{ ...booking, cancelled: true }]} disabledReason={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancelled: Yes' }));
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    for (const button of changeButtons()) expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(json(409, { error: 'This slot is already booked', code: 'SLOT_TAKEN' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This slot is already booked');
    expect(screen.getByRole('button', { name: 'Cancelled: Yes' }).getAttribute('aria-pressed')).toBe('true');
    // All back on, but PAID: the booking is still cancelled, and a cancelled booking owes nothing.
    for (const button of screen.getAllByRole('button')) {
      if (button.textContent?.startsWith('Paid')) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
  });

  it("delete asks in the panel's own dialog, naming the booking; Keep it and Escape change nothing", async () => {
    const server = fakeServer();
    renderWithClient(<BookingsTable bookings={[booking]} disabledReason={null} />);
    const remove = screen.getByRole('button', { name: /^Delete/ });
    press(remove);
    const dialog = screen.getByRole('dialog', { name: 'Delete booking of Rahim Uddin, 2026-12-05 7:30 pm - 9:00 pm' });
    expect(dialog).toHaveTextContent('Delete this booking permanently?');
    expect(within(dialog).getByRole('button', { name: 'Delete booking' })).toBeInTheDocument();
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    press(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(dialog).not.toBeInTheDocument();
    expect(remove).toHaveFocus();

    press(remove);
    // What the browser does on Escape: close the dialog, which fires `close`.
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('delete removes after Delete booking', async () => {
    const server = fakeServer();
    renderWithClient(<BookingsTable bookings={[booking]} disabledReason={null} />);
    press(screen.getByRole('button', { name: /^Delete/ }));
    press(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(server.calls()).toEqual([{ call: 'DELETE /api/bookings/all/K7Q-M4X-PAR' }]));
  });

  it('keeps every change off while offline', () => {
    renderWithClient(<BookingsTable bookings={[booking]} disabledReason="offline" />);
    for (const button of changeButtons()) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the advance (issue 30)', () => {
  it('a row and a card say where the advance stands; nothing when the venue asked for none', () => {
    const paidOnline: Booking = {
      ...booking,
      managerAdvance: { state: 'paid-online', amount: 500, trxId: 'BKX7Q2M4PA', refunded: 0 },
    };
    const reported: Booking = {
      ...booking,
      _id: 'M2P-Q7X-4KA',
      managerAdvance: { state: 'reported', method: 'nagad', transactionId: 'NG7Q2M4PAX', amount: 400 },
    };
    renderWithClient(<BookingsTable bookings={[paidOnline, booking]} disabledReason={null} />);
    const [, online, plain] = screen.getAllByRole('row');
    expect(within(online as HTMLElement).getByText('Paid online')).toBeInTheDocument();
    expect(within(online as HTMLElement).getByText(/TrxID BKX7Q2M4PA/)).toBeInTheDocument();
    expect(within(plain as HTMLElement).queryByText('Paid online')).not.toBeInTheDocument();
    expect((plain as HTMLElement).querySelector('.adm-advance')).not.toBeInTheDocument();
    cleanup();
    renderWithClient(<BookingCards bookings={[reported]} disabledReason={null} />);
    expect(screen.getByRole('article')).toHaveTextContent('Advance reported (TrxID NG7Q2M4PAX)');
  });
});

describe('BookingCards (phone)', () => {
  it('a card played offers NO-SHOW, and one marked offers to take it back', async () => {
    const server = fakeServer();
    renderWithClient(
      <BookingCards
        bookings={[
          { ...booking, date: '2026-11-01' },
          { ...booking, _id: 'MAR-KED-AAA', noShow: true },
        ]}
        disabledReason={null}
      />,
    );
    const [played, marked] = screen.getAllByRole('article').map((article) => within(article));
    fireEvent.click(played?.getByRole('button', { name: 'No-show: No' }) as HTMLElement);
    await vi.waitFor(() =>
      expect(server.calls()).toEqual([{ call: 'PATCH /api/bookings/all/K7Q-M4X-PAR', body: { noShow: true } }]),
    );
    // Marked by mistake on a booking ahead: still offered, so it can be cleared.
    expect(marked?.getByRole('button', { name: 'No-show: Yes' })).toBeInTheDocument();
  });

  it('shows each booking as a card with the same fields and actions', async () => {
    const server = fakeServer();
    renderWithClient(<BookingCards bookings={[booking]} disabledReason={null} />);
    const card = screen.getByRole('article');
    for (const label of ['DATE', 'TIME', 'NAME', 'PHONE', 'PRICE (BDT)', 'CREATED AT']) {
      expect(within(card).getByText(label)).toBeInTheDocument();
    }
    expect(within(card).getByText('2500')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '01712345678' }).getAttribute('href')).toBe('tel:01712345678');
    fireEvent.click(within(card).getByRole('button', { name: 'Paid: No' }));
    await vi.waitFor(() =>
      expect(server.calls()).toEqual([{ call: 'PATCH /api/bookings/all/K7Q-M4X-PAR', body: { paid: true } }]),
    );
    await vi.waitFor(() =>
      expect((within(card).getByRole('button', { name: /^Delete/ }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(within(card).getByRole('button', { name: /^Delete/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete booking' }));
    await vi.waitFor(() => expect(server.calls().at(-1)).toEqual({ call: 'DELETE /api/bookings/all/K7Q-M4X-PAR' }));
  });
});
