import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLOT_IDS, type SlotId } from '@turf/sync-contract/slots';
import { addDays, slotStartInstant, todayAtVenue } from '@turf/sync-contract/time';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as MyRequests } from '../../src/app/routes/my-requests';
import { cancelBn } from '../../src/i18n/cancel-bn';
import { cancelEn } from '../../src/i18n/cancel-en';
import { bn } from '../../src/i18n/catalogue-bn';
import { en } from '../../src/i18n/catalogue-en';
import { TextProvider } from '../../src/i18n/text';
import { db } from '../../src/lib/db';
import type { OutboxItem } from '../../src/outbox/outbox-item';

/** Issue 31: a visitor cancels their own request or booking from `/my-requests`, while the venue's rules allow it. */

const HOUR = 3_600_000;
const far = addDays(todayAtVenue(), 5);

/** A slot that starts between 2 and 22 hours from now: past the default 24-hour cutoff, not started yet. */
function soonSlot(): { date: string; slotId: SlotId } {
  const now = Date.now();
  for (const date of [todayAtVenue(), addDays(todayAtVenue(), 1)])
    for (const slotId of SLOT_IDS) {
      const start = slotStartInstant(date, slotId).getTime();
      if (start > now + 2 * HOUR && start < now + 22 * HOUR) return { date, slotId };
    }
  throw new Error('The day has 16 slots: one always starts in that window');
}
const soon = soonSlot();

const keyOf = (id: string) => `${id.replace(/-/g, '')}${'x'.repeat(34)}`;
const item = (id: string, state: OutboxItem['state'], extra: Partial<OutboxItem> = {}): OutboxItem => ({
  id,
  date: far,
  slotId: 'N-1',
  time: '6:00 pm - 7:30 pm',
  name: 'Rahim',
  state,
  cancelKey: keyOf(id),
  attempts: 1,
  nextAttemptAt: 0,
  createdAt: 1,
  updatedAt: 1,
  ...extra,
});

const ITEMS: OutboxItem[] = [
  item('PPP-PPP-PP2', 'sent', { createdAt: 9 }),
  item('BBB-BBB-BB2', 'confirmed', { createdAt: 8 }),
  // Past the cutoff, not started: a pending request may still be withdrawn; a booking only by a call.
  item('WWW-WWW-WW2', 'sent', { ...soon, createdAt: 7 }),
  item('TTT-TTT-TT2', 'confirmed', { ...soon, createdAt: 6 }),
  // Made before keys existed.
  item('NNN-NNN-NN2', 'confirmed', { cancelKey: undefined, createdAt: 5 }),
  // Its advance reported by hand: the venue holds money for it.
  item('RRR-RRR-RR2', 'sent', { advance: { state: 'reported', amount: 500 }, createdAt: 4 }),
  item('XXX-XXX-XX2', 'rejected', { createdAt: 3 }),
];

/** Where each request stands at the venue, as the status endpoint says. */
const STANDING: Partial<Record<OutboxItem['state'], string>> = { sent: 'pending', confirmed: 'confirmed' };
let standings: Map<string, string>;
let cancels: { url: string; body: unknown }[];
/** The venue's answer to a cancel (a throw: not reached). */
let answerCancel: (id: string) => Promise<Response> | Response;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(async () => {
  await db.outbox.clear();
  await db.outbox.bulkAdd(ITEMS);
  standings = new Map(ITEMS.map((each) => [each.id, STANDING[each.state] ?? each.state]));
  cancels = [];
  answerCancel = (id) => {
    standings.set(id, 'cancelled');
    return json(200, { status: 'cancelled', price: 2000 });
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const cancel = /^\/api\/booking-requests\/([^/]+)\/cancel$/.exec(url);
    if (cancel && init?.method === 'POST') {
      cancels.push({ url, body: JSON.parse(String(init.body)) });
      return answerCancel(decodeURIComponent(cancel[1] ?? ''));
    }
    const status = /^\/api\/booking-requests\/([^/]+)\/status$/.exec(url);
    if (status) return json(200, { status: standings.get(decodeURIComponent(status[1] ?? '')) });
    return json(404, { error: 'Not found', code: 'ROUTE_NOT_FOUND' });
  });
});
// A status poll still under way when a test ends finds no network, not the test server's real address.
afterEach(() => {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
});

