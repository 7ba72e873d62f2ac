import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WaitlistEntry } from '@turf/sync-contract/schemas';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as AdminRoute } from '../../../src/app/routes/admin';
import { bn } from '../../../src/i18n/catalogue-bn';
import { TextProvider } from '../../../src/i18n/text';
import { renderAdminPanel, signedInForEachTest } from '../admin-panel-harness';
import { type Call, fakeAdminApi, json, makeBooking, makeWaitlistEntry } from '../fake-admin-api';

/**
 * The manager's side of a taken slot's waitlist (issue 31): the board says how many wait for a slot, the slot opens to
 * its line (place, name, phone to call, the live offer and until when), and `Offer now` holds the slot for a chosen
 * person, asking first when that withdraws someone else's live offer.
 */

// Sunday, November 22, 2026, 9:00 am at the venue; the board's week is November 22 to 28.
const NOW = new Date('2026-11-22T03:00:00Z');
const DAY = '2026-11-24';
/** 9:10 am at the venue: the live offer's end. */
const TEN_MINUTES_ON = '2026-11-22T03:10:00.000Z';
/** What a fresh offer from NOW runs to in the fake server (15 minutes): 9:15 am at the venue. */
const OFFER_END = /9:15\sAM/;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());
signedInForEachTest();

function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !/min-width/.test(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/**
 * N-1 is booked with two waiting for it; A-3 was freed and is offered to its first in line until 9:10 am, two more
 * behind; A-4 was freed with nobody offered yet.
 */
function line(): WaitlistEntry[] {
  return [
    makeWaitlistEntry(1, DAY, 'N-1', { name: 'Rahim Uddin', phone: '01811112222', position: 1 }),
    makeWaitlistEntry(2, DAY, 'N-1', { name: 'Karim Ali', position: 2 }),
    makeWaitlistEntry(3, DAY, 'A-3', { name: 'Offered One', state: 'offered', offerEndsAt: TEN_MINUTES_ON }),
    makeWaitlistEntry(4, DAY, 'A-3', { name: 'Second Waiter', position: 2 }),
    makeWaitlistEntry(5, DAY, 'A-3', { name: 'Third Waiter', position: 3 }),
    makeWaitlistEntry(6, DAY, 'A-4', { name: 'First Free', position: 1 }),
    makeWaitlistEntry(7, DAY, 'A-4', { name: 'Chosen Later', position: 2 }),
  ];
}

function seededApi(options: { offer?: (id: string) => Response | undefined } = {}) {
  return fakeAdminApi({
    pending: [],
    bookings: [makeBooking('BKD-NNN-NNN', DAY, 'N-1', { name: 'Night Crew', paid: true })],
    waitlist: line(),
    ...options,
  });
}

const slotCard = (slotId: string) => {
  const card = document.querySelector<HTMLElement>(`article[data-slot-key="${DAY} ${slotId}"]`);
  if (!card) throw new Error(`no card for ${DAY} ${slotId}`);
  return card;
};
const waitlistCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.startsWith('/api/waitlist?')).map((call) => call.url);
const offers = (calls: Call[]) => calls.filter((call) => call.method === 'POST' && call.url.endsWith('/offer'));
/** An entry of an open line, by the name it shows. */
const entryOf = (list: HTMLElement, name: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name)) as HTMLElement;
/** `Offer now` for one person: its name reads `Offer now: {name}` (happy-dom puts a space before the colon). */
const offerNow = (name: string) => new RegExp(`^Offer now ?: ${name}$`);
function press(button: HTMLElement) {
  button.focus();
  fireEvent.click(button);
}

/** The slot's card on a phone, its waitlist opened. */
async function openLine(slotId: string, count: number) {
  const card = within(slotCard(slotId));
  const toggle = await card.findByRole('button', { name: `Waitlist: ${count}` });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  fireEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return card.getByRole('list', { name: `Waitlist of ${slotId}` });
}

