import { randomBytes } from 'node:crypto';
import { newBookingId } from '@turf/sync-contract/booking-id';
import type { BookingRequest, WaitlistEntry, WaitlistStanding } from '@turf/sync-contract/schemas';
import { DEFAULT_PAYMENT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import { getSlot, SLOT_IDS, type SlotId } from '@turf/sync-contract/slots';
import { addDays, todayAtVenue } from '@turf/sync-contract/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../../src/lib/push/push-service-hosts';
import { buildTestApp, json, type TestApp, testPushConfig, validBody } from '../support/app';
import { expectCodedError } from '../support/error-answer';
import { type FakePushService, startFakePushService } from '../support/push-service';
import { waitUntil } from '../support/wait';

// Issue 31, decision 093: a taken slot's waitlist, and the offer of a freed slot to the first in line.
// The offers are timed by the database's clock, so this app's clock is the real one and the slots are days ahead.

let t: TestApp;
let service: FakePushService;

beforeAll(async () => {
  service = await startFakePushService();
  service.respondWith(() => ({ status: 201 }));
  t = await buildTestApp({
    config: { push: testPushConfig(`${DEFAULT_PUSH_SERVICE_HOSTS},${service.host}`) },
    push: { ca: service.ca, retryDelaySeconds: 0, retryBackoff: false, pollingIntervalSeconds: 0.5 },
  });
  t.setNow(new Date());
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

const newKey = () => randomBytes(32).toString('base64url');

let nextSlot = 0;
/** A slot no other test uses, two days ahead or more. */
function freshSlot(): { date: string; slotId: SlotId; time: string } {
  const n = nextSlot++;
  const slotId = SLOT_IDS[n % SLOT_IDS.length] as SlotId;
  return { date: addDays(todayAtVenue(), 2 + Math.floor(n / SLOT_IDS.length)), slotId, time: getSlot(slotId).time };
}

async function admin(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await t.adminToken()}` },
    ...(payload ? { payload } : {}),
  });
}

/** A slot the manager booked: taken. */
async function bookedSlot() {
  const slot = freshSlot();
  const id = newBookingId();
  const response = await admin('POST', '/api/bookings', { ...validBody({ id, ...slot }) });
  expect(response.statusCode, response.body).toBe(201);
  return { slot, bookingId: id };
}

interface Joined {
  id: string;
  key: string;
  phone: string;
  name: string;
  standing: WaitlistStanding;
}

async function join(slot: { date: string; slotId: string }, extra: Record<string, unknown> = {}): Promise<Joined> {
  const key = newKey();
  const { name, phone } = validBody();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: { date: slot.date, slotId: slot.slotId, name, phone, key, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  const standing = json<WaitlistStanding>(response);
  return { id: standing.id, key, phone, name, standing };
}

async function standingOf(id: string): Promise<WaitlistStanding> {
  return json<WaitlistStanding>(await t.app.inject({ url: `/api/waitlist/${id}` }));
}

/** A pending request let go: rejected by the manager, or withdrawn by the phone that made it. */
async function letGo(how: 'reject' | 'withdraw', requestId: string, cancelKey: string) {
  const answer =
    how === 'reject'
      ? await admin('DELETE', `/api/booking-requests/${requestId}`)
      : await t.app.inject({
          method: 'POST',
          url: `/api/booking-requests/${requestId}/cancel`,
          payload: { cancelKey },
        });
  expect(answer.statusCode, answer.body).toBe(200);
}

const cancelBooking = (id: string) => admin('PATCH', `/api/bookings/all/${id}`, { cancelled: true });

function expectRefused(response: { statusCode: number; body: string }, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectCodedError(response as Parameters<typeof expectCodedError>[0]);
  expect(json<{ code: string }>(response as Parameters<typeof json>[0]).code).toBe(code);
}

/** What holds the slot in the database: `offer:<entry>` or the holder's kind. */
async function holderOf(slot: { date: string; slotId: string }): Promise<string | null> {
  const [row] = await t.fresh.database.sql<{ holder: string }[]>`
    select case when offer_id is not null then 'offer:' || offer_id when booking_id is not null then 'booking'
      when block_id is not null then 'block' else 'hold' end as holder
    from slot_holds where date = ${slot.date} and slot_id = ${slot.slotId}`;
  return row?.holder ?? null;
}

describe('joining a taken slot’s waitlist', () => {
  it('puts phones in line in order; the standing has no name or phone', async () => {
    const { slot } = await bookedSlot();
    const first = await join(slot);
    const second = await join(slot);
    expect(first.standing).toMatchObject({ state: 'waiting', position: 1, offerEndsAt: null, requestId: null });
    expect(second.standing.position).toBe(2);
    const read = await t.app.inject({ url: `/api/waitlist/${second.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(second.phone);
    expect(read.body).not.toContain(second.name);
  });

  it('answers the same device joining again with its entry, and refuses the phone from another device', async () => {
    const { slot } = await bookedSlot();
    const first = await join(slot);
    const payload = { date: slot.date, slotId: slot.slotId, name: first.name, phone: first.phone };
    const again = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { ...payload, key: first.key } });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<WaitlistStanding>(again).id).toBe(first.id);
    const other = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { ...payload, key: newKey() } });
    expectRefused(other, 409, 'WAITLIST_PHONE_ON_LIST');
  });

  it('refuses a free slot, a fourth slot for one phone, a bad phone, and any join while the venue has it off', async () => {
    const free = freshSlot();
    const body = (slot: { date: string; slotId: string }, phone = validBody().phone) => ({
      date: slot.date,
      slotId: slot.slotId,
      name: 'Karim',
      phone,
      key: newKey(),
    });
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body(free) }),
      409,
      'WAITLIST_SLOT_FREE',
    );
    const { phone } = validBody();
    for (let n = 0; n < 3; n++) {
      const { slot } = await bookedSlot();
      const response = await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body(slot, phone) });
      expect(response.statusCode, response.body).toBe(201);
    }
    const { slot } = await bookedSlot();
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body(slot, phone) }),
      409,
      'WAITLIST_PHONE_FULL',
    );
    expectRefused(
      await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body(slot, '0123') }),
      400,
      'PHONE_INVALID',
    );
    await t.editSettings((settings) => {
      settings.waitlist = { enabled: false, offerMinutes: 15 };
    });
    try {
      expectRefused(
        await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: body(slot) }),
        409,
        'WAITLIST_OFF',
      );
    } finally {
      await t.editSettings((settings) => {
        settings.waitlist = { enabled: true, offerMinutes: 15 };
      });
    }
  });
});

