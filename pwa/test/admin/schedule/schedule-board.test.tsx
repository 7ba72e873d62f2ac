import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slotBlockedNotice } from '../../../src/features/admin/booking-requests/booking-request-card';
import { scheduleCopy } from '../../../src/features/admin/shared/admin-cache';
import { scheduleQueryOptions } from '../../../src/features/admin/shared/api/get-schedule';
import { queryClient } from '../../../src/lib/query-client';
import { renderAdminPanel, signedInForEachTest } from '../admin-panel-harness';
import { type Call, fakeAdminApi, makeBlock, makeBooking, makeRequest } from '../fake-admin-api';

// Sunday, November 22, 2026, 9:00 am at the venue: the board's week is November 22 to 28.
const NOW = new Date('2026-11-22T03:00:00Z');
const TODAY = '2026-11-22';
const DAY = '2026-11-24';
/** The date after DAY: its Late Night slots are DAY's night on the board (issue 29). */
const NIGHT = '2026-11-25';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());
signedInForEachTest();

/** Below the desktop width: the phone's one-day board. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !/min-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const slotCard = (slotId: string, date = DAY) => {
  const card = document.querySelector<HTMLElement>(`article[data-slot-key="${date} ${slotId}"]`);
  if (!card) throw new Error(`no card for ${date} ${slotId}`);
  return card;
};
const scheduleCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.startsWith('/api/schedule')).map((call) => call.url);
/** Presses a button as a keyboard or a phone does: focus first, then the click. */
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

function seededApi() {
  return fakeAdminApi({
    pending: [
      makeRequest(1, { date: DAY, slotId: 'A-2', time: '1:30 pm - 3:00 pm', name: 'First Asker' }),
      makeRequest(2, { date: DAY, slotId: 'A-2', time: '1:30 pm - 3:00 pm', name: 'Second Asker' }),
      makeRequest(3, { date: NIGHT, slotId: 'L-3', time: '3:00 am - 4:30 am', name: 'Blocked Asker' }),
    ],
    bookings: [
      makeBooking('BKD-NNN-NNN', DAY, 'N-1', { name: 'Night Crew', phone: '01812345678', paid: true }),
      makeBooking('CNX-CCC-CCC', DAY, 'M-4', { name: 'Gone Crew', cancelled: true }),
    ],
    blocks: [makeBlock(1, NIGHT, 'L-3', 'Maintenance')],
  });
}