describe('the waitlist on a phone’s board', () => {
  beforeEach(asPhone);

  it('asks once for the week’s waitlists and shows each slot’s line: place, name, phone to call, the live offer', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });

    const booked = await openLine('N-1', 2);
    // The same days as the board's own request, the night after the week included; asked once on opening.
    expect(waitlistCalls(api.calls)).toEqual(['/api/waitlist?from=2026-11-22&to=2026-11-29']);
    const rahim = entryOf(booked, 'Rahim Uddin');
    expect(rahim).toHaveTextContent(/^1Rahim Uddin/);
    expect(within(rahim).getByRole('link', { name: '01811112222' })).toHaveAttribute('href', 'tel:01811112222');
    expect(entryOf(booked, 'Karim Ali')).toHaveTextContent(/^2Karim Ali/);
    // Booked: nobody can be offered it until it is free, and the buttons say why.
    for (const button of within(booked).getAllByRole('button', { name: /^Offer now/ })) {
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Offer now works once the slot is free.');
    }

    const freed = await openLine('A-3', 3);
    const offered = entryOf(freed, 'Offered One');
    expect(within(offered).getByText(/^Offered until 9:10\sAM$/)).toBeInTheDocument();
    expect(within(offered).queryByRole('button')).not.toBeInTheDocument();
    expect(within(freed).getByRole('button', { name: offerNow('Second Waiter') })).toBeEnabled();
    expect(within(freed).getByRole('button', { name: offerNow('Third Waiter') })).toBeEnabled();
    // A slot nobody waits for shows no waitlist.
    expect(within(slotCard('M-4')).queryByRole('button', { name: /^Waitlist/ })).not.toBeInTheDocument();
  });

  it('Offer now posts the offer, shows until when, says so, and keeps focus on the person offered', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const list = await openLine('A-4', 2);
    // The second in line, chosen over the first: no live offer to withdraw, so nothing is asked.
    press(within(list).getByRole('button', { name: offerNow('Chosen Later') }));
    const chosen = entryOf(list, 'Chosen Later');
    await within(chosen).findByText(/^Offered until 9:15\sAM$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(offers(api.calls)).toEqual([{ method: 'POST', url: '/api/waitlist/wl-7/offer', body: undefined }]);
    // Said to a screen reader too, in the slot's status line.
    expect(await within(slotCard('A-4')).findByText(/^Offered to Chosen Later until 9:15\sAM\.$/)).toHaveAttribute(
      'role',
      'status',
    );
    await waitFor(() => expect(entryOf(list, 'Chosen Later')).toHaveFocus());
    // The first in line still waits, and may be offered instead (which would now ask first).
    expect(within(list).getByRole('button', { name: offerNow('First Free') })).toBeEnabled();
  });

  it('offering to someone while another holds a live offer asks first; Keep changes nothing, Offer withdraws it', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const list = await openLine('A-3', 3);
    const offerToSecond = within(list).getByRole('button', { name: offerNow('Second Waiter') });

    press(offerToSecond);
    let question = await screen.findByRole('dialog', { name: 'Offer now' });
    expect(question).toHaveTextContent(
      /Offered One holds the offer until 9:10\sAM\. It is withdrawn, and they keep their place in line\. Offer the slot to Second Waiter instead\?/,
    );
    // The safe answer has the focus first.
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep the offer' })).toHaveFocus());
    fireEvent.click(within(question).getByRole('button', { name: 'Keep the offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(offers(api.calls)).toEqual([]);
    await waitFor(() => expect(offerToSecond).toHaveFocus());

    press(offerToSecond);
    question = await screen.findByRole('dialog', { name: 'Offer now' });
    press(within(question).getByRole('button', { name: 'Offer to Second Waiter' }));
    await within(entryOf(list, 'Second Waiter')).findByText(OFFER_END);
    expect(offers(api.calls).map((call) => call.url)).toEqual(['/api/waitlist/wl-4/offer']);
    // The one whose offer was withdrawn is back in line, at their place, and can be offered again.
    const first = entryOf(list, 'Offered One');
    expect(first).toHaveTextContent(/^1Offered One/);
    expect(within(first).queryByText(/^Offered until/)).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: offerNow('Offered One') })).toBeEnabled();
  });

  it('an offer whose time has run out is not live: offering to the next asks nothing', async () => {
    const api = seededApi();
    api.setWaitlist(
      line().map((entry) => (entry.id === 'wl-3' ? { ...entry, offerEndsAt: '2026-11-22T02:59:00.000Z' } : entry)),
    );
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const list = await openLine('A-3', 3);
    press(within(list).getByRole('button', { name: offerNow('Third Waiter') }));
    await within(entryOf(list, 'Third Waiter')).findByText(OFFER_END);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a refusal is said under the person, in the server’s words, and focus goes back to their Offer now', async () => {
    const api = seededApi({
      offer: (id) =>
        id === 'wl-6'
          ? json(409, {
              error: 'The slot is booked, blocked or held for a visitor paying: it cannot be offered now',
              code: 'WAITLIST_SLOT_HELD',
            })
          : undefined,
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const list = await openLine('A-4', 2);
    const button = within(list).getByRole('button', { name: offerNow('First Free') });
    press(button);
    const alert = await within(entryOf(list, 'First Free')).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The slot is booked, blocked or held for a visitor paying: it cannot be offered now',
    );
    await waitFor(() => expect(button).toHaveFocus());
    expect(button).toBeEnabled();
    expect(within(entryOf(list, 'First Free')).queryByText(/^Offered until/)).not.toBeInTheDocument();
  });

  it('a refusal for someone who has left the line meanwhile is said under the line, with their name', async () => {
    const api = seededApi({
      offer: (id) =>
        id === 'wl-7'
          ? json(409, {
              error: 'This waitlist entry is closed already: its offer was taken, ran out, or its slot has started',
              code: 'WAITLIST_CLOSED',
            })
          : undefined,
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const list = await openLine('A-4', 2);
    // They left the list from their phone; the board has not heard yet.
    api.setWaitlist(line().filter((entry) => entry.id !== 'wl-7'));
    press(within(list).getByRole('button', { name: offerNow('Chosen Later') }));
    // The board asks again: the line is as the server has it, and the refusal stays said.
    await waitFor(() =>
      expect(within(slotCard('A-4')).getByRole('button', { name: 'Waitlist: 1' })).toBeInTheDocument(),
    );
    expect(within(slotCard('A-4')).getByRole('alert')).toHaveTextContent(
      'Chosen Later: This waitlist entry is closed already: its offer was taken, ran out, or its slot has started',
    );
    // Focus, whose button went with the person, is kept in the slot.
    await waitFor(() => expect(slotCard('A-4').contains(document.activeElement)).toBe(true));
  });

  it('offline, Offer now is off with the board’s other actions', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    const list = await openLine('A-4', 2);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fireEvent(window, new Event('offline'));
      await waitFor(() => expect(within(list).getByRole('button', { name: offerNow('First Free') })).toBeDisabled());
      onLine.mockReturnValue(true);
      fireEvent(window, new Event('online'));
      await waitFor(() => expect(within(list).getByRole('button', { name: offerNow('First Free') })).toBeEnabled());
    } finally {
      onLine.mockRestore();
    }
  });

  it('refreshes with the board: the app shown again brings the line as the server has it now', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('heading', { level: 2, name: 'Morning' });
    await within(slotCard('N-1')).findByRole('button', { name: 'Waitlist: 2' });
    expect(waitlistCalls(api.calls)).toHaveLength(1);
    // Someone joined N-1's line from their phone meanwhile.
    api.setWaitlist([...line(), makeWaitlistEntry(8, DAY, 'N-1', { name: 'New Joiner', position: 3 })]);
    window.dispatchEvent(new Event('visibilitychange'));
    await within(slotCard('N-1')).findByRole('button', { name: 'Waitlist: 3' });
    expect(waitlistCalls(api.calls)).toHaveLength(2);
  });
});