describe('a freed slot', () => {
  it('is offered to the first in line, held for them, and pushed to their device without name or phone', async () => {
    const { slot, bookingId } = await bookedSlot();
    const device = service.device(`waitlist-${slot.date}-${slot.slotId}`);
    const first = await join(slot, { subscription: device.subscription, lang: 'bn' });
    const second = await join(slot);
    expect((await cancelBooking(bookingId)).statusCode).toBe(200);

    const offered = await standingOf(first.id);
    expect(offered.state).toBe('offered');
    const endsIn = Date.parse(offered.offerEndsAt ?? '') - Date.now();
    expect(endsIn).toBeGreaterThan(14 * 60_000);
    expect(endsIn).toBeLessThanOrEqual(15 * 60_000);
    expect((await standingOf(second.id)).state).toBe('waiting');
    expect(await holderOf(slot)).toBe(`offer:${first.id}`);
    // Held: nobody else's request takes it.
    const other = await t.app.inject({ method: 'POST', url: '/api/booking-requests', payload: validBody({ ...slot }) });
    expectRefused(other, 409, 'SLOT_TAKEN');

    await waitUntil(() => device.messages().length >= 1, { ms: 20_000, what: 'the offer’s push' });
    expect(device.messages()).toEqual([
      {
        kind: 'waitlist-offer',
        entryId: first.id,
        slotId: slot.slotId,
        date: slot.date,
        offerEndsAt: offered.offerEndsAt,
        lang: 'bn',
      },
    ]);
    const raw = JSON.stringify(device.messages());
    expect(raw).not.toContain(first.phone);
    expect(raw).not.toContain(first.name);
  });

  it('taken, becomes a pending request in the entry’s name, and is not offered on', async () => {
    const { slot, bookingId } = await bookedSlot();
    const first = await join(slot);
    const second = await join(slot);
    await cancelBooking(bookingId);
    const cancelKey = newKey();
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/${first.id}/accept`,
      payload: { key: newKey(), cancelKey },
    });
    expectRefused(wrong, 403, 'WAITLIST_KEY_INVALID');
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/${first.id}/accept`,
      payload: { key: first.key, cancelKey },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const request = json<BookingRequest>(accepted);
    expect(request).toMatchObject({ name: first.name, phone: first.phone, ...slot, status: 'pending' });
    expect(await standingOf(first.id)).toMatchObject({ state: 'accepted', requestId: request._id });
    expect((await standingOf(second.id)).state).toBe('waiting');
    expect(await holderOf(slot)).toBeNull();
    // A repeat (the first answer lost) answers the same request.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/${first.id}/accept`,
      payload: { key: first.key, cancelKey },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(json<BookingRequest>(again)._id).toBe(request._id);
    // The request is the device's own: it cancels it with the key it sent.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/booking-requests/${request._id}/cancel`,
      payload: { cancelKey },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('declined, goes to the next in line at once; the decliner is not offered it again', async () => {
    const { slot, bookingId } = await bookedSlot();
    const first = await join(slot);
    const second = await join(slot);
    await cancelBooking(bookingId);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/${first.id}/decline`,
      payload: { key: first.key },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(json<WaitlistStanding>(declined).state).toBe('declined');
    expect((await standingOf(second.id)).state).toBe('offered');
    expect(await holderOf(slot)).toBe(`offer:${second.id}`);
    // Saying no again answers the same; rejoining that slot with that phone is refused.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/${first.id}/decline`,
      payload: { key: first.key },
    });
    expect(json<WaitlistStanding>(again).state).toBe('declined');
    const rejoin = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { ...slot, time: undefined, name: first.name, phone: first.phone, key: newKey() },
    });
    expect(rejoin.statusCode).toBe(409);
    // The second declines too: nobody is left, and the slot is free for anyone.
    await t.app.inject({ method: 'POST', url: `/api/waitlist/${second.id}/decline`, payload: { key: second.key } });
    expect(await holderOf(slot)).toBeNull();
  });

  it('skips a device that declined the slot, even when it joins again under another phone', async () => {
    const { slot, bookingId } = await bookedSlot();
    const phone = service.device(`decliner-${slot.date}-${slot.slotId}`);
    const first = await join(slot, { subscription: phone.subscription });
    const second = await join(slot);
    await cancelBooking(bookingId);
    await t.app.inject({ method: 'POST', url: `/api/waitlist/${first.id}/decline`, payload: { key: first.key } });
    expect((await standingOf(second.id)).state).toBe('offered');
    // The same phone joins behind them with another number; then the second lets the offer go.
    const again = await join(slot, { subscription: phone.subscription });
    const third = await join(slot);
    await t.app.inject({ method: 'POST', url: `/api/waitlist/${second.id}/decline`, payload: { key: second.key } });
    expect((await standingOf(again.id)).state).toBe('waiting');
    expect((await standingOf(third.id)).state).toBe('offered');
  });

  it('skips a device that declined the slot by its secret, with no notifications, under another phone', async () => {
    const { slot, bookingId } = await bookedSlot();
    const first = await join(slot);
    const second = await join(slot);
    await cancelBooking(bookingId);
    await t.app.inject({ method: 'POST', url: `/api/waitlist/${first.id}/decline`, payload: { key: first.key } });
    // The phone keeps one secret per slot: it joins again under another number with the same one.
    const { name, phone } = validBody();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: { date: slot.date, slotId: slot.slotId, name, phone, key: first.key },
    });
    expect(again.statusCode, again.body).toBe(201);
    const againId = json<WaitlistStanding>(again).id;
    const third = await join(slot);
    // The manager cannot offer it to that device either.
    expectRefused(await admin('POST', `/api/waitlist/${againId}/offer`), 409, 'WAITLIST_CLOSED');
    await t.app.inject({ method: 'POST', url: `/api/waitlist/${second.id}/decline`, payload: { key: second.key } });
    expect((await standingOf(againId)).state).toBe('waiting');
    expect((await standingOf(third.id)).state).toBe('offered');
  });

  it('taken as a request that holds nothing, is offered on when that request is rejected or withdrawn', async () => {
    for (const how of ['reject', 'withdraw'] as const) {
      const { slot, bookingId } = await bookedSlot();
      const first = await join(slot);
      const second = await join(slot);
      await cancelBooking(bookingId);
      const cancelKey = newKey();
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/waitlist/${first.id}/accept`,
        payload: { key: first.key, cancelKey },
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const requestId = json<BookingRequest>(accepted)._id;
      expect((await standingOf(second.id)).state).toBe('waiting');
      await letGo(how, requestId, cancelKey);
      expect((await standingOf(second.id)).state, how).toBe('offered');
      expect(await holderOf(slot)).toBe(`offer:${second.id}`);
    }
  });

  it('lapses when its time is up (the job), and the next in line gets it; an ended offer cannot be taken', async () => {
    const { slot, bookingId } = await bookedSlot();
    const first = await join(slot);
    const second = await join(slot);
    await cancelBooking(bookingId);
    // The offer's time runs out now: its lapse job, due at the old end, is made due too.
    await t.fresh.database.sql`
      update waitlist_entries set offer_ends_at = clock_timestamp() where id = ${first.id}`;
    await t.fresh.database.sql`
      update pgboss.job set start_after = now() where name = 'waitlist-offer-lapse' and data->>'entryId' = ${first.id}`;
    expect((await standingOf(first.id)).state).toBe('lapsed');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/${first.id}/accept`,
      payload: { key: first.key, cancelKey: newKey() },
    });
    expectRefused(late, 409, 'WAITLIST_NO_OFFER');
    await waitUntil(async () => (await standingOf(second.id)).state === 'offered', {
      ms: 20_000,
      what: 'the lapse job to pass the offer on',
    });
    expect(await holderOf(slot)).toBe(`offer:${second.id}`);
  });
});

