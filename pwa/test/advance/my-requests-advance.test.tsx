import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Component as MyRequests } from '../../src/app/routes/my-requests';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { db } from '../../src/lib/db';
import { showVenueSettings } from '../../src/lib/venue-settings';
import type { OutboxItem } from '../../src/outbox/outbox-item';
import { fakeAdvanceApi, inMinutes, showPayments, VENUE_NUMBERS } from './fake-advance-api';

/** Issue 30: `/my-requests` shows each request's advance, as the device keeps it, and what bKash's return said. */

const soon = addDays(todayAtVenue(), 5);
const base = { date: soon, time: '6:00 pm - 7:30 pm', attempts: 0, nextAttemptAt: 0, updatedAt: 1 };
const holding: OutboxItem = {
  ...base,
  id: 'HHH-HHH-HH2',
  slotId: 'N-1',
  name: 'Holding H',
  state: 'sent',
  createdAt: 9,
  advance: { state: 'holding', amount: 500, expiresAt: inMinutes(12), online: true },
};
const others: OutboxItem[] = [
  {
    ...base,
    id: 'PPP-PPP-PP2',
    slotId: 'N-2',
    name: 'Paid P',
    state: 'confirmed',
    createdAt: 8,
    advance: { state: 'paid', amount: 500 },
  },
  {
    ...base,
    id: 'LLL-LLL-LL2',
    slotId: 'N-3',
    name: 'Lapsed L',
    state: 'sent',
    createdAt: 7,
    advance: { state: 'lapsed', amount: 500 },
  },
  {
    ...base,
    id: 'RRR-RRR-RR2',
    slotId: 'N-4',
    name: 'Reported R',
    state: 'sent',
    createdAt: 6,
    advance: { state: 'reported', amount: 500 },
  },
  {
    ...base,
    id: 'FFF-FFF-FF2',
    slotId: 'M-1',
    name: 'Refunded F',
    state: 'sent',
    createdAt: 5,
    advance: { state: 'refunded', amount: 500 },
  },
  {
    ...base,
    id: 'EEE-EEE-EE2',
    slotId: 'M-2',
    name: 'Ran out E',
    state: 'sent',
    createdAt: 4,
    // The phone's clock passed the hold's end before any status answer said so.
    advance: { state: 'holding', amount: 500, expiresAt: inMinutes(-1), online: true },
  },
];

/** Every status check answers what the device has (the server agrees), unless a test says otherwise. */
function answerStatuses(items: readonly OutboxItem[], override: Record<string, unknown> = {}) {
  const answers = Object.fromEntries(
    items.map((item) => [
      `/api/booking-requests/${item.id}/status`,
      {
        status: 200,
        body: override[item.id] ?? {
          status: item.state === 'confirmed' ? 'confirmed' : 'pending',
          price: 2500,
          ...(item.advance ? { advance: { state: item.advance.state, amount: item.advance.amount } } : {}),
        },
      },
    ]),
  );
  return fakeAdvanceApi(answers);
}

function openPage(path = '/my-requests', bangla = false) {
  const router = createMemoryRouter([{ path: '/my-requests', element: <MyRequests /> }], { initialEntries: [path] });
  const ui = <RouterProvider router={router} />;
  render(bangla ? <TextProvider text={bn}>{ui}</TextProvider> : ui);
  return router;
}

const card = async (id: string) => (await screen.findByRole('heading', { name: id })).closest('li') as HTMLElement;

beforeEach(async () => {
  await db.outbox.clear();
});
afterEach(() => {
  cleanup();
  showVenueSettings(null);
});
// Only after the last test: a round of status checks outlives its page, and must not reach for a real server.
afterAll(() => vi.unstubAllGlobals());