function renderPage(wrap: (page: ReactNode) => ReactNode = (page) => page) {
  const router = createMemoryRouter([{ path: '/my-requests', element: <MyRequests /> }], {
    initialEntries: ['/my-requests'],
  });
  render(wrap(<RouterProvider router={router} />));
}

async function card(id: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: id });
  return heading.closest('li') as HTMLElement;
}

const CANCEL = /^Cancel (request|booking)$/;

describe('a visitor cancelling their own request', () => {
  it('is offered Cancel request while pending, until the slot starts, and Cancel booking before the cutoff', async () => {
    renderPage();
    expect(within(await card('PPP-PPP-PP2')).getByRole('button', { name: 'Cancel request' })).toBeEnabled();
    expect(within(await card('WWW-WWW-WW2')).getByRole('button', { name: 'Cancel request' })).toBeEnabled();
    expect(within(await card('BBB-BBB-BB2')).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    for (const id of ['PPP-PPP-PP2', 'WWW-WWW-WW2', 'BBB-BBB-BB2'])
      expect(within(await card(id)).queryByText(cancelEn.callToCancel)).not.toBeInTheDocument();
  });

  it.each([
    ['a booking past the cutoff', 'TTT-TTT-TT2'],
    ['a booking made before keys existed', 'NNN-NNN-NN2'],
    ['a request whose advance was reported', 'RRR-RRR-RR2'],
  ])('%s: no Cancel, the venue’s number to call instead', async (_, id) => {
    renderPage();
    const shown = await card(id);
    expect(within(shown).queryByRole('button', { name: CANCEL })).not.toBeInTheDocument();
    const line = within(shown).getByText(cancelEn.callToCancel);
    expect(within(line).getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute('href', 'tel:+8801700000000');
  });

  it('a rejected request offers neither', async () => {
    renderPage();
    const shown = await card('XXX-XXX-XX2');
    expect(within(shown).queryByRole('button', { name: CANCEL })).not.toBeInTheDocument();
    expect(within(shown).queryByText(cancelEn.callToCancel)).not.toBeInTheDocument();
  });

  it('asks first, Keep it focused; Keep it and Escape send nothing and give the focus back to Cancel', async () => {
    renderPage();
    const button = within(await card('BBB-BBB-BB2')).getByRole('button', { name: 'Cancel booking' });
    await userEvent.click(button);
    const question = screen.getByRole('dialog', { name: 'Cancel this booking' });
    expect(question).toHaveAccessibleDescription(
      'Cancel BBB-BBB-BB2? The slot is freed for others at once; this cannot be undone.',
    );
    const keep = within(question).getByRole('button', { name: 'Keep it' });
    expect(keep).toHaveFocus();
    expect(within(question).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    await userEvent.click(keep);
    expect(question).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    // What the browser does on Escape: close the dialog, which fires `close`.
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(cancels).toEqual([]);
    expect((await db.outbox.get('BBB-BBB-BB2'))?.state).toBe('confirmed');
  });

  it('yes sends the phone’s key to the request’s cancel path; Cancelling… meanwhile; then the card reads Cancelled, with the focus', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    answerCancel = async (id) => {
      await answered;
      standings.set(id, 'cancelled');
      return json(200, { status: 'cancelled', price: 2000 });
    };
    renderPage();
    const shown = await card('BBB-BBB-BB2');
    await userEvent.click(within(shown).getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(shown).findByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    expect(shown).toHaveFocus();
    await waitFor(() => expect(cancels).toHaveLength(1));
    expect(cancels[0]).toEqual({
      url: '/api/booking-requests/BBB-BBB-BB2/cancel',
      body: { cancelKey: keyOf('BBB-BBB-BB2') },
    });

    release();
    expect(await within(shown).findByText('Cancelled')).toBeInTheDocument();
    expect(within(shown).getByText(en.myRequests.states.cancelledHere.detail)).toBeInTheDocument();
    expect(within(shown).queryByRole('button', { name: CANCEL })).not.toBeInTheDocument();
    expect(within(shown).queryByRole('button', { name: 'Cancelling…' })).not.toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: 'Book another slot' })).toBeInTheDocument();
    expect(shown).toHaveFocus();
    // Kept on the phone: the card reads so offline and after a reload.
    expect(await db.outbox.get('BBB-BBB-BB2')).toMatchObject({ state: 'cancelled', cancelledHere: expect.any(Number) });
  });

  it('a pending request is cancelled the same way', async () => {
    renderPage();
    const shown = await card('PPP-PPP-PP2');
    await userEvent.click(within(shown).getByRole('button', { name: 'Cancel request' }));
    const question = screen.getByRole('dialog', { name: 'Cancel this request' });
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel request' }));
    expect(await within(shown).findByText('Cancelled')).toBeInTheDocument();
    expect(cancels).toEqual([
      { url: '/api/booking-requests/PPP-PPP-PP2/cancel', body: { cancelKey: keyOf('PPP-PPP-PP2') } },
    ]);
  });

  it('offline: says nothing was cancelled, beside the button, which is there to try again', async () => {
    answerCancel = () => {
      throw new TypeError('Failed to fetch');
    };
    renderPage();
    const shown = await card('BBB-BBB-BB2');
    await userEvent.click(within(shown).getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(shown).findByRole('alert')).toHaveTextContent(
      'You are offline or the venue did not answer: nothing was cancelled. Try again when you are back online.',
    );
    expect(within(shown).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
    expect(within(shown).getByText('Confirmed')).toBeInTheDocument();
    expect((await db.outbox.get('BBB-BBB-BB2'))?.state).toBe('confirmed');
  });

  it('too late by the venue’s clock: its refusal in the visitor’s words, and the venue’s number to call', async () => {
    answerCancel = () => json(409, { error: 'The slot starts too soon', code: 'CANCEL_TOO_LATE' });
    renderPage();
    const shown = await card('BBB-BBB-BB2');
    await userEvent.click(within(shown).getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(shown).findByRole('alert')).toHaveTextContent(
      'It is too late to cancel here: the slot starts soon. Nothing was cancelled.',
    );
    const line = within(shown).getByText(cancelEn.callToCancel);
    expect(within(line).getByRole('link', { name: '+880 1700-000000' })).toHaveAttribute('href', 'tel:+8801700000000');
    expect((await db.outbox.get('BBB-BBB-BB2'))?.state).toBe('confirmed');
  });

  it('in Bangla: the offer, the question, the answers, the refusal and the call line', async () => {
    answerCancel = () => json(409, { error: 'The slot starts too soon', code: 'CANCEL_TOO_LATE' });
    renderPage((page) => <TextProvider text={bn}>{page}</TextProvider>);
    const shown = await card('BBB-BBB-BB2');
    await userEvent.click(within(shown).getByRole('button', { name: 'বুকিং বাতিল করুন' }));
    const question = screen.getByRole('dialog', { name: 'বুকিংটি বাতিল করুন' });
    // The Booking ID stays Latin.
    expect(question).toHaveAccessibleDescription(
      'BBB-BBB-BB2 বাতিল করবেন? স্লটটি সঙ্গে সঙ্গে অন্যদের জন্য খালি হয়ে যাবে; এটি আর ফেরানো যাবে না।',
    );
    expect(within(question).getByRole('button', { name: 'রেখে দিন' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'বুকিং বাতিল করুন' }));
    expect(await within(shown).findByRole('alert')).toHaveTextContent(cancelBn.errors.CANCEL_TOO_LATE);
    const line = within(shown).getByText('বাতিল করতে টার্ফে ফোন করুন:');
    expect(within(line).getByRole('link', { name: '+৮৮০ ১৭০০-০০০০০০' })).toHaveAttribute('href', 'tel:+8801700000000');
    expect(within(await card('PPP-PPP-PP2')).getByRole('button', { name: 'অনুরোধ বাতিল করুন' })).toBeInTheDocument();
  });
});