describe('a slot that has started', () => {
  it('is offered to nobody when it frees up', async () => {
    const sql = t.fresh.database.sql;
    // Written as the database sees it: a booking of a slot that started an hour ago, and someone in its line.
    const [started] = await sql<{ date: string; slotId: string }[]>`
      select to_char(d, 'YYYY-MM-DD') as date, 'M-1' as "slotId"
      from (select (clock_timestamp() at time zone 'Asia/Dhaka')::date - 1 as d) yesterday`;
    if (!started) throw new Error('no date');
    const bookingId = newBookingId();
    await sql`
      insert into bookings (id, date, slot_id, time, name, phone, price, source)
      values (${bookingId}, ${started.date}, 'M-1', ${getSlot('M-1').time}, 'Early', '01712345678', 2000, 'manager')`;
    const [entry] = await sql<{ id: string }[]>`
      insert into waitlist_entries (date, slot_id, name, phone, key_hash)
      values (${started.date}, 'M-1', 'Late', '01812345678', ${randomBytes(32)})
      returning id`;
    await sql`update bookings set cancelled = true where id = ${bookingId}`;
    const [after] = await sql<{ state: string }[]>`select state from waitlist_entries where id = ${entry?.id ?? ''}`;
    expect(after?.state).toBe('waiting');
    expect(await holderOf(started)).toBeNull();
  });
});

