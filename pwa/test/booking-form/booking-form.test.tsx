import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@turf/sync-contract/messages';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { BookingForm } from '../../src/features/booking-form/booking-form';
import { initialBookingFormData, useBookingFormStore } from '../../src/features/booking-form/booking-form-store';
import { en } from '../../src/i18n/catalogue-en';
import { canReloadNow } from '../../src/lib/reload-guard';
import { COPIED_MS } from '../../src/lib/use-copy-text';
import { type SubmitOutcome, submitBookingRequest } from '../../src/outbox';

// The outbox is the network boundary of this form; its own tests cover sending.
vi.mock('../../src/outbox', () => ({ submitBookingRequest: vi.fn() }));
const submit = vi.mocked(submitBookingRequest);

const store = useBookingFormStore;

function chooseDateAndSlot() {
  store.getState().selectDate('2026-12-01');
  store.getState().selectSlot('N-1');
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Reference Name'), 'Rahim Uddin');
  await user.type(screen.getByLabelText('Phone'), '+880 1712-345678');
}

const confirmButton = () => screen.getByRole('button', { name: /Confirm Booking|Processing/ });

beforeEach(() => {
  store.setState(initialBookingFormData());
  submit.mockReset();
});

/** A request sent, its dialog open, and Copy pressed: the dialog, once the copy was asked of the clipboard. */
async function copyFromTheDialog(user: ReturnType<typeof userEvent.setup>, writeText: ReturnType<typeof vi.fn>) {
  submit.mockResolvedValue({ kind: 'sent', id: 'K7Q-M4X-PAR' });
  chooseDateAndSlot();
  render(<BookingForm />);
  await fillValid(user);
  await user.click(confirmButton());
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
  expect(writeText).toHaveBeenCalledWith('K7Q-M4X-PAR');
  return dialog;
}

