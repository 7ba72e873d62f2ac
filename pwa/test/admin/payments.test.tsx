import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking, Payment } from '@turf/sync-contract/schemas';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminListCopy } from '../../src/features/admin/shared/admin-cache';
import { renderAdminPanel, signedInForEachTest } from './admin-panel-harness';
import { fakeAdminApi, json, makeBooking } from './fake-admin-api';

signedInForEachTest();

const DAY = addDays(todayAtVenue(), 3);
const ID = 'PAY-BBB-BBB';
const booking = (overrides: Partial<Booking> = {}) =>
  makeBooking(ID, DAY, 'N-2', { name: 'Rahim Uddin', price: 2000, ...overrides });

/** Below the desktop width: the Database's cards. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !/min-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Presses a button as a keyboard or a phone does: focus first, then the click. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

const shown = (id = ID) => {
  const element = document.querySelector<HTMLElement>(`[data-booking-id="${id}"]`);
  if (!element) throw new Error(`booking ${id} is not shown`);
  return element;
};
const addButton = (id = ID) => within(shown(id)).getByRole('button', { name: /^Add payment/ });
const dialog = () => screen.getByRole('dialog', { name: 'Add payment' });
const field = (name: string | RegExp) => within(dialog()).getByLabelText(name) as HTMLInputElement;
const save = () => within(dialog()).getByRole('button', { name: 'Save payment' });
const paymentCalls = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.url.includes('/payments')).map(({ method, url, body }) => ({ method, url, body }));

async function openForm(id = ID) {
  press(addButton(id));
  await screen.findByRole('dialog', { name: 'Add payment' });
}

function type(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

describe('payments on a Database card (a phone)', () => {
  beforeEach(asPhone);

  it('a bKash advance (its transaction ID asked and checked), then cash for the rest: due goes to 0 and Paid', async () => {
    const api = fakeAdminApi({ pending: [], bookings: [booking()] });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('Rahim Uddin');
    expect(within(shown()).getByText('Due BDT 2000')).toBeInTheDocument();
    expect(within(shown()).queryByRole('list', { name: 'Payments' })).not.toBeInTheDocument();

    await openForm();
    // The amount is what is due; the transaction ID is asked only for mobile money.
    expect(field('Amount (BDT)').value).toBe('2000');
    expect(field('Amount (BDT)').getAttribute('inputmode')).toBe('numeric');
    const methods = within(dialog()).getByRole('group', { name: 'Paid by' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Cash', 'bKash', 'Nagad', 'Rocket', 'Bank', 'Other']);
    expect(within(dialog()).queryByLabelText(/transaction ID/)).not.toBeInTheDocument();
    fireEvent.click(within(methods).getByRole('radio', { name: 'Cash' }));
    expect(within(dialog()).queryByLabelText(/transaction ID/)).not.toBeInTheDocument();
    fireEvent.click(within(methods).getByRole('radio', { name: 'bKash' }));
    const transactionId = field('bKash transaction ID');
    type(field('Amount (BDT)'), '500');

    // Checked before sending: missing, then malformed; focus goes to the field, nothing is sent.
    press(save());
    expect(await within(dialog()).findByText('Enter the bKash transaction ID')).toBeInTheDocument();
    expect(document.activeElement).toBe(transactionId);
    type(transactionId, '9c7a-1b');
    press(save());
    expect(await within(dialog()).findByText('A transaction ID is 8 to 20 letters and digits')).toBeInTheDocument();
    expect(paymentCalls(api.calls)).toEqual([]);

    type(transactionId, '9c7a1b2d3e');
    type(field('Note (optional)'), 'Advance');
    press(save());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paymentCalls(api.calls)).toEqual([
      {
        method: 'POST',
        url: `/api/bookings/all/${ID}/payments`,
        body: { amount: 500, method: 'bkash', transactionId: '9c7a1b2d3e', note: 'Advance' },
      },
    ]);
    await within(shown()).findByText('Due BDT 1500');
    const list = within(shown()).getByRole('list', { name: 'Payments' });
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toMatch(/^BDT 500 bKash 9C7A1B2D3E · .+ · Advance/);
    // Focus is back on the button that opened the form.
    await waitFor(() => expect(document.activeElement).toBe(addButton()));

    // The rest in cash: the amount is the new due.
    await openForm();
    expect(field('Amount (BDT)').value).toBe('1500');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Cash' }));
    press(save());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paymentCalls(api.calls).at(-1)?.body).toEqual({ amount: 1500, method: 'cash' });
    await within(shown()).findByText('Paid', { selector: '.adm-payments__status' });
    expect(within(shown()).queryByText(/^Due/)).not.toBeInTheDocument();
    expect(within(shown()).getByRole('button', { name: 'Paid: Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(shown()).getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(addButton()));
  });

  it('a payment taken yesterday at the gate: Received in the venue’s time is sent as its instant; the future is refused', async () => {
    const api = fakeAdminApi({ pending: [], bookings: [booking()] });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('Rahim Uddin');
    await openForm();
    const received = field('Received (optional)');
    expect(received.type).toBe('datetime-local');
    expect(received.value).toBe('');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Cash' }));
    // Tomorrow is a slip of the finger: shown on the field, focus there, nothing sent.
    type(received, `${addDays(todayAtVenue(), 1)}T20:00`);
    press(save());
    expect(await within(dialog()).findByText('Pick a date and time from 2000 up to now')).toBeInTheDocument();
    expect(document.activeElement).toBe(received);
    expect(paymentCalls(api.calls)).toEqual([]);
    // Yesterday at 9:30 pm at the venue (UTC+6) is 3:30 pm UTC.
    const yesterday = addDays(todayAtVenue(), -1);
    type(received, `${yesterday}T21:30`);
    press(save());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paymentCalls(api.calls).at(-1)?.body).toEqual({
      amount: 2000,
      method: 'cash',
      receivedAt: `${yesterday}T15:30:00.000Z`,
    });
  });

  it('the PAID toggle cannot undo payments recorded one by one: the server says so', async () => {
    const api = fakeAdminApi({
      pending: [],
      bookings: [booking({ paid: true })],
      payments: [payment({ amount: 2000, method: 'bkash', transactionId: 'AB12CD34EF' })],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('Rahim Uddin');
    press(within(shown()).getByRole('button', { name: 'Paid: Yes' }));
    expect((await within(shown()).findByRole('alert')).textContent).toBe(
      'This booking has payments recorded one by one. Remove them one by one to mark it unpaid; nothing was changed',
    );
    expect(within(shown()).getByRole('button', { name: 'Paid: Yes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Remove asks first in the panel’s dialog; removed, the payment leaves and the due comes back, focus on Add payment', async () => {
    const api = fakeAdminApi({
      pending: [],
      bookings: [booking({ paid: true })],
      payments: [
        payment({ id: uuid(1), amount: 500, method: 'bkash', transactionId: '9C7A1B2D3E' }),
        payment({ id: uuid(2), amount: 1500, method: 'cash' }),
      ],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('Rahim Uddin');
    expect(within(shown()).getByText('Paid', { selector: '.adm-payments__status' })).toBeInTheDocument();
    const removeBkash = within(shown()).getByRole('button', { name: 'Remove payment of BDT 500 by bKash' });
    press(removeBkash);
    // The dialog names the payment; `Keep it` (focused first) and Escape leave it, focus back on its Remove.
    const question = screen.getByRole('dialog', { name: 'Remove payment of BDT 500 by bKash' });
    expect(question).toHaveTextContent('Remove this payment? The removal is kept in the audit trail.');
    expect(within(question).getByRole('button', { name: 'Remove payment' })).toBeInTheDocument();
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    press(within(question).getByRole('button', { name: 'Keep it' }));
    expect(question).not.toBeInTheDocument();
    expect(removeBkash).toHaveFocus();
    press(removeBkash);
    // What the browser does on Escape: close the dialog, which fires `close`.
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removeBkash).toHaveFocus();
    expect(paymentCalls(api.calls)).toEqual([]);
    expect(within(shown()).getAllByRole('listitem')).toHaveLength(2);

    press(removeBkash);
    press(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove payment' }));
    await within(shown()).findByText('Due BDT 500');
    expect(paymentCalls(api.calls)).toEqual([
      { method: 'DELETE', url: `/api/bookings/all/${ID}/payments/${uuid(1)}`, body: undefined },
    ]);
    expect(within(shown()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(shown()).getByRole('button', { name: 'Paid: No' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(document.activeElement).toBe(addButton()));
    // The server agrees: the list asked again shows the same.
    expect(api.state().payments.map((p) => p.id)).toEqual([uuid(2)]);
  });

  it('a removal the server refuses: says why, the payment stays, focus back on its Remove', async () => {
    const api = fakeAdminApi({
      pending: [],
      bookings: [booking({ paid: true })],
      payments: [payment({ id: uuid(1), amount: 2000, method: 'cash' })],
    });
    const refusal = () => json(404, { error: 'This booking has no payment with this ID', code: 'PAYMENT_NOT_FOUND' });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'DELETE' ? refusal() : api.fetch(input, init),
    );
    renderAdminPanel('/admin/database');
    await screen.findByText('Rahim Uddin');
    const remove = within(shown()).getByRole('button', { name: 'Remove payment of BDT 2000 by Cash' });
    press(remove);
    press(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove payment' }));
    expect(await within(shown()).findByRole('alert')).toHaveTextContent('This booking has no payment with this ID');
    await waitFor(() => expect(remove).toHaveFocus());
    expect(within(shown()).getAllByRole('listitem')).toHaveLength(1);
  });

  it("a transaction ID recorded already: the server's 409 is shown on the field, and nothing changes", async () => {
    const api = fakeAdminApi({
      pending: [],
      bookings: [booking(), makeBooking('OTH-BBB-BBB', DAY, 'N-3', { name: 'Other Team', price: 2000 })],
      payments: [payment({ bookingId: 'OTH-BBB-BBB', amount: 500, method: 'bkash', transactionId: '9C7A1B2D3E' })],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('Rahim Uddin');
    await openForm();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'bKash' }));
    type(field('bKash transaction ID'), '9c7a1b2d3e');
    press(save());
    const message =
      'A bKash payment with transaction ID 9C7A1B2D3E is already recorded on booking OTH-BBB-BBB. Check the ID; nothing was saved';
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(field('bKash transaction ID')).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(field('bKash transaction ID'));
    expect(within(shown()).getByText('Due BDT 2000')).toBeInTheDocument();
    // Typing again clears the refusal.
    type(field('bKash transaction ID'), '9c7a1b2d3f');
    expect(within(dialog()).queryByText(message)).not.toBeInTheDocument();
  });

  it('a 400 about a field is shown on it; another refusal under the form', async () => {
    const answers = [
      json(400, { error: 'A payment amount is not whole taka from 1 to 10000000', code: 'PAYMENT_AMOUNT_INVALID' }),
      json(404, { error: 'Booking not found', code: 'BOOKING_NOT_FOUND' }),
    ];
    const api = fakeAdminApi({ pending: [], bookings: [booking()], addPayment: () => answers.shift() });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('Rahim Uddin');
    await openForm();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Cash' }));
    press(save());
    expect(await within(dialog()).findByText('A payment amount is not whole taka from 1 to 10000000')).toHaveAttribute(
      'id',
      `${field('Amount (BDT)').id}-error`,
    );
    press(save());
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Booking not found');
  });

  it('a payment past what the booking can receive: the 409 is shown on the amount', async () => {
    const message =
      'A booking can receive at most 3 times its price, 6000 taka in all: 6000 taka is recorded already, so at most 0 more. Check the amount; nothing was saved';
    const api = fakeAdminApi({
      pending: [],
      bookings: [booking()],
      addPayment: () => json(409, { error: message, code: 'PAYMENT_OVER_CAP' }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('Rahim Uddin');
    await openForm();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Cash' }));
    press(save());
    expect(await within(dialog()).findByText(message)).toHaveAttribute('id', `${field('Amount (BDT)').id}-error`);
    expect(field('Amount (BDT)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('works from the keyboard: Enter sends the form, Close gives focus back to Add payment', async () => {
    const user = userEvent.setup();
    const api = fakeAdminApi({ pending: [], bookings: [booking()] });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByText('Rahim Uddin');
    addButton().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Add payment' });
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(addButton()));

    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Add payment' });
    within(dialog()).getByRole('radio', { name: 'Nagad' }).focus();
    await user.keyboard(' ');
    expect(within(dialog()).getByRole('radio', { name: 'Nagad' })).toBeChecked();
    await user.type(field('Nagad transaction ID'), 'NG12345678{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paymentCalls(api.calls).at(-1)?.body).toEqual({
      amount: 2000,
      method: 'nagad',
      transactionId: 'NG12345678',
    });
    await within(shown()).findByText('Paid', { selector: '.adm-payments__status' });
    await waitFor(() => expect(document.activeElement).toBe(addButton()));
  });

  it('offline: Add payment and Remove are off, with the reason', async () => {
    const kept = { ...booking({ paid: true }), payments: [payment({ amount: 2000, method: 'cash' })], due: 0 };
    await adminListCopy<Booking>('bookings').write({ value: { items: [kept] }, fetchedAt: Date.now() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderAdminPanel('/admin/database');
    await screen.findByText('Rahim Uddin');
    expect(screen.getAllByText(/Paid, Cancelled, Delete and Export CSV need a connection/).length).toBeGreaterThan(0);
    await waitFor(() => expect(addButton()).toBeDisabled());
    expect(within(shown()).getByRole('button', { name: /^Remove/ })).toBeDisabled();
  });
});

describe('payments elsewhere', () => {
  it('a table row (desktop) shows the due and adds a payment', async () => {
    const api = fakeAdminApi({ pending: [], bookings: [booking()] });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/database');
    await screen.findByRole('table');
    expect(within(shown()).getByText('Due BDT 2000')).toBeInTheDocument();
    await openForm();
    type(field('Amount (BDT)'), '1,200');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Bank' }));
    expect(within(dialog()).queryByLabelText(/transaction ID/)).not.toBeInTheDocument();
    press(save());
    await within(shown()).findByText('Due BDT 800');
    expect(paymentCalls(api.calls).at(-1)?.body).toEqual({ amount: 1200, method: 'bank' });
  });

  it("the board's booked slot: Add payment there, and the slot shows the payment and the due", async () => {
    asPhone();
    const api = fakeAdminApi({ pending: [], bookings: [booking()] });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByText('Rahim Uddin');
    // The board's answer carries no payments: the slot says Unpaid, the form does not guess the due.
    await openForm();
    expect(field('Amount (BDT)').value).toBe('');
    type(field('Amount (BDT)'), '700');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Cash' }));
    press(save());
    await within(shown()).findByText('Due BDT 1300');
    expect(within(shown()).getByRole('list', { name: 'Payments' }).textContent).toMatch(/^BDT 700 Cash/);
    await waitFor(() => expect(document.activeElement).toBe(addButton()));
  });
});

function uuid(n: number): string {
  return `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
}

function payment(overrides: Partial<Payment> & Pick<Payment, 'amount' | 'method'>): Payment {
  return {
    id: uuid(99),
    bookingId: ID,
    transactionId: null,
    receivedAt: '2026-11-22T04:00:00.000Z',
    note: null,
    madeByToggle: false,
    ...overrides,
  };
}