describe('a venue that asks an advance', () => {
  beforeAll(async () => {
    await t.editSettings((settings) => {
      settings.payments = {
        ...DEFAULT_PAYMENT_SETTINGS,
        confirmation: 'advance',
        advance: 500,
        holdMinutes: 15,
        manualMoneyShown: true,
        manualMoneyNumbers: [{ provider: 'bkash', number: '01712345678', account: 'personal' }],
      };
    });
  });
  afterAll(async () => {
    await t.editSettings((settings) => {
      settings.payments = { ...DEFAULT_PAYMENT_SETTINGS, manualMoneyNumbers: [] };
    });
  });

  it('turns a taken offer into a request whose hold keeps the slot; the hold lapsing offers it to the next', async () => {
    const { slot, bookingId } = await bookedSlot();
    const first = await join(slot);
    const second = await join(slot);
    await cancelBooking(bookingId);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/waitlist/${first.id}/accept`,
      payload: { key: first.key, cancelKey: newKey() },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const request = json<BookingRequest>(accepted);
    expect(request.advance).toMatchObject({ amount: 500, online: false });
    expect(await holderOf(slot)).toBe('hold');
    expect((await standingOf(second.id)).state).toBe('waiting');
    // The visitor never pays: the hold lapses and the slot goes to the next in line.
    await t.fresh.database
      .sql`update payment_holds set expires_at = clock_timestamp() where request_id = ${request._id}`;
    expect(await t.app.repos.advancePayments.lapse(request._id)).not.toBeNull();
    expect((await standingOf(second.id)).state).toBe('offered');
    expect(await holderOf(slot)).toBe(`offer:${second.id}`);
  });

  it('a held request rejected by the manager, or withdrawn by its visitor, frees its slot for the first in line', async () => {
    for (const how of ['reject', 'withdraw'] as const) {
      const slot = freshSlot();
      const requestId = newBookingId();
      const cancelKey = newKey();
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/booking-requests',
        payload: { ...validBody({ id: requestId, ...slot }), cancelKey },
      });
      expect(made.statusCode, made.body).toBe(201);
      const waiting = await join(slot);
      await letGo(how, requestId, cancelKey);
      expect((await standingOf(waiting.id)).state, how).toBe('offered');
    }
  });

  it('offers nothing when the manager confirms a held request: its booking takes the slot the hold lets go', async () => {
    const slot = freshSlot();
    const requestId = newBookingId();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ id: requestId, ...slot }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const waiting = await join(slot);
    const confirm = await admin('POST', `/api/booking-requests/${requestId}/confirm`);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await holderOf(slot)).toBe('booking');
    expect((await standingOf(waiting.id)).state).toBe('waiting');
  });
});

describe('the manager', () => {
  it('sees each slot’s line, and offers to a chosen person (a live offer to another is withdrawn)', async () => {
    const { slot, bookingId } = await bookedSlot();
    const first = await join(slot);
    const second = await join(slot);
    const list = json<WaitlistEntry[]>(await admin('GET', `/api/waitlist?from=${slot.date}&to=${slot.date}`));
    const line = list.filter((entry) => entry.slotId === slot.slotId);
    expect(line.map((entry) => [entry.name, entry.phone, entry.position, entry.state])).toEqual([
      [first.name, first.phone, 1, 'waiting'],
      [second.name, second.phone, 2, 'waiting'],
    ]);
    // Booked: nothing can be offered.
    expectRefused(await admin('POST', `/api/waitlist/${second.id}/offer`), 409, 'WAITLIST_SLOT_HELD');
    await cancelBooking(bookingId);
    expect((await standingOf(first.id)).state).toBe('offered');
    const chosen = await admin('POST', `/api/waitlist/${second.id}/offer`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(json<WaitlistEntry>(chosen)).toMatchObject({ id: second.id, state: 'offered', position: 2 });
    expect(await standingOf(first.id)).toMatchObject({ state: 'waiting', position: 1 });
    expect(await holderOf(slot)).toBe(`offer:${second.id}`);
    expectRefused(await admin('POST', '/api/waitlist/nobody/offer'), 404, 'WAITLIST_ENTRY_NOT_FOUND');
    // An offer whose time is up, not yet marked by its job, lapses when the manager offers to another: it does not
    // go back to the head of the line.
    await t.fresh.database.sql`update waitlist_entries set offer_ends_at = clock_timestamp() where id = ${second.id}`;
    expect((await admin('POST', `/api/waitlist/${first.id}/offer`)).statusCode).toBe(200);
    expect((await standingOf(second.id)).state).toBe('lapsed');
  });

  it('turning the waitlist off stops offers of freed slots', async () => {
    const { slot, bookingId } = await bookedSlot();
    const first = await join(slot);
    await t.editSettings((settings) => {
      settings.waitlist = { enabled: false, offerMinutes: 15 };
    });
    try {
      await cancelBooking(bookingId);
      expect((await standingOf(first.id)).state).toBe('waiting');
      expect(await holderOf(slot)).toBeNull();
    } finally {
      await t.editSettings((settings) => {
        settings.waitlist = { enabled: true, offerMinutes: 15 };
      });
    }
  });
});
