import { render, screen } from '@testing-library/react';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { SuccessDialog } from '../../src/features/booking-form/success-dialog';
import { RequestCard } from '../../src/features/my-requests/request-card';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { db } from '../../src/lib/db';
import type { OutboxItem } from '../../src/outbox/outbox-item';
import { addOutboxItem, claimDue, settle } from '../../src/outbox/outbox-repository';
import { refreshSentStatuses } from '../../src/outbox/request-status';
import { sendBookingRequest } from '../../src/outbox/send-request';

/**
 * A request keeps the price the server stored for it (decision 044): the device records it from the create answer and
 * from the status route, and `/my-requests` and the dialog show that one, not today's prices.
 */

const date = addDays(todayAtVenue(), 3);
const noActions = { onRemove: () => {}, onRetry: () => {}, onRebook: () => {} };

function answerJson(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

beforeEach(async () => {
  await db.outbox.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the price the server stored for a request', () => {
  test("the create answer's price is recorded when the send is settled", async () => {
    const input = { id: 'ABC-DEF-GH2', date, slotId: 'N-1' as const, time: '6:00 pm - 7:30 pm', name: 'Rafi' };
    await addOutboxItem(db, { ...input, phone: '01712345678' }, 1);
    const [claimed] = await claimDue(db, {
      now: 2,
      force: true,
      takeOverLeases: false,
      leaseMs: 60_000,
      token: 'token',
      limit: 1,
    });
    answerJson({ ...input, _id: input.id, phone: '01712345678', status: 'pending', createdAt: 'x', price: 2750 }, 201);
    const result = await sendBookingRequest(claimed as OutboxItem);
    expect(result).toEqual({ kind: 'sent', price: 2750 });
    await settle(db, input.id, 'token', result, { now: 3, retryAt: 3 });
    expect((await db.outbox.get(input.id))?.price).toBe(2750);
  });

  test('the status route gives the stored price: recorded on the device even when the standing is unchanged', async () => {
    const base = { date, time: '6:00 pm - 7:30 pm', attempts: 0, nextAttemptAt: 0, createdAt: 1, updatedAt: 1 };
    await db.outbox.bulkAdd([
      { ...base, id: 'ABC-DEF-GH3', slotId: 'N-2', name: 'Sent', state: 'sent' },
      { ...base, id: 'ABC-DEF-GH4', slotId: 'N-3', name: 'Confirmed', state: 'confirmed', price: 2000 },
    ]);
    answerJson({ status: 'confirmed', price: 2500 });
    await refreshSentStatuses();
    expect((await db.outbox.get('ABC-DEF-GH3'))?.price).toBe(2500);
    expect((await db.outbox.get('ABC-DEF-GH3'))?.state).toBe('confirmed');
    expect((await db.outbox.get('ABC-DEF-GH4'))?.price).toBe(2500);
  });

  test('a request card shows the stored price, in both languages, and none before the server has said', () => {
    const item: OutboxItem = {
      id: 'ABC-DEF-GH5',
      date,
      slotId: 'N-1',
      time: '6:00 pm - 7:30 pm',
      name: 'Rafi',
      state: 'confirmed',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 1,
      updatedAt: 1,
      price: 2500,
    };
    const { unmount } = render(
      <MemoryRouter>
        <RequestCard item={item} actions={noActions} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Price').nextElementSibling?.textContent).toBe('BDT 2500');
    unmount();
    render(
      <MemoryRouter>
        <TextProvider text={bn}>
          <RequestCard item={item} actions={noActions} />
        </TextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText(bn.settings.requestPrice).nextElementSibling?.textContent).toBe(bn.slots.price(2500));
    unmount();
  });

  test('a card without a stored price shows no price row', () => {
    const item: OutboxItem = {
      id: 'ABC-DEF-GH6',
      date,
      slotId: 'N-1',
      time: '6:00 pm - 7:30 pm',
      name: 'Rafi',
      phone: '01712345678',
      state: 'queued',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 1,
      updatedAt: 1,
    };
    render(
      <MemoryRouter>
        <RequestCard item={item} actions={noActions} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Price')).not.toBeInTheDocument();
  });

  test('the success dialog shows the price it is given', () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    render(
      <SuccessDialog
        request={{ id: 'ABC-DEF-GH7', savedOffline: false, name: 'Rafi', date, time: '6:00 pm', price: 3600 }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('BDT 3600').parentElement?.textContent).toBe('Price: BDT 3600');
  });
});
