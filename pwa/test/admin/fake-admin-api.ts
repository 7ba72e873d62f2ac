import { bookingMoney, MARKED_PAID_NOTE, needsTransactionId, PAYMENT_METHOD_NAMES } from '@turf/sync-contract/payments';
import type {
  Block,
  Booking,
  BookingRequest,
  BookingWithPayments,
  Payment,
  Refund,
  WaitlistEntry,
} from '@turf/sync-contract/schemas';
import { getSlot } from '@turf/sync-contract/slots';
import { addDays, bookableDateProblem } from '@turf/sync-contract/time';
import { vi } from 'vitest';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A request made the way the server lists them: `n` orders them (one minute apart), overrides give it a slot. */
export function makeRequest(n: number, overrides: Partial<BookingRequest> = {}): BookingRequest {
  const id = `R${String(n).padStart(2, '0')}-AAA-AAA`.slice(0, 11);
  return {
    _id: id,
    name: `Visitor ${n}`,
    phone: `0171000${String(n).padStart(4, '0')}`,
    slotId: 'M-1',
    time: '6:00 am - 7:30 am',
    date: `2026-12-${String(1 + (n % 28)).padStart(2, '0')}`,
    status: 'pending',
    createdAt: new Date(Date.UTC(2026, 10, 22, 0, n)).toISOString(),
    ...overrides,
  };
}

/** A booking as the server keeps it, made for a test: active, unpaid, by a visitor unless the overrides say else. */
export function makeBooking(id: string, date: string, slotId: string, overrides: Partial<Booking> = {}): Booking {
  const slot = getSlot(slotId);
  return {
    _id: id,
    date,
    slotId: slot?.slotId ?? 'M-1',
    time: slot?.time ?? '',
    name: `Player ${id.slice(0, 3)}`,
    phone: '01712345678',
    price: slot?.price ?? 2000,
    paid: false,
    cancelled: false,
    noShow: false,
    createdAt: '2026-11-22T04:00:00.000Z',
    source: 'visitor',
    note: null,
    seriesId: null,
    ...overrides,
  };
}

export function makeBlock(n: number, date: string, slotId: string, reason = 'Maintenance'): Block {
  return {
    _id: `block-${n}`,
    date,
    slotId: getSlot(slotId)?.slotId ?? 'M-1',
    time: getSlot(slotId)?.time ?? '',
    reason,
    createdAt: '2026-11-22T04:00:00.000Z',
  };
}

/** A waitlist entry as the manager's list gives it (issue 31): waiting, `n` making its id, name and phone. */
export function makeWaitlistEntry(
  n: number,
  date: string,
  slotId: string,
  overrides: Partial<WaitlistEntry> = {},
): WaitlistEntry {
  return {
    id: `wl-${n}`,
    date,
    slotId: getSlot(slotId)?.slotId ?? 'M-1',
    name: `Waiter ${n}`,
    phone: `0181000${String(n).padStart(4, '0')}`,
    state: 'waiting',
    position: 1,
    offerEndsAt: null,
    createdAt: new Date(Date.UTC(2026, 10, 21, 0, n)).toISOString(),
    ...overrides,
  };
}

export interface FakeAdminApiOptions {
  pending: BookingRequest[];
  booked?: { date: string; slotId: string; waiting: number }[];
  bookings?: Booking[];
  blocks?: Block[];
  /** Answers a confirm instead of the default (a booking made from the request). */
  confirm?: (id: string) => Response | undefined;
  rejectSelected?: (ids: string[]) => Response | undefined;
  /** Payments recorded already, by booking. */
  payments?: Payment[];
  /** Answers a payment's POST instead of the default (the booking with the payment recorded). */
  addPayment?: (id: string, body: unknown) => Response | undefined;
  /** The slots' waitlists (issue 31), in line order within each slot. */
  waitlist?: WaitlistEntry[];
  /** Answers an `Offer now` instead of the default (the entry offered for 15 minutes, another's offer withdrawn). */
  offer?: (id: string) => Response | undefined;
}

/**
 * A stand-in for the API's admin routes: pages with Link and X-Total-Count, booked slots, confirm and reject, the
 * bulk rejects, the bookings with their changes, and their payments (the paid toggle on them, as decision 050 has it).
 * It keeps state, so a refetch sees what the calls changed.
 */