describe('/my-requests with advances', () => {
  test('each request says where its advance stands, with what can be done', async () => {
    showPayments(VENUE_NUMBERS);
    await db.outbox.bulkAdd([holding, ...others]);
    answerStatuses([holding, ...others]);
    openPage();

    const held = await card('HHH-HHH-HH2');
    expect(await within(held).findByText('Waiting for payment')).toBeInTheDocument();
    expect(within(held).getByText(/Your slot is held for you until/)).toBeInTheDocument();
    expect(within(held).getByText(/^(12:00|11:5\d)$/)).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Pay with bKash' })).toBeInTheDocument();
    expect(within(held).getByRole('form', { name: 'Send money' })).toBeInTheDocument();

    expect(await within(await card('PPP-PPP-PP2')).findByText('Confirmed')).toBeInTheDocument();
    expect(
      within(await card('PPP-PPP-PP2')).getByText('You paid the advance by bKash: the slot is yours.'),
    ).toBeInTheDocument();

    const lapsed = await card('LLL-LLL-LL2');
    expect(await within(lapsed).findByText('Payment not completed')).toBeInTheDocument();
    expect(within(lapsed).getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(lapsed).queryByRole('button', { name: 'Pay with bKash' })).not.toBeInTheDocument();

    expect(await within(await card('RRR-RRR-RR2')).findByText('Advance reported')).toBeInTheDocument();
    expect(await within(await card('FFF-FFF-FF2')).findByText('Refunded')).toBeInTheDocument();

    const ranOut = await card('EEE-EEE-EE2');
    expect(await within(ranOut).findByText('Payment not completed')).toBeInTheDocument();
    expect(within(ranOut).queryByRole('form', { name: 'Send money' })).not.toBeInTheDocument();
  });

  test('a request sent without an advance on the phone learns it from its status (one queued offline)', async () => {
    const queuedThenSent: OutboxItem = { ...holding, advance: undefined } as OutboxItem;
    delete queuedThenSent.advance;
    await db.outbox.add(queuedThenSent);
    const expiresAt = inMinutes(14);
    answerStatuses([queuedThenSent], {
      'HHH-HHH-HH2': { status: 'pending', price: 2500, advance: { state: 'holding', amount: 700, expiresAt } },
    });
    openPage();
    const held = await card('HHH-HHH-HH2');
    expect(await within(held).findByText('Waiting for payment')).toBeInTheDocument();
    // The advance's screens are a chunk of their own: on a busy machine they may come a moment after the card.
    expect(await within(held).findByRole('heading', { name: 'Advance to pay: BDT 700' })).toBeInTheDocument();
    // Kept on the phone: a reload shows it without asking.
    await waitFor(async () =>
      expect((await db.outbox.get('HHH-HHH-HH2'))?.advance).toEqual({ state: 'holding', amount: 700, expiresAt }),
    );
  });

  test('in Bangla', async () => {
    await db.outbox.bulkAdd([holding, others[2] as OutboxItem]);
    answerStatuses([holding, others[2] as OutboxItem]);
    openPage('/my-requests', true);
    const held = await card('HHH-HHH-HH2');
    expect(await within(held).findByText('পেমেন্টের অপেক্ষায়')).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'বিকাশে টাকা দিন' })).toBeInTheDocument();
    expect(await within(await card('RRR-RRR-RR2')).findByText('অগ্রিম জানানো হয়েছে')).toBeInTheDocument();
  });
});

describe('back from bKash', () => {
  test('cancelled: the message at the top has the focus, Try again while the hold counts; the address loses the query', async () => {
    await db.outbox.add(holding);
    const heard = answerStatuses([holding]);
    const router = openPage('/my-requests?request=HHH-HHH-HH2&payment=cancelled');
    const message = await screen.findByText(
      'The payment was cancelled: nothing was paid. Your slot is still held until its time runs out: try again, or send the money by hand below.',
    );
    const box = message.closest('.payment-return') as HTMLElement;
    await waitFor(() => expect(box).toHaveFocus());
    expect(within(box).getByText('Request HHH-HHH-HH2')).toBeInTheDocument();
    expect(await within(box).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The status is asked at once.
    await waitFor(() => expect(heard.map((call) => call.path)).toContain('/api/booking-requests/HHH-HHH-HH2/status'));
    // The card still offers to pay.
    const held = await card('HHH-HHH-HH2');
    expect(await within(held).findByRole('button', { name: 'Pay with bKash' })).toBeInTheDocument();
  });

  test('paid: confirmed, and the card follows the status', async () => {
    await db.outbox.add(holding);
    answerStatuses([holding], {
      'HHH-HHH-HH2': { status: 'confirmed', price: 2500, advance: { state: 'paid', amount: 500 } },
    });
    openPage('/my-requests?request=HHH-HHH-HH2&payment=paid');
    const message = await screen.findByText('Payment received: your booking is confirmed.');
    await waitFor(() => expect(message.closest('.payment-return')).toHaveFocus());
    const paid = await card('HHH-HHH-HH2');
    await waitFor(() => expect(paid).toHaveAttribute('data-state', 'confirmed'));
    expect(await within(paid).findByText('Confirmed')).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Pay with bKash' })).not.toBeInTheDocument();
  });

  test.each([
    ['lapsed', 'The payment came after the slot was let go: it is being refunded to you.'],
    ['unknown', 'We could not tell how the payment went. Check your request below, or call the venue.'],
  ])('%s: says so', async (mark, words) => {
    await db.outbox.add(holding);
    answerStatuses([holding]);
    openPage(`/my-requests?request=HHH-HHH-HH2&payment=${mark}`);
    expect(await screen.findByText(words)).toBeInTheDocument();
  });

  test('a mark that is not one of the server’s is no message, and leaves the address too', async () => {
    await db.outbox.add(holding);
    answerStatuses([holding]);
    const router = openPage('/my-requests?request=HHH-HHH-HH2&payment=free');
    await card('HHH-HHH-HH2');
    expect(document.querySelector('.payment-return')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('a hold whose end the server did not give', () => {
  test('still offers the ways to pay: only the server calls it lapsed', async () => {
    const noEnd: OutboxItem = { ...holding, advance: { state: 'holding', amount: 500, online: true } };
    await db.outbox.add(noEnd);
    answerStatuses([noEnd]);
    openPage();
    const held = await card('HHH-HHH-HH2');
    expect(await within(held).findByText('Waiting for payment')).toBeInTheDocument();
    expect(within(held).getByRole('button', { name: 'Pay with bKash' })).toBeInTheDocument();
  });
});