describe('BookingForm', () => {
  test('shows the fixed fields and the chosen date and time', () => {
    chooseDateAndSlot();
    render(<BookingForm />);
    expect(screen.getByRole('heading', { name: 'Booking Summary' })).toBeInTheDocument();
    const turf = screen.getByLabelText('Turf Type') as HTMLInputElement;
    const duration = screen.getByLabelText('Duration') as HTMLInputElement;
    expect([turf.value, turf.disabled]).toEqual(['7/8 -a-side turf', true]);
    expect([duration.value, duration.disabled]).toEqual(['1.5 hours', true]);
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    const time = screen.getByLabelText('Time') as HTMLInputElement;
    expect([date.value, date.readOnly]).toEqual(['December 1, 2026', true]);
    expect([time.value, time.readOnly]).toEqual(['6:00 pm - 7:30 pm', true]);
  });

  test('an empty submit shows the name, phone and date/slot messages and sends nothing', async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await user.click(confirmButton());
    expect(screen.getByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.dateAndSlotRequired);
    const name = screen.getByLabelText('Reference Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(submit).not.toHaveBeenCalled();
  });

  test('each message goes as soon as its cause is fixed, without another submit', async () => {
    const user = userEvent.setup();
    render(<BookingForm />);
    await user.click(confirmButton());
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.dateAndSlotRequired);

    act(() => chooseDateAndSlot());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeInTheDocument();

    const name = screen.getByLabelText('Reference Name');
    await user.type(name, 'Rahim');
    expect(screen.queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeInTheDocument();

    // A flagged field says what is wrong with it now, until what is typed passes.
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '017');
    expect(screen.getByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.type(phone, '12345678');
    expect(screen.queryByText(MESSAGES.phoneInvalid)).not.toBeInTheDocument();
    expect(phone).not.toHaveAttribute('aria-invalid');

    // Until the next submit a flagged field stays checked: emptied again, it says so again.
    await user.clear(name);
    expect(screen.getByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  test("a taken slot's refusal stays while the visitor types, and goes once another slot is picked", async () => {
    const user = userEvent.setup();
    submit.mockResolvedValueOnce({ kind: 'refused', status: 409, message: MESSAGES.slotTaken });
    chooseDateAndSlot();
    render(<BookingForm />);
    await fillValid(user);
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.slotTaken);
    await user.type(screen.getByLabelText('Reference Name'), ' Khan');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.slotTaken);
    act(() => store.getState().selectSlot('N-2'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('any other refusal goes once the request changes: here the phone the server counted', async () => {
    const user = userEvent.setup();
    const limit = 'This phone number already has 3 booking requests waiting for the turf manager.';
    submit.mockResolvedValueOnce({ kind: 'refused', status: 409, message: limit });
    chooseDateAndSlot();
    render(<BookingForm />);
    await fillValid(user);
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    await user.type(screen.getByLabelText('Phone'), '{Backspace}9');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a wrong phone gives the phone message and focuses the phone field', async () => {
    const user = userEvent.setup();
    chooseDateAndSlot();
    render(<BookingForm />);
    await user.type(screen.getByLabelText('Reference Name'), 'Rahim');
    await user.type(screen.getByLabelText('Phone'), '01112345678');
    await user.click(confirmButton());
    expect(screen.getByText(MESSAGES.phoneInvalid)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
    expect(submit).not.toHaveBeenCalled();
  });

  test('a valid form is sent with the canonical phone and slot time; the dialog opens and the form clears', async () => {
    const user = userEvent.setup();
    let resolve: (outcome: SubmitOutcome) => void = () => {};
    submit.mockReturnValue(new Promise((r) => (resolve = r)));
    chooseDateAndSlot();
    render(<BookingForm />);
    await fillValid(user);
    expect(canReloadNow()).toBe(false);
    await user.click(confirmButton());
    expect(confirmButton().textContent).toBe('Processing…');
    expect((confirmButton() as HTMLButtonElement).disabled).toBe(true);
    expect(submit).toHaveBeenCalledWith(
      {
        date: '2026-12-01',
        slotId: 'N-1',
        name: 'Rahim Uddin',
        phone: '01712345678',
        time: '6:00 pm - 7:30 pm',
        lang: 'en',
      },
      // An ordinary booking replaces no earlier request.
      { replaces: null },
    );
    await act(async () => resolve({ kind: 'sent', id: 'K7Q-M4X-PAR' }));

    const dialog = screen.getByRole('dialog', { name: 'Booking Request Submitted' });
    expect(within(dialog).getByText('K7Q-M4X-PAR')).toBeInTheDocument();
    expect(within(dialog).queryByText(/saved on this phone/)).not.toBeInTheDocument();
    const whatsapp =
      within(dialog)
        .getByRole('link', { name: /Chat on WhatsApp/ })
        .getAttribute('href') ?? '';
    const text = decodeURIComponent(whatsapp.split('?text=')[1] ?? '');
    expect(text).toContain('Booking ID: K7Q-M4X-PAR');
    expect(text).toContain('Reference name: Rahim Uddin');
    expect(text).toContain('Date: December 1, 2026');
    expect(text).toContain('Slot: 6:00 pm - 7:30 pm');
    expect(
      within(dialog)
        .getByRole('link', { name: /Call Now/ })
        .getAttribute('href'),
    ).toMatch(/^tel:\+880/);
    expect(
      within(dialog)
        .getByRole('link', { name: /Chat on Messenger/ })
        .getAttribute('href'),
    ).toMatch(/^https:/);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);

    expect(store.getState()).toMatchObject({
      selectedDate: '2026-12-01',
      slotId: null,
      referenceName: '',
      phone: '',
      refreshCounter: 1,
    });
    expect((screen.getByLabelText('Reference Name') as HTMLInputElement).value).toBe('');
    expect(confirmButton().textContent).toBe('Confirm Booking');
    // The Booking ID on screen is the one thing the visitor must not lose to an update's reload.
    expect(canReloadNow()).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(canReloadNow()).toBe(true);
  });

  test('closing the dialog gives focus back to the button that sent the request, by Close or by Escape', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ kind: 'sent', id: 'K7Q-M4X-PAR' });
    chooseDateAndSlot();
    render(<BookingForm />);
    await fillValid(user);
    await user.click(confirmButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(confirmButton());

    act(() => chooseDateAndSlot());
    await fillValid(user);
    await user.click(confirmButton());
    const dialog = await screen.findByRole('dialog');
    act(() => {
      // What the browser does on Escape: close the dialog, which fires `close`.
      (dialog as HTMLDialogElement).close();
    });
    expect(document.activeElement).toBe(confirmButton());
  });

  test('a phone typed in Bangla digits, with the country code, is sent as the plain 11-digit ASCII number', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ kind: 'sent', id: 'K7Q-M4X-PAR' });
    chooseDateAndSlot();
    render(<BookingForm />);
    await user.type(screen.getByLabelText('Reference Name'), 'রহিম উদ্দিন');
    await user.type(screen.getByLabelText('Phone'), '+৮৮০ ১৭১২-৩৪৫৬৭৮');
    await user.click(confirmButton());
    expect(screen.queryByText(MESSAGES.phoneInvalid)).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: 'রহিম উদ্দিন', phone: '01712345678' }), {
      replaces: null,
    });
  });

  test('saved offline: the dialog says so and still shows the Booking ID', async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ kind: 'saved-offline', id: 'ABC-DEF-GHJ' });
    chooseDateAndSlot();
    render(<BookingForm />);
    await fillValid(user);
    await user.click(confirmButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ABC-DEF-GHJ')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/saved on this phone and will be sent automatically when you are online/),
    ).toBeInTheDocument();
    expect(store.getState().refreshCounter).toBe(1);
  });

  test("a refusal shows the server's message, keeps the form, and clears on the next submit; a taken slot is let go", async () => {
    const user = userEvent.setup();
    submit.mockResolvedValueOnce({ kind: 'refused', status: 409, message: 'This slot is already booked' });
    chooseDateAndSlot();
    render(<BookingForm />);
    await fillValid(user);
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe('This slot is already booked');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // 409: someone else has the slot now; it is deselected and the taken slots reload, name and phone stay.
    expect(store.getState()).toMatchObject({
      referenceName: 'Rahim Uddin',
      slotId: null,
      refreshCounter: 1,
    });

    act(() => store.getState().selectSlot('N-2'));
    submit.mockResolvedValueOnce({ kind: 'refused', status: 500, message: '' });
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.requestFailed);
  });

  test('a phone with too many requests waiting is told so, and the chosen slot stays (it is not taken)', async () => {
    const user = userEvent.setup();
    const limit =
      'This phone number already has 3 booking requests waiting for the turf manager. Wait for an answer before sending another';
    submit.mockResolvedValueOnce({ kind: 'refused', status: 409, message: limit });
    chooseDateAndSlot();
    render(<BookingForm />);
    await fillValid(user);
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(limit);
    expect(store.getState()).toMatchObject({ slotId: 'N-1', refreshCounter: 0 });
  });

  test('an unexpected failure shows Request failed', async () => {
    const user = userEvent.setup();
    submit.mockRejectedValue(new Error('boom'));
    chooseDateAndSlot();
    render(<BookingForm />);
    await fillValid(user);
    await user.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.requestFailed);
  });

  test('the copy button says Copied to clipboard! for 2 seconds', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const dialog = await copyFromTheDialog(user, writeText);
    expect(within(dialog).getByRole('status').textContent).toBe('Copied to clipboard!');
    const shownAt = Date.now();
    await new Promise((r) => setTimeout(r, COPIED_MS - 400));
    expect(within(dialog).getByRole('status').textContent).toBe('Copied to clipboard!');
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe(''), { timeout: 1500 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(COPIED_MS - 50);
  });

  test('a copy the phone refuses is said out loud, and the Booking ID is selected for copying by hand', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // The old way fails too (a WebView without execCommand copy).
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    const dialog = await copyFromTheDialog(user, writeText);
    const status = within(dialog).getByRole('status');
    expect(status.textContent).toBe(en.dialog.copyFailed);
    expect(window.getSelection()?.toString()).toBe('K7Q-M4X-PAR');
    // It asks for something to be done, so it does not go by itself like "Copied" does.
    await new Promise((r) => setTimeout(r, COPIED_MS + 200));
    expect(status.textContent).toBe(en.dialog.copyFailed);

    // The next request's dialog starts afresh.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    submit.mockResolvedValue({ kind: 'sent', id: 'ABC-DEF-GHJ' });
    act(() => chooseDateAndSlot());
    await fillValid(user);
    await user.click(confirmButton());
    await within(dialog).findByText('ABC-DEF-GHJ');
    expect(within(dialog).getByRole('status').textContent).toBe('');
  });
});