describe('the waitlist on a desktop’s week', () => {
  const cell = (slotId: string) =>
    document.querySelector<HTMLElement>(`td[data-slot-key="${DAY} ${slotId}"]`) as HTMLElement;

  it('each cell says how many wait; a freed slot with a line opens to it, its list open in the slot’s dialog', async () => {
    const api = seededApi();
    vi.stubGlobal('fetch', api.fetch);
    renderAdminPanel(`/admin/schedule?date=${DAY}`);
    await screen.findByRole('grid');
    await waitFor(() => expect(within(cell('N-1')).getByRole('button')).toHaveTextContent('Waitlist: 2'));
    expect(within(cell('N-1')).getByRole('button')).toHaveTextContent('Night Crew');
    // Free, with a line: the cell opens the slot (its Book is in the dialog), not Book and Block in the cell.
    const freed = within(cell('A-3')).getByRole('button');
    expect(freed).toHaveAccessibleName(/^Free ?Waitlist: 3 ?, A-3, November 24, 2026$/);
    expect(within(cell('M-4')).queryByText(/^Waitlist/)).not.toBeInTheDocument();

    press(freed);
    const dialog = await screen.findByRole('dialog', { name: '3:00 pm - 4:30 pm, Tue, Nov 24, 2026' });
    expect(within(dialog).getByRole('button', { name: 'Waitlist: 3' })).toHaveAttribute('aria-expanded', 'true');
    const list = within(dialog).getByRole('list', { name: 'Waitlist of A-3' });
    expect(within(dialog).getByRole('button', { name: 'Book A-3' })).toBeEnabled();

    press(within(list).getByRole('button', { name: offerNow('Third Waiter') }));
    const question = await screen.findByRole('dialog', { name: 'Offer now' });
    press(within(question).getByRole('button', { name: 'Offer to Third Waiter' }));
    await within(entryOf(list, 'Third Waiter')).findByText(OFFER_END);
    // Focus stays with the person offered, in the slot's dialog.
    await waitFor(() => expect(entryOf(list, 'Third Waiter')).toHaveFocus());
    expect(dialog).toBeVisible();
  });
});