export function fakeAdminApi(options: FakeAdminApiOptions) {
  const calls: Call[] = [];
  let pending = [...options.pending];
  let booked = [...(options.booked ?? [])];
  let bookings = [...(options.bookings ?? [])];
  let blocks = [...(options.blocks ?? [])];
  let waitlist = [...(options.waitlist ?? [])];
  let madeIds = 0;
  let madePayments = 0;
  const paymentId = () => `00000000-0000-4000-8000-${String(++madePayments).padStart(12, '0')}`;
  // Payments as the server keeps them (decision 050): a booking marked paid before has the toggle's payment of its
  // price, as migration 010 gave it, so `paid` is always what its payments make it.
  /** The payment the PAID toggle records: cash for what is due, noted `Marked paid`. */
  const markedPaid = (bookingId: string, amount: number, receivedAt = new Date().toISOString()): Payment => ({
    id: paymentId(),
    bookingId,
    amount,
    method: 'cash',
    transactionId: null,
    receivedAt,
    note: MARKED_PAID_NOTE,
    madeByToggle: true,
  });
  let payments: Payment[] = [
    ...(options.payments ?? []),
    ...bookings
      .filter((b) => b.paid && !options.payments?.some((p) => p.bookingId === b._id))
      .map((b) => markedPaid(b._id, b.price, b.createdAt)),
  ];
  let refunds: Refund[] = [];
  /** The booking with its payments, refunds and money as the database derives them (migrations 010 and 013). */
  const withPayments = (booking: Booking): BookingWithPayments => {
    const own = payments.filter((p) => p.bookingId === booking._id);
    const given = refunds.filter((r) => r.bookingId === booking._id);
    const refundKeptNote = booking.refundKeptNote ?? null;
    const money = bookingMoney({ ...booking, refundKeptNote }, own, given);
    return { ...booking, ...money, payments: own, refunds: given, refundKeptNote };
  };
  const syncPaid = (id: string) =>
    (bookings = bookings.map((b) => (b._id === id ? { ...b, paid: withPayments(b).paid } : b)));
  const holder = (date: string, slotId: string) =>
    bookings.some((b) => b.date === date && b.slotId === slotId && !b.cancelled)
      ? 'booked'
      : blocks.some((b) => b.date === date && b.slotId === slotId)
        ? 'blocked'
        : null;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const parsed = new URL(url, 'http://turf.test');
    const path = parsed.pathname;
    if (path === '/api/booking-requests' && method === 'GET') {
      const limit = Number(parsed.searchParams.get('limit') ?? 50);
      const cursor = parsed.searchParams.get('cursor');
      const start = cursor === null ? 0 : pending.findIndex((r) => r._id === cursor) + 1;
      const page = pending.slice(start, start + limit);
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-total-count': String(pending.length),
      };
      const last = page.at(-1);
      if (last && start + limit < pending.length) {
        headers.link = `</api/booking-requests?limit=${limit}&cursor=${last._id}>; rel="next"`;
      }
      return new Response(JSON.stringify(page), { status: 200, headers });
    }
    if (path === '/api/booking-requests/booked-slots') return json(200, booked);
    if (path === '/api/booking-requests/reject-all' && method === 'POST') {
      const gone = pending.filter((r) => r.date === body.date && r.slotId === body.slotId);
      pending = pending.filter((r) => !gone.includes(r));
      booked = booked.filter((slot) => slot.date !== body.date || slot.slotId !== body.slotId);
      return json(
        200,
        gone.map((r) => ({ ...r, status: 'rejected' })),
      );
    }
    if (path === '/api/booking-requests/reject-selected' && method === 'POST') {
      const refusal = options.rejectSelected?.(body.ids);
      if (refusal) return refusal;
      const gone = pending.filter((r) => body.ids.includes(r._id));
      pending = pending.filter((r) => !gone.includes(r));
      return json(
        200,
        gone.map((r) => ({ ...r, status: 'rejected' })),
      );
    }
    const confirm = /^\/api\/booking-requests\/([^/]+)\/confirm$/.exec(path);
    if (confirm && method === 'POST') {
      const id = decodeURIComponent(confirm[1] ?? '');
      const answer = options.confirm?.(id);
      if (answer) return answer;
      const request = pending.find((r) => r._id === id);
      if (!request) return json(404, { error: 'Booking request not found', code: 'REQUEST_NOT_FOUND' });
      if (holder(request.date, request.slotId) === 'blocked')
        return json(409, { error: 'This slot is blocked', code: 'SLOT_BLOCKED' });
      pending = pending.filter((r) => r !== request);
      const booking: Booking = {
        _id: request._id,
        date: request.date,
        slotId: request.slotId,
        time: request.time,
        name: request.name,
        phone: request.phone,
        price: 2000,
        paid: false,
        cancelled: false,
        noShow: false,
        createdAt: request.createdAt,
        source: 'visitor',
        note: null,
        seriesId: null,
      };
      bookings = [...bookings, booking];
      return json(200, booking);
    }
    const single = /^\/api\/booking-requests\/([^/]+)$/.exec(path);
    if (single && method === 'DELETE') {
      const id = decodeURIComponent(single[1] ?? '');
      const request = pending.find((r) => r._id === id);
      if (!request) return json(404, { error: 'Booking request not found', code: 'REQUEST_NOT_FOUND' });
      pending = pending.filter((r) => r !== request);
      return json(200, { ...request, status: 'rejected' });
    }
    if (path === '/api/schedule' && method === 'GET') {
      const from = parsed.searchParams.get('from') ?? '';
      const to = parsed.searchParams.get('to') ?? '';
      const inRange = (item: { date: string }) => from <= item.date && item.date <= to;
      return json(200, {
        from,
        to,
        bookings: bookings.filter(inRange),
        blocks: blocks.filter(inRange),
        pending: pending.filter(inRange),
      });
    }
    if (path === '/api/waitlist' && method === 'GET') {
      const from = parsed.searchParams.get('from') ?? '';
      const to = parsed.searchParams.get('to') ?? '';
      return json(
        200,
        waitlist.filter((entry) => from <= entry.date && entry.date <= to),
      );
    }
    const offer = /^\/api\/waitlist\/([^/]+)\/offer$/.exec(path);
    if (offer && method === 'POST') {
      const id = decodeURIComponent(offer[1] ?? '');
      const answer = options.offer?.(id);
      if (answer) return answer;
      const entry = waitlist.find((e) => e.id === id);
      if (!entry) return json(404, { error: 'No waitlist entry has this ID', code: 'WAITLIST_ENTRY_NOT_FOUND' });
      if (holder(entry.date, entry.slotId))
        return json(409, {
          error: 'The slot is booked, blocked or held for a visitor paying: it cannot be offered now',
          code: 'WAITLIST_SLOT_HELD',
        });
      const offered: WaitlistEntry = {
        ...entry,
        state: 'offered',
        offerEndsAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      };
      waitlist = waitlist.map((e) => {
        if (e === entry) return offered;
        const sameSlot = e.date === entry.date && e.slotId === entry.slotId;
        return sameSlot && e.state === 'offered' ? { ...e, state: 'waiting', offerEndsAt: null } : e;
      });
      return json(200, offered);
    }
    if (path === '/api/bookings/series-preview' && method === 'GET') {
      const date = parsed.searchParams.get('date') ?? '';
      const slotId = parsed.searchParams.get('slotId') ?? '';
      const weeks = Number(parsed.searchParams.get('repeatWeeks'));
      return json(
        200,
        Array.from({ length: weeks }, (_, week) => {
          const day = addDays(date, week * 7);
          const state =
            bookableDateProblem(day) === 'too-far' ? 'past the booking horizon' : (holder(day, slotId) ?? 'free');
          return { date: day, state };
        }),
      );
    }
    if (path === '/api/bookings' && method === 'POST') {
      const make = (date: string, id: string, seriesId: string | null): Booking => ({
        ...makeBooking(id, date, body.slotId, { name: body.name, phone: body.phone, note: body.note ?? null }),
        createdAt: new Date().toISOString(),
        source: 'manager',
        seriesId,
      });
      const nextId = () => `MG${String(++madeIds).padStart(1, '0')}-MMM-MMM`.slice(0, 11);
      if (body.repeatWeeks === undefined) {
        const taken = holder(body.date, body.slotId);
        if (taken)
          return json(409, {
            error: `This slot is ${taken === 'booked' ? 'already booked' : 'blocked'}`,
            code: taken === 'booked' ? 'SLOT_TAKEN' : 'SLOT_BLOCKED',
          });
        const booking = make(body.date, body.id ?? nextId(), null);
        bookings = [...bookings, booking];
        return json(201, booking);
      }
      const seriesId = `series-${++madeIds}`;
      const created: Booking[] = [];
      const skipped: { date: string; reason: string }[] = [];
      for (let week = 0; week < body.repeatWeeks; week++) {
        const day = addDays(body.date, week * 7);
        const reason = bookableDateProblem(day) === 'too-far' ? 'past the booking horizon' : holder(day, body.slotId);
        if (reason) skipped.push({ date: day, reason });
        else created.push(make(day, week === 0 && body.id ? body.id : nextId(), seriesId));
      }
      bookings = [...bookings, ...created];
      return json(201, { seriesId, created, skipped });
    }
    const series = /^\/api\/bookings\/series\/([^/]+)\/cancel$/.exec(path);
    if (series && method === 'POST') {
      const id = decodeURIComponent(series[1] ?? '');
      const cancelled = bookings
        .filter((b) => b.seriesId === id && b.date >= body.from)
        .map((b) => ({ ...b, cancelled: true }));
      bookings = bookings.map((b) => cancelled.find((c) => c._id === b._id) ?? b);
      return json(200, cancelled);
    }
    if (path === '/api/blocks' && method === 'GET') {
      const from = parsed.searchParams.get('from') ?? '';
      const to = parsed.searchParams.get('to') ?? '';
      return json(
        200,
        blocks.filter((b) => from <= b.date && b.date <= to),
      );
    }
    if (path === '/api/blocks' && method === 'POST') {
      const booked = body.slotIds.filter((slotId: string) => holder(body.date, slotId) === 'booked');
      if (booked.length > 0)
        return json(409, { error: `These slots are booked: ${booked.join(', ')}`, code: 'SLOTS_HELD' });
      const made = body.slotIds.map((slotId: string) => ({
        ...makeBlock(0, body.date, slotId, body.reason),
        _id: `made-block-${++madeIds}`,
      }));
      blocks = [...blocks, ...made];
      return json(201, made);
    }
    const block = /^\/api\/blocks\/([^/]+)$/.exec(path);
    if (block && method === 'DELETE') {
      const id = decodeURIComponent(block[1] ?? '');
      if (!blocks.some((b) => b._id === id))
        return json(404, { error: 'No block has this ID', code: 'BLOCK_NOT_FOUND' });
      blocks = blocks.filter((b) => b._id !== id);
      return new Response(null, { status: 204 });
    }
    if (path === '/api/bookings/all') {
      // The server's search (issue 29), as far as a component test needs it: the name, the phone or the ID.
      const q = parsed.searchParams.get('q')?.trim().toLowerCase() ?? '';
      const found =
        q === '' ? bookings : bookings.filter((b) => `${b._id} ${b.name} ${b.phone}`.toLowerCase().includes(q));
      return json(200, found.map(withPayments));
    }
    const refundsPath = /^\/api\/bookings\/all\/([^/]+)\/refunds$/.exec(path);
    if (refundsPath && method === 'POST') {
      const id = decodeURIComponent(refundsPath[1] ?? '');
      const found = bookings.find((b) => b._id === id);
      if (!found) return json(404, { error: 'Booking not found', code: 'BOOKING_NOT_FOUND' });
      refunds = [
        ...refunds,
        {
          id: paymentId(),
          bookingId: id,
          amount: body.amount,
          method: body.method,
          refundedAt: new Date().toISOString(),
          note: body.note ?? null,
        },
      ];
      return json(201, withPayments(found));
    }
    const paymentsPath = /^\/api\/bookings\/all\/([^/]+)\/payments(?:\/([^/]+))?$/.exec(path);
    if (paymentsPath) {
      const id = decodeURIComponent(paymentsPath[1] ?? '');
      const found = bookings.find((b) => b._id === id);
      if (!found) return json(404, { error: 'Booking not found', code: 'BOOKING_NOT_FOUND' });
      if (method === 'POST' && paymentsPath[2] === undefined) {
        const answer = options.addPayment?.(id, body);
        if (answer) return answer;
        if (needsTransactionId(body.method) && body.transactionId === undefined)
          return json(400, { error: 'Enter the transaction ID', code: 'TRANSACTION_ID_REQUIRED' });
        const transactionId = body.transactionId === undefined ? null : String(body.transactionId).toUpperCase();
        const twin = payments.find(
          (p) => p.method === body.method && transactionId && p.transactionId === transactionId,
        );
        if (twin)
          return json(409, {
            error: `A ${PAYMENT_METHOD_NAMES[twin.method]} payment with transaction ID ${transactionId} is already recorded on booking ${twin.bookingId}. Check the ID; nothing was saved`,
            code: 'PAYMENT_DUPLICATE',
          });
        payments = [
          ...payments,
          {
            id: paymentId(),
            bookingId: id,
            amount: body.amount,
            method: body.method,
            transactionId,
            receivedAt: new Date().toISOString(),
            note: body.note ?? null,
            madeByToggle: false,
          },
        ];
        syncPaid(id);
        return json(201, withPayments(bookings.find((b) => b._id === id) ?? found));
      }
      if (method === 'DELETE' && paymentsPath[2] !== undefined) {
        const gone = decodeURIComponent(paymentsPath[2]);
        if (!payments.some((p) => p.id === gone && p.bookingId === id))
          return json(404, { error: 'This booking has no payment with this ID', code: 'PAYMENT_NOT_FOUND' });
        payments = payments.filter((p) => p.id !== gone);
        syncPaid(id);
        return new Response(null, { status: 204 });
      }
    }
    const booking = /^\/api\/bookings\/all\/([^/]+)$/.exec(path);
    if (booking) {
      const id = decodeURIComponent(booking[1] ?? '');
      const found = bookings.find((b) => b._id === id);
      if (!found) return json(404, { error: 'Booking not found', code: 'BOOKING_NOT_FOUND' });
      if (method === 'DELETE') {
        bookings = bookings.filter((b) => b !== found);
        payments = payments.filter((p) => p.bookingId !== id);
        return new Response(null, { status: 204 });
      }
      if (method === 'PATCH' && 'paid' in body && body.paid && found.cancelled) {
        return json(409, {
          error:
            'This booking is cancelled and owes nothing: no payment was recorded. Restore it first if the customer plays after all',
          code: 'BOOKING_CANCELLED',
        });
      }
      if (method === 'PATCH' && 'paid' in body) {
        // The toggle is on payments (decision 050): paid records cash for what is due; unpaid removes only the
        // toggle's own payments, and refuses when payments were recorded one by one.
        const current = withPayments(found);
        if (body.paid && current.due > 0) payments = [...payments, markedPaid(id, current.due)];
        if (!body.paid && current.paid) {
          if (current.payments.some((p) => !p.madeByToggle))
            return json(409, {
              error:
                'This booking has payments recorded one by one. Remove them one by one to mark it unpaid; nothing was changed',
              code: 'PAYMENTS_RECORDED',
            });
          payments = payments.filter((p) => p.bookingId !== id || !p.madeByToggle);
        }
        syncPaid(id);
        return json(200, withPayments(bookings.find((b) => b._id === id) ?? found));
      }
      if (method === 'PATCH') {
        const updated = { ...found, ...body };
        bookings = bookings.map((b) => (b === found ? updated : b));
        return json(200, withPayments(updated));
      }
    }
    return json(404, { error: 'No such API call', code: 'ROUTE_NOT_FOUND' });
  });
  return {
    fetch,
    calls,
    /** The server's side changes on its own (decided on another phone, a booking made elsewhere). */
    remove: (id: string) => (pending = pending.filter((r) => r._id !== id)),
    setBooked: (slots: { date: string; slotId: string; waiting: number }[]) => (booked = slots),
    /** What the server holds now. */
    state: () => ({ pending, bookings, blocks, payments, refunds, waitlist }),
    /** The line changed on the server meanwhile (a visitor left it, an offer lapsed). */
    setWaitlist: (entries: WaitlistEntry[]) => (waitlist = entries),
    /** Another phone booked a slot meanwhile. */
    addBooking: (booking: Booking) => {
      bookings = [...bookings, booking];
      if (booking.paid) payments = [...payments, markedPaid(booking._id, booking.price, booking.createdAt)];
    },
  };
}