describe('the schedule board on a phone', () => {
  beforeEach(asPhone);

  it('is the third entry of the panel, and shows one day: its sixteen slots by period, each in its state', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const nav = screen.getByRole('navigation', { name: 'Admin Panel' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/booking-requests', '/admin/database', '/admin/schedule', '/admin/reports', '/admin/settings']);
    expect(document.title).toBe('Schedule - Admin Panel');
    // One request for the week from today, and the night after it.
    expect(scheduleCalls(api.calls)).toEqual(['/api/schedule?from=2026-11-22&to=2026-11-29']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Morning',
      'Afternoon',
      'Night',
      'Late Night · after midnight, Wed, Nov 25, 2026',
    ]);
    // The venue's day: its Late Night is the next date's early hours, tonight on one page.
    const keys = Array.from(document.querySelectorAll('article[data-slot-key]')).map((card) => {
      const key = card.getAttribute('data-slot-key') ?? '';
      return key.startsWith(NIGHT) ? `${key.slice(NIGHT.length + 1)} next day` : key.slice(DAY.length + 1);
    });
    expect(keys).toEqual([
      'M-1',
      'M-2',
      'M-3',
      'M-4',
      'A-1',
      'A-2',
      'A-3',
      'A-4',
      'N-1',
      'N-2',
      'N-3',
      'N-4',
      'L-1 next day',
      'L-2 next day',
      'L-3 next day',
      'L-4 next day',
    ]);

    // Free: Book and Block; a cancelled booking stays listed under it, its slot open.
    const free = within(slotCard('M-4'));
    expect(free.getByText('Free')).toBeInTheDocument();
    expect(free.getByRole('button', { name: 'Book M-4' })).toBeEnabled();
    expect(free.getByRole('button', { name: 'Block M-4' })).toBeEnabled();
    expect(free.getByText('Cancelled')).toBeInTheDocument();
    // Booked: name, phone as tel:, price, paid, and the Database's own toggles.
    const booked = within(slotCard('N-1'));
    expect(booked.getByText('Night Crew')).toBeInTheDocument();
    expect(booked.getByRole('link', { name: '01812345678' }).getAttribute('href')).toBe('tel:01812345678');
    expect(booked.getByText('BDT 2500', { selector: 'dd' })).toBeInTheDocument();
    expect(booked.getByText('Paid', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(booked.getByRole('button', { name: /^Paid:/ }).getAttribute('aria-pressed')).toBe('true');
    expect(booked.getByRole('button', { name: /^Cancelled:/ })).toBeEnabled();
    expect(booked.getByRole('button', { name: /^Delete/ })).toBeEnabled();
    expect(booked.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    // Requested: the count, the requests opening in place with Confirm and Reject.
    const requested = within(slotCard('A-2'));
    expect(requested.getByText('2 requests')).toBeInTheDocument();
    fireEvent.click(requested.getByRole('button', { name: 'Show 2 pending requests' }));
    expect(requested.getAllByRole('button', { name: /^Confirm request/ })).toHaveLength(2);
    expect(requested.getAllByRole('button', { name: /^Reject request/ })).toHaveLength(2);
    // Blocked: the reason, Unblock, and its waiting request says so, with Reject only.
    const blocked = within(slotCard('L-3', NIGHT));
    expect(blocked.getByText('Blocked: Maintenance')).toBeInTheDocument();
    expect(blocked.getByRole('button', { name: 'Unblock L-3' })).toBeEnabled();
    fireEvent.click(blocked.getByRole('button', { name: 'Show 1 pending request' }));
    expect(blocked.getByText(slotBlockedNotice('Maintenance'))).toBeInTheDocument();
    expect(blocked.queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(blocked.getByRole('button', { name: /^Reject request/ })).toBeEnabled();
  });

  it('counts the day at the top: booked, free, pending, blocked', async () => {
    vi.stubGlobal('fetch', seededApi().fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const counts = document.querySelector('.adm-counts');
    const pairs = Array.from(counts?.querySelectorAll('div') ?? []).map(
      (item) => `${item.querySelector('dt')?.textContent} ${item.querySelector('dd')?.textContent}`,
    );
    expect(pairs).toEqual(['Booked 1', 'Free 14', 'Pending 3', 'Blocked 1']);
  });

  it('opens on today at the venue at the slot being played, the past folded into one line; steps by day and by the date picker', async () => {
    const api = fakeAdminApi({ pending: [] });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/schedule');
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    expect(screen.getByText('Sun, Nov 22, 2026')).toBeInTheDocument();
    // `Today` once: the button says where the board is, no tag beside the date as well.
    expect(screen.getAllByText('Today')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-current', 'date');
    // 9:00 am: M-1 and M-2 are over, folded into one line; the first card is M-3, being played.
    const fold = screen.getByRole('button', { name: 'Show 2 past slots' });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('article[data-slot-key]')).toHaveAttribute('data-slot-key', `${TODAY} M-3`);
    expect(within(slotCard('M-3', TODAY)).getByText('Started')).toBeInTheDocument();
    fireEvent.click(fold);
    expect(screen.getByRole('button', { name: 'Hide 2 past slots' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(slotCard('M-2', TODAY)).getByText('Past')).toBeInTheDocument();
    for (const slotId of ['M-2', 'M-3']) {
      expect(within(slotCard(slotId, TODAY)).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(slotCard('M-3', TODAY).className).toContain('is-started');
    expect(within(slotCard('M-4', TODAY)).getByRole('button', { name: 'Book M-4' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await screen.findByText('Sat, Nov 21, 2026');
    expect(screen.getByRole('button', { name: 'Today' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(scheduleCalls(api.calls)).toContain('/api/schedule?from=2026-11-15&to=2026-11-22'));
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    await screen.findByText('Mon, Nov 23, 2026');
    // The picker reads in the panel's format, not the browser's mm/dd/yyyy: its words cover the field's own text.
    const picker = screen.getByLabelText('Date');
    expect(picker.parentElement).toHaveAttribute('data-shown', 'Mon, Nov 23, 2026');
    fireEvent.change(picker, { target: { value: '2026-12-01' } });
    await screen.findByText('Tue, Dec 1, 2026');
    expect(picker.parentElement).toHaveAttribute('data-shown', 'Tue, Dec 1, 2026');
    await waitFor(() => expect(scheduleCalls(api.calls)).toContain('/api/schedule?from=2026-11-29&to=2026-12-06'));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await screen.findByText('Sun, Nov 22, 2026');
  });
});

describe("the manager's booking", () => {
  beforeEach(asPhone);

  it('books a free slot by phone call: the visitor form’s rules and messages, then the Booking ID, Copy and WhatsApp', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    press(within(slotCard('A-3')).getByRole('button', { name: 'Book A-3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book A-3, Tue, Nov 24, 2026' });
    expect(within(dialog).getByText(/3:00 pm - 4:30 pm \(A-3\), BDT 2000/)).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));
    expect(within(dialog).getByText('Reference name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reference Name'));
    fireEvent.change(within(dialog).getByLabelText('Reference Name'), { target: { value: '  Rahim Uddin ' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '0171234' } });
    expect(within(dialog).queryByText('Reference name is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid 11-digit Bangladeshi phone number')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '+880 1712-345678' } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'Pays at the gate' } });
    expect(within(dialog).getByText('16/200')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Book' }));

    const saved = await within(dialog).findByText('Booked for Rahim Uddin: Tue, Nov 24, 2026, 3:00 pm - 4:30 pm.');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    const post = api.calls.find((call) => call.method === 'POST' && call.url === '/api/bookings');
    expect(post?.body).toEqual({
      date: DAY,
      slotId: 'A-3',
      time: '3:00 pm - 4:30 pm',
      name: 'Rahim Uddin',
      phone: '01712345678',
      note: 'Pays at the gate',
      id: expect.stringMatching(/^[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}-[2-9A-HJKMNP-Z]{3}$/),
    });
    const id = (post?.body as { id: string } | undefined)?.id ?? '';
    expect(within(dialog).getByTestId('saved-booking-id').textContent).toBe(id);
    fireEvent.click(within(dialog).getByRole('button', { name: `Copy Booking ID ${id}` }));
    await within(dialog).findByText('Copied to clipboard!');
    expect(writeText).toHaveBeenCalledWith(id);
    const whatsapp = within(dialog).getByRole('link', { name: 'Send on WhatsApp to Rahim Uddin' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/8801712345678');
    expect(href.searchParams.get('text')).toContain(`Booking ID: ${id}`);
    expect(href.searchParams.get('text')).toContain('Date: November 24, 2026');
    expect(href.searchParams.get('text')).toContain('Time: 3:00 pm - 4:30 pm');

    // The board shows it booked already; Done closes, and focus lands on the slot (its Book button is gone).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(slotCard('A-3')).getByText('Rahim Uddin')).toBeInTheDocument();
    expect(within(slotCard('A-3')).getByText('Pays at the gate')).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(slotCard('A-3')));
  });

  it('a refusal (booked meanwhile from another phone) shows the server’s message, keeps what was typed and gives focus back to Book', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    press(within(slotCard('A-4')).getByRole('button', { name: 'Book A-4' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reference Name'), { target: { value: 'Late Caller' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '01912345678' } });
    api.addBooking(makeBooking('OTH-PHN-BBB', DAY, 'A-4', { name: 'Other Phone' }));
    press(within(dialog).getByRole('button', { name: 'Book' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This slot is already booked');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Reference Name').value).toBe('Late Caller');
    // The refusal leaves focus on the button (a browser drops it while disabled; the form gives it back).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Book' })).toHaveFocus());
    // The board asked again: the slot shows as the server has it.
    await waitFor(() => expect(within(slotCard('A-4')).getByText('Other Phone')).toBeInTheDocument());
  });

  it('Repeat weekly previews every date (free or why not), books the free ones and reports the skipped', async () => {
    const api = seededApi();
    // Two weeks on, the same slot is already taken.
    api.addBooking(makeBooking('TKN-TKN-TKN', '2026-12-08', 'N-2', { name: 'Already There' }));
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    press(within(slotCard('N-2')).getByRole('button', { name: 'Book N-2' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reference Name'), { target: { value: 'FC Zinda' } });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '01612345678' } });
    fireEvent.click(within(dialog).getByLabelText('Repeat weekly'));
    const weeks = within(dialog).getByLabelText('Weeks, this one included');
    fireEvent.change(weeks, { target: { value: '3' } });
    const dates = await within(dialog).findByRole('list', { name: 'Dates of the series' });
    await waitFor(() =>
      expect(
        within(dates)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Tue, Nov 24, 2026free', 'Tue, Dec 1, 2026free', 'Tue, Dec 8, 2026booked']),
    );
    expect(within(dialog).getByText('2 of 3 dates free; the others are skipped.')).toBeInTheDocument();
    // Out of range: said on saving, nothing asked or sent.
    fireEvent.change(weeks, { target: { value: '27' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Book/ }));
    expect(within(dialog).getByText('Repeat for 2 to 26 weeks')).toBeInTheDocument();
    expect(document.activeElement).toBe(weeks);
    fireEvent.change(weeks, { target: { value: '3' } });
    const save = await within(dialog).findByRole('button', { name: 'Book 2 dates' });
    fireEvent.click(save);
    await within(dialog).findByText('Booked 2 of 3 weeks for FC Zinda, 7:30 pm - 9:00 pm.');
    const post = api.calls.find((call) => call.method === 'POST' && call.url === '/api/bookings');
    expect(post?.body).toMatchObject({ date: DAY, slotId: 'N-2', repeatWeeks: 3 });
    expect(within(dialog).getByText('skipped: booked')).toBeInTheDocument();
    const text = new URL(
      within(dialog)
        .getByRole('link', { name: /^Send on WhatsApp/ })
        .getAttribute('href') ?? '',
    ).searchParams.get('text');
    expect(text).toContain('December 8, 2026: not available (booked)');
    const series = api.state().bookings.filter((booking) => booking.seriesId !== null);
    expect(series.map((booking) => booking.date)).toEqual([DAY, '2026-12-01']);
    expect(new Set(series.map((booking) => booking.seriesId)).size).toBe(1);
  });

  it('Cancel the rest of the series cancels that booking and the later ones, after asking', async () => {
    const api = fakeAdminApi({
      pending: [],
      bookings: [
        makeBooking('SR1-AAA-AAA', TODAY, 'N-3', { seriesId: 'series-9', name: 'Team Nine' }),
        makeBooking('SR2-AAA-AAA', DAY, 'N-3', { seriesId: 'series-9', name: 'Team Nine' }),
        makeBooking('SR3-AAA-AAA', '2026-12-01', 'N-3', { seriesId: 'series-9', name: 'Team Nine' }),
      ],
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const card = within(slotCard('N-3'));
    expect(card.getByText('Weekly')).toBeInTheDocument();
    press(card.getByRole('button', { name: /^Cancel the rest of the series/ }));
    // Asked in the panel's own dialog (issue 29, item 10), the safe answer focused first.
    const question = await screen.findByRole('dialog', { name: 'Cancel the rest of the series' });
    expect(question).toHaveTextContent('Cancel this booking and the later ones of its weekly series?');
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep them' })).toHaveFocus());
    press(within(question).getByRole('button', { name: 'Cancel them' }));
    await card.findByText('Cancelled 2 bookings of the series, from Tue, Nov 24, 2026.');
    expect(api.calls.find((call) => call.url === '/api/bookings/series/series-9/cancel')?.body).toEqual({ from: DAY });
    expect(api.state().bookings.map((booking) => booking.cancelled)).toEqual([false, true, true]);
    expect(card.getByText('Cancelled', { selector: '.adm-tag' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /^Cancel the rest/ })).not.toBeInTheDocument();
    // The slot is free again, the booking still there to restore; focus stays in the slot.
    expect(card.getByRole('button', { name: 'Book N-3' })).toBeEnabled();
    await waitFor(() => expect(slotCard('N-3').contains(document.activeElement)).toBe(true));
  });

  it('a cancelled booking whose slot was taken again cannot be restored, and says why', async () => {
    vi.stubGlobal(
      'fetch',
      fakeAdminApi({
        pending: [],
        bookings: [
          makeBooking('OLD-AAA-AAA', DAY, 'M-4', { cancelled: true, name: 'Old Crew' }),
          makeBooking('NEW-AAA-AAA', DAY, 'M-4', { name: 'New Crew', createdAt: '2026-11-22T05:00:00.000Z' }),
        ],
      }).fetch,
    );
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const old = slotCard('M-4').querySelector<HTMLElement>('[data-booking-id="OLD-AAA-AAA"]');
    expect(old).not.toBeNull();
    expect(within(old as HTMLElement).getByRole('button', { name: /^Cancelled:/ })).toBeDisabled();
    expect(within(old as HTMLElement).getByText(/cannot be restored/)).toBeInTheDocument();
  });
});

describe('blocking and unblocking', () => {
  beforeEach(asPhone);

  it('blocks one slot with a reason (required), shows it blocked, and Unblock opens it again', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    press(within(slotCard('M-3')).getByRole('button', { name: 'Block M-3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block slots' });
    // The slot it came from is ticked; a booked one cannot be, and says why.
    expect(within(dialog).getByRole('checkbox', { name: /M-3/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /N-1 - Booked/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /L-3 - Blocked/ })).toBeDisabled();
    // The reason and the button come before the sixteen checkboxes.
    const reason = within(dialog).getByLabelText('Reason');
    const firstBox = within(dialog).getAllByRole('checkbox')[0] as HTMLElement;
    expect(reason.compareDocumentPosition(firstBox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Block 1 slot' });
    expect(submit.compareDocumentPosition(firstBox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block 1 slot' }));
    expect(within(dialog).getByText('Enter a reason, such as Maintenance or Tournament')).toBeInTheDocument();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason'));
    expect(api.calls.some((call) => call.url === '/api/blocks')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: ' Goalmouth repair ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block 1 slot' }));
    await screen.findByText('Blocked 1 slot on Tue, Nov 24, 2026.');
    expect(api.calls.find((call) => call.url === '/api/blocks')?.body).toEqual({
      date: DAY,
      slotIds: ['M-3'],
      reason: 'Goalmouth repair',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = within(slotCard('M-3'));
    expect(card.getByText('Blocked: Goalmouth repair')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Book M-3' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(slotCard('M-3')));

    press(card.getByRole('button', { name: 'Unblock M-3' }));
    await card.findByRole('button', { name: 'Book M-3' });
    expect(api.state().blocks.map((block) => block.slotId)).toEqual(['L-3']);
    // The Unblock pressed went with the block: focus is on the slot, not lost.
    expect(document.activeElement).toBe(slotCard('M-3'));
  });

  it('blocks the whole day: every slot still open, leaving the booked and blocked ones as they are', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    press(screen.getByRole('button', { name: 'Block slots on Tue, Nov 24, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block slots' });
    expect(within(dialog).getByRole('button', { name: 'Block slots' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Whole day' }));
    expect(
      within(dialog).getByText('2 slots are booked, blocked or started: they stay as they are.'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Tournament' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block 14 slots' }));
    await screen.findByText('Blocked 14 slots on Tue, Nov 24, 2026.');
    // The venue day spans two dates (its Late Night is the next date's early hours): one call for each.
    const bodies = api.calls.filter((call) => call.url === '/api/blocks').map((call) => call.body);
    expect(bodies).toEqual([
      {
        date: DAY,
        slotIds: ['M-1', 'M-2', 'M-3', 'M-4', 'A-1', 'A-2', 'A-3', 'A-4', 'N-2', 'N-3', 'N-4'],
        reason: 'Tournament',
      },
      { date: NIGHT, slotIds: ['L-1', 'L-2', 'L-4'], reason: 'Tournament' },
    ]);
    const counts = Array.from(document.querySelectorAll('.adm-counts dd')).map((dd) => dd.textContent);
    expect(counts).toEqual(['1', '0', '3', '15']);
    // Nothing left to block that day.
    expect(screen.getByRole('button', { name: 'Block slots on Tue, Nov 24, 2026' })).toBeDisabled();

    // Called off: the whole day opens again in one tap, and focus goes to `Block slots`, enabled again.
    press(screen.getByRole('button', { name: 'Unblock all 15 slots on Tue, Nov 24, 2026' }));
    await screen.findByText('Unblocked 15 slots on Tue, Nov 24, 2026.');
    expect(api.state().blocks).toEqual([]);
    expect(api.calls.filter((call) => call.method === 'DELETE' && call.url.startsWith('/api/blocks/'))).toHaveLength(
      15,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Block slots on Tue, Nov 24, 2026' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: /^Unblock all/ })).not.toBeInTheDocument();
    expect(Array.from(document.querySelectorAll('.adm-counts dd')).map((dd) => dd.textContent)).toEqual([
      '1',
      '15',
      '3',
      '0',
    ]);
  });

  it('a refusal (a slot booked meanwhile) says which and blocks nothing', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    press(within(slotCard('A-1')).getByRole('button', { name: 'Block A-1' }));
    const dialog = await screen.findByRole('dialog');
    api.addBooking(makeBooking('RCE-AAA-AAA', DAY, 'A-1', { name: 'Racer' }));
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Maintenance' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block 1 slot' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('These slots are booked: A-1');
    expect(api.state().blocks).toHaveLength(1);
    await waitFor(() => expect(within(slotCard('A-1')).getByText('Racer')).toBeInTheDocument());
  });
});

describe('requests on the board', () => {
  beforeEach(asPhone);

  it('Confirm in place books the slot, and the competing request shows at once with Reject and a WhatsApp message', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const card = within(slotCard('A-2'));
    fireEvent.click(card.getByRole('button', { name: 'Show 2 pending requests' }));
    const first = card.getByRole('article', { name: /R01-AAA-AAA/ });
    press(within(first).getByRole('button', { name: /^Confirm/ }));
    await card.findByText('First Asker', { selector: 'strong' });
    await card.findByRole('status', { name: '' });
    expect(card.getByText(/^Confirmed R01-AAA-AAA/)).toBeInTheDocument();
    // The slot is booked now: the other request is listed to turn away.
    const competing = card.getByRole('region', { name: /^Other requests for A-2/ });
    expect(within(competing).getByText('Second Asker', { selector: 'strong' })).toBeInTheDocument();
    const link = within(competing).getByRole('link', { name: 'WhatsApp Second Asker' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.pathname).toBe('/8801710000002');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toContain('1:30 pm - 3:00 pm on November 24, 2026 is already booked');
    // The nearest open slots that day, in time order: either side, then M-4 (as near as A-4, and earlier).
    expect(text).toContain('Still free that day: 10:30 am - 12:00 pm, 12:00 pm - 1:30 pm, 3:00 pm - 4:30 pm.');
    await waitFor(() => expect(slotCard('A-2').contains(document.activeElement)).toBe(true));

    press(within(competing).getByRole('button', { name: /^Reject/ }));
    await waitFor(() => expect(card.queryByText('Second Asker', { selector: 'strong' })).not.toBeInTheDocument());
    expect(api.state().pending.map((request) => request._id)).toEqual(['R03-AAA-AAA']);
    await waitFor(() => expect(slotCard('A-2').contains(document.activeElement)).toBe(true));
    // The panel's own count follows at once.
    const nav = screen.getByRole('navigation', { name: 'Admin Panel' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Booking Requests/ }).textContent).toContain('1'));
  });
});

describe('offline', () => {
  beforeEach(asPhone);
  const offline = () =>
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });

  it("reads the week from the device's copy, says as of when, and turns every action off with the reason", async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    const { unmount } = renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    await waitFor(async () => expect(await scheduleCopy('2026-11-22').read()).toBeDefined());
    unmount();
    queryClient.clear();
    vi.stubGlobal('fetch', offline());
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    expect(await screen.findByText(/^Offline - as of 9:00\sAM$/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Book, Block, Unblock, Confirm, Reject and the booking changes need a connection/),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    expect(within(slotCard('N-1')).getByText('Night Crew')).toBeInTheDocument();
    for (const button of screen.getAllByRole('button', { name: /^(Book|Block|Unblock|Paid|Cancelled|Delete)/ })) {
      expect(button).toBeDisabled();
    }
  });

  it('with no copy of that week says so', async () => {
    vi.stubGlobal('fetch', offline());
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    expect(
      await screen.findByText('You are offline and this phone has no saved copy of the schedule for this week yet.'),
    ).toBeInTheDocument();
  });
});

describe('the week on a desktop', () => {
  it('is a grid of 7 days by 16 slots with the same states; a cell opens its slot with the same actions', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    const grid = await screen.findByRole('grid', { name: 'Week of November 22, 2026 to November 28, 2026' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sun Nov 22Today', 'Mon Nov 23', 'Tue Nov 24', 'Wed Nov 25', 'Thu Nov 26', 'Fri Nov 27', 'Sat Nov 28']);
    // Each period heads its four slots' rows.
    const rows = within(grid)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(
      rows.filter((text) => /^(Morning|Afternoon|Night|Late Night · after midnight)/.test(text ?? '')),
    ).toHaveLength(4);
    expect(rows).toHaveLength(4 + 16);
    expect(rows.slice(0, 2)).toEqual(['Morning', '6:00\u00a0am - 7:30\u00a0amM-1 · BDT 2000']);
    const cell = (slotId: string, date = DAY) =>
      grid.querySelector<HTMLElement>(`td[data-slot-key="${date} ${slotId}"]`) as HTMLElement;
    expect(grid.querySelectorAll('td[data-slot-key]')).toHaveLength(7 * 16);
    expect(within(cell('N-1')).getByRole('button').textContent).toContain('Night Crew');
    expect(within(cell('N-1')).getByRole('button').textContent).toContain('Paid');
    expect(within(cell('L-3', NIGHT)).getByRole('button').textContent).toContain('Maintenance');
    expect(within(cell('A-2')).getByRole('button').textContent).toContain('2 requests');
    expect(within(cell('A-3')).getByRole('button', { name: 'Book A-3, November 24, 2026' })).toBeEnabled();
    expect(within(cell('M-2', TODAY)).getByText('Past')).toBeInTheDocument();
    expect(within(cell('M-3', TODAY)).getByText('Started')).toBeInTheDocument();

    // The booked slot's cell opens it: the Database's toggles, in a dialog.
    press(within(cell('N-1')).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: '6:00 pm - 7:30 pm, Tue, Nov 24, 2026' });
    press(within(dialog).getByRole('button', { name: /^Paid:/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Paid:/ })).toHaveAttribute('aria-pressed', 'false'),
    );
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /^Paid:/ })));
    expect(within(cell('N-1')).getByRole('button').textContent).toContain('Unpaid');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Another day's column chooses the day the counts are for.
    fireEvent.click(within(grid).getByRole('button', { name: /^Wed/ }));
    await waitFor(() =>
      expect(Array.from(document.querySelectorAll('.adm-counts dd')).map((dd) => dd.textContent)).toEqual([
        '0',
        '16',
        '0',
        '0',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await screen.findByRole('grid', { name: 'Week of November 29, 2026 to December 5, 2026' });
  });
});

describe('refreshing', () => {
  beforeEach(asPhone);

  it('asks again every 30 seconds while shown, and at once when the app is shown again', async () => {
    expect(scheduleQueryOptions('2026-11-22')).toMatchObject({
      refetchInterval: 30_000,
      refetchOnWindowFocus: 'always',
    });
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    expect(scheduleCalls(api.calls)).toHaveLength(1);
    // Booked from another phone meanwhile; the manager comes back to the app.
    api.addBooking(makeBooking('ELS-EWH-ERE', DAY, 'A-1', { name: 'From Elsewhere' }));
    window.dispatchEvent(new Event('visibilitychange'));
    await within(slotCard('A-1')).findByText('From Elsewhere');
    expect(scheduleCalls(api.calls)).toHaveLength(2);
  });
});

describe('searching from the board', () => {
  beforeEach(asPhone);

  it('finds a booking by name or Booking ID and opens its slot on its night’s page, a Late Night one on the day before', async () => {
    const api = seededApi();
    api.addBooking(makeBooking('LAT-ENI-GHT', NIGHT, 'L-2', { name: 'Late Owls', phone: '01912345678' }));
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel('/admin/schedule');
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    // Folded to one line until asked for: the day keeps the phone's first screen.
    const box = screen.getByRole('searchbox', { name: 'Search bookings', hidden: true });
    expect(box).not.toBeVisible();
    fireEvent.click(screen.getByText('Search bookings', { selector: 'summary' }));
    expect(box).toBeVisible();

    fireEvent.change(box, { target: { value: 'night crew' } });
    const hit = await screen.findByRole('button', { name: /^Night Crew · 01812345678 · Tue, Nov 24, 2026/ });
    expect(hit).toHaveTextContent('(N-1) · BKD-NNN-NNN');
    expect(screen.getByText('1 found.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.url === '/api/bookings/all?q=night+crew')).toBe(true);
    fireEvent.click(hit);
    const dialog = await screen.findByRole('dialog', { name: /, Tue, Nov 24, 2026$/ });
    expect(within(dialog).getByText('Night Crew')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Morning' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.change(box, { target: { value: 'LAT-ENI' } });
    fireEvent.click(await screen.findByRole('button', { name: /^Late Owls · .* \(L-2\) · LAT-ENI-GHT$/ }));
    const night = await screen.findByRole('dialog', { name: /, Wed, Nov 25, 2026$/ });
    expect(within(night).getByText('Late Owls')).toBeInTheDocument();
    // The night is the day before's page: DAY's, whose Late Night it ends.
    expect(slotCard('L-2', NIGHT)).toBeInTheDocument();
    expect(slotCard('M-1', DAY)).toBeInTheDocument();
  });
});