describe('the waitlist in Bangla', () => {
  beforeEach(asPhone);

  it('the count, the offer, Offer now and a refusal in the panel’s Bangla', async () => {
    const api = seededApi({
      offer: () =>
        json(409, {
          error: 'The slot is booked, blocked or held for a visitor paying: it cannot be offered now',
          code: 'WAITLIST_SLOT_HELD',
        }),
    });
    vi.stubGlobal('fetch', api.fetch);
    render(
      <TextProvider text={bn}>
        <MemoryRouter initialEntries={[`/admin/schedule?date=${DAY}`]}>
          <Routes>
            <Route path="/admin/*" element={<AdminRoute />} />
          </Routes>
        </MemoryRouter>
      </TextProvider>,
    );
    const card = within(await waitFor(() => slotCard('A-3')));
    fireEvent.click(await card.findByRole('button', { name: 'অপেক্ষার তালিকা: ৩' }));
    const list = card.getByRole('list', { name: 'A-3-এর অপেক্ষার তালিকা' });
    expect(within(entryOf(list, 'Offered One')).getByText('সকাল ৯:১০ পর্যন্ত অফার দেওয়া আছে')).toBeInTheDocument();
    press(within(list).getByRole('button', { name: /^এখনই অফার দিন ?: Second Waiter$/ }));
    const question = await screen.findByRole('dialog', { name: 'এখনই অফার দিন' });
    press(within(question).getByRole('button', { name: 'Second Waiter-কে অফার দিন' }));
    expect(await within(entryOf(list, 'Second Waiter')).findByRole('alert')).toHaveTextContent(
      'স্লটটি বুক করা, বন্ধ, নয়তো পেমেন্ট করছেন এমন কোনো দর্শকের জন্য ধরে রাখা: এখন অফার দেওয়া যাবে না',
    );
  });
});
