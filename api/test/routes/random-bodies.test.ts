import { createECDH, randomBytes } from 'node:crypto';
import { MESSAGES } from '@turf/sync-contract/messages';
import { SLOTS } from '@turf/sync-contract/slots';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint, parsePushServiceHosts } from '../../src/lib/push/push-service-hosts';
import { type AdvanceApp, advanceApp, heldRequest, startPayment } from '../support/advance';
import { buildTestApp, type TestApp, TOMORROW, validBody } from '../support/app';
import { expectCodedError } from '../support/error-answer';
import { SPLIT_HOST_ENDPOINTS } from '../support/push-service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const RUNS = 60;

/** Values near the valid ones (so the checks past the schema run too), mixed with anything at all. */
const nearlyValidBody = fc.record(
  {
    date: fc.oneof(
      fc.constantFrom('2026-11-22', '2026-11-23', '2027-01-21', '2027-01-22', '2026-02-30', '2026-11-21', '9999-12-31'),
      fc.string(),
    ),
    slotId: fc.oneof(fc.constantFrom('M-1', 'M-4', 'N-4', 'L-1', 'X-1', ''), fc.string()),
    name: fc.oneof(fc.string({ maxLength: 70 }), fc.constant('   '), fc.integer()),
    phone: fc.oneof(fc.constantFrom('01712345678', '01112345678', '+8801712345678'), fc.string()),
    time: fc.oneof(fc.constantFrom('6:00 am - 7:30 am', '10:30 pm - 12:00 am', '12:00 am - 1:30 am'), fc.string()),
    id: fc.oneof(fc.constantFrom('K7Q-M4X-PAR', 'AAA-BBB-CCC', 'K7Q-M4X-PA0'), fc.string()),
    cancelKey: fc.oneof(fc.constant(randomBytes(32).toString('base64url')), fc.string()),
    extra: fc.anything(),
  },
  { requiredKeys: [] },
);

const anyBody = fc.oneof(nearlyValidBody, fc.anything(), fc.jsonValue());

describe('random input never gives a 5xx on a public route', () => {
  it('POST /api/booking-requests', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/booking-requests',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? '',
        });
        expect(response.statusCode).toBeLessThan(500);
        expectCodedError(response);
        expect(typeof response.json().error === 'string' || response.statusCode < 300).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/booking-requests/:id/cancel (issue 31): never a 5xx, and no key but the right one cancels', async () => {
    const cancelKey = randomBytes(32).toString('base64url');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: { ...validBody({ id: 'C4N-C3M-K3Y' }), cancelKey },
    });
    expect(made.statusCode, made.body).toBe(201);
    const keys = fc.oneof(
      fc.constantFrom(randomBytes(32).toString('base64url'), cancelKey.toUpperCase(), cancelKey.slice(1), ''),
      fc.string(),
      textWithHidden,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          keys.map((key) => ({ cancelKey: key })),
          anyBody,
        ),
        fc.oneof(fc.constantFrom('C4N-C3M-K3Y', 'c4n-c3m-k3y', 'x', 'K7Q-M4X-PAR'), textWithHidden.map(percentEncoded)),
        async (body, id) => {
          const response = await t.app.inject({
            method: 'POST',
            url: `/api/booking-requests/${id}/cancel`,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? '',
          });
          const what = `${id} ${JSON.stringify(body)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          expectCodedError(response, what);
        },
      ),
      { numRuns: RUNS },
    );
    const [row] = await t.app.db.sql<
      { status: string }[]
    >`select status from booking_requests where id = 'C4N-C3M-K3Y'`;
    expect(row?.status).toBe('pending');
  });

  it('the waitlist (issue 31): joining, reading, taking and declining never give a 5xx', async () => {
    const waitlistBody = fc.oneof(
      nearlyValidBody.map(({ cancelKey, ...body }) => ({ ...body, key: cancelKey })),
      fc.record({ key: fc.string(), cancelKey: fc.string() }, { requiredKeys: [] }),
      anyBody,
    );
    const entryId = fc.oneof(
      fc.constantFrom('x', '00000000-0000-0000-0000-000000000000', 'not-a-uuid'),
      textWithHidden.map(percentEncoded),
    );
    await fc.assert(
      fc.asyncProperty(waitlistBody, entryId, fc.constantFrom('', '/accept', '/decline'), async (body, id, action) => {
        const joining = action === '' && id === 'x';
        const response = await t.app.inject({
          method: joining || action !== '' ? 'POST' : 'GET',
          url: joining ? '/api/waitlist' : `/api/waitlist/${id}${action}`,
          headers: { 'content-type': 'application/json' },
          ...(joining || action !== '' ? { payload: JSON.stringify(body) ?? '' } : {}),
        });
        const what = `${action} ${id} ${JSON.stringify(body)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        expectCodedError(response, what);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST /api/booking-requests with raw bytes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (raw, type) => {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/booking-requests',
            headers: { 'content-type': type },
            payload: raw,
          });
          expect(response.statusCode).toBeLessThan(500);
          expectCodedError(response);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/auth/login', async () => {
    const loginBody = fc.oneof(
      fc.record({ email: fc.oneof(fc.emailAddress(), fc.string()), password: fc.oneof(fc.string(), fc.integer()) }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(loginBody, async (body) => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body) ?? '',
        });
        expect(response.statusCode).toBeLessThan(500);
        expectCodedError(response);
      }),
      { numRuns: 25 },
    );
  });

  it('GET /api/bookings?date=, GET /api/availability?date= and GET /api/booking-requests/:id/status', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (date, id) => {
        for (const read of ['/api/bookings', '/api/availability']) {
          const taken = await t.app.inject({ url: `${read}?date=${encodeURIComponent(date)}` });
          expect(taken.statusCode).toBeLessThan(500);
          expectCodedError(taken);
        }
        const status = await t.app.inject({ url: `/api/booking-requests/${encodeURIComponent(id)}/status` });
        expect(status.statusCode).toBeLessThan(500);
        expectCodedError(status);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Control, direction and zero-width characters, and bytes that are no character at all once in a URL. */
const HIDDEN_CHARS = [
  '\u0000',
  '\u0001',
  '\t',
  '\n',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00ad',
  '\u061c',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u2028',
  '\u202a',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2069',
  '\ufeff',
  '\ud800',
];

/** Text that is mostly ordinary (so it gets past length checks to the database) with hidden characters in it. */
const textWithHidden = fc
  .tuple(
    fc.array(fc.oneof(fc.constantFrom('K7Q-M4X-PAR', 'Rahim', 'র', '্', 'a@b.c', ' '), fc.string({ maxLength: 4 })), {
      maxLength: 4,
    }),
    fc.array(fc.constantFrom(...HIDDEN_CHARS), { minLength: 1, maxLength: 3 }),
    fc.nat(),
  )
  .map(([parts, hidden, at]) => {
    const text = parts.join('');
    const cut = text.length === 0 ? 0 : at % (text.length + 1);
    return `${text.slice(0, cut)}${hidden.join('')}${text.slice(cut)}`.slice(0, 40);
  });

/** Percent-encodes the UTF-8 bytes of a string (a lone surrogate becomes U+FFFD, as a browser would send it). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

describe('hidden characters in any string never give a 5xx', () => {
  // Each run checks a login's password hash, slow by design: more time than the suite's default.
  it('in every field of a booking request and of a login', async () => {
    const valid = { ...validBody({ date: TOMORROW, slotId: 'N-1', time: '6:00 pm - 7:30 pm' }), id: 'K7Q-M4X-PAR' };
    const login = { email: 'manager@turf.test', password: 'wrong-password', deviceToken: 'x.y.z' };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(valid)),
        fc.constantFrom(...Object.keys(login)),
        textWithHidden,
        async (bookingField, loginField, text) => {
          const booking = await t.app.inject({
            method: 'POST',
            url: '/api/booking-requests',
            payload: { ...valid, [bookingField]: text },
          });
          expect(booking.statusCode, `${bookingField}: ${JSON.stringify(text)}`).toBeLessThan(500);
          expectCodedError(booking, `${bookingField}: ${JSON.stringify(text)}`);
          const signIn = await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { ...login, [loginField]: text },
          });
          expect(signIn.statusCode, `${loginField}: ${JSON.stringify(text)}`).toBeLessThan(500);
          expectCodedError(signIn, `${loginField}: ${JSON.stringify(text)}`);
        },
      ),
      { numRuns: RUNS },
    );
  }, 90_000);

  it('in the :id of every route that has one (public and admin)', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, object> };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      path.includes('{id}') ? Object.keys(methods).map((method) => [method.toUpperCase(), path] as const) : [],
    );
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const token = await t.adminToken();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(textWithHidden.map(percentEncoded), fc.constantFrom('%C0%80', '%FF', '%ED%A0%80', 'K7Q%00')),
        async ([method, path], id) => {
          const response = await t.app.inject({
            method: method as 'GET',
            url: path.replace('{id}', id),
            headers: { authorization: `Bearer ${token}` },
            ...(method === 'PATCH' ? { payload: { paid: true } } : {}),
          });
          expect(response.statusCode, `${method} ${path} id=${id}`).toBeLessThan(500);
          expectCodedError(response, `${method} ${path} id=${id}`);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('hidden characters are refused with a message a person can act on', () => {
  it('in a name, an e-mail and an id', async () => {
    const name = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ name: 'Ra\u0000him' }),
    });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual({ error: MESSAGES.nameHiddenCharacters, code: 'NAME_HIDDEN_CHARACTERS' });
    const override = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ name: 'Rahim\u202eredoc' }),
    });
    expect(override.json()).toEqual({ error: MESSAGES.nameHiddenCharacters, code: 'NAME_HIDDEN_CHARACTERS' });
    const email = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'manager@turf.test\u0000', password: 'x' },
    });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({
      error: 'The email has hidden characters in it. Please type it again',
      code: 'EMAIL_HIDDEN_CHARACTERS',
    });
    const id = await t.app.inject({ url: '/api/booking-requests/K7Q-M4X-PA%00/status' });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toEqual({ error: 'A Booking ID looks like K7Q-M4X-PAR', code: 'BOOKING_ID_INVALID' });
  });

  it('keeps a Bangla name with the joiners it is spelled with', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: validBody({ name: 'র\u200d্যাব', slotId: 'N-2', time: '7:30 pm - 9:00 pm' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('র\u200d্যাব');
  });
});

describe('random input never gives a 5xx on the schedule board’s routes (issue 13)', () => {
  const nearlyValidManagerBooking = fc.record(
    {
      date: fc.oneof(
        fc.constantFrom('2026-11-22', '2026-11-23', '2027-01-21', '2027-01-22', '2026-02-30'),
        fc.string(),
      ),
      slotId: fc.oneof(fc.constantFrom('M-1', 'M-4', 'N-1', 'L-4', 'X-1'), fc.string()),
      time: fc.oneof(fc.constantFrom('6:00 am - 7:30 am', '9:00 am - 10:30 am', '6:00 pm - 7:30 pm'), fc.string()),
      name: fc.oneof(fc.string({ maxLength: 70 }), fc.constant('   '), textWithHidden),
      phone: fc.oneof(fc.constantFrom('01712345678', '+8801712345678'), fc.string()),
      note: fc.oneof(fc.string({ maxLength: 210 }), textWithHidden, fc.constant(null)),
      id: fc.oneof(fc.constantFrom('K7Q-M4X-PAR', 'AAA-BBB-CCC'), fc.string()),
      repeatWeeks: fc.oneof(fc.integer({ min: -1, max: 30 }), fc.double(), fc.string()),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  );
  const nearlyValidBlocks = fc.record(
    {
      date: fc.oneof(
        fc.constantFrom('2026-11-22', '2026-12-01', '2026-02-30', '9999-12-31', '0001-01-01'),
        fc.string(),
      ),
      slotIds: fc.oneof(fc.array(fc.constantFrom('M-1', 'M-2', 'N-1', 'L-4', 'X-1'), { maxLength: 18 }), fc.anything()),
      reason: fc.oneof(fc.string({ maxLength: 110 }), textWithHidden, fc.integer()),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  );
  const dateish = fc.oneof(
    fc.constantFrom('2026-11-22', '2026-12-31', '2027-03-01', '2026-02-30', '0001-01-01', '9999-12-31', ''),
    fc.string(),
    textWithHidden,
  );

  it('POST /api/bookings, POST /api/blocks and POST /api/bookings/series/:seriesId/cancel', async () => {
    const authorization = `Bearer ${await t.adminToken()}`;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nearlyValidManagerBooking, anyBody),
        fc.oneof(nearlyValidBlocks, fc.anything()),
        fc.oneof(fc.record({ from: dateish }, { requiredKeys: [] }), fc.anything()),
        fc.oneof(fc.uuid(), textWithHidden.map(percentEncoded), fc.constantFrom('x', '%00', '%FF')),
        async (booking, blocks, cancel, seriesId) => {
          for (const [url, body] of [
            ['/api/bookings', booking],
            ['/api/blocks', blocks],
            [`/api/bookings/series/${seriesId}/cancel`, cancel],
          ] as const) {
            const response = await t.app.inject({
              method: 'POST',
              url,
              headers: { authorization, 'content-type': 'application/json' },
              payload: JSON.stringify(body) ?? '',
            });
            expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
            expectCodedError(response, `${url} ${JSON.stringify(body)}`);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('GET /api/blocks, /api/schedule and /api/bookings/series-preview with any query', async () => {
    const authorization = `Bearer ${await t.adminToken()}`;
    await fc.assert(
      fc.asyncProperty(
        dateish,
        dateish,
        fc.oneof(fc.constantFrom('M-1', 'N-4', 'X-1'), fc.string()),
        fc.oneof(fc.constantFrom('2', '26', '27', '0', '99', '-1', '1e1'), fc.string()),
        async (from, to, slotId, weeks) => {
          const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
          for (const url of [
            `/api/blocks?${q({ from, to })}`,
            `/api/schedule?${q({ from, to })}`,
            `/api/bookings/series-preview?${q({ date: from, slotId, repeatWeeks: weeks })}`,
          ]) {
            const response = await t.app.inject({ url, headers: { authorization } });
            expect(response.statusCode, url).toBeLessThan(500);
            expectCodedError(response, url);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('random push subscriptions never give a 5xx, and no endpoint the guard refuses is stored (issue 27)', () => {
  it('POST /api/booking-requests/:id/subscription, /api/push/renewal and /api/push/subscriptions', async () => {
    const slot = SLOTS.find((s) => s.slotId === 'N-3');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/booking-requests',
      payload: { ...validBody({ slotId: 'N-3', time: slot?.time ?? '' }), id: 'P7Q-M4X-PAR' },
    });
    expect(made.statusCode).toBe(201);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const endpoint = fc.oneof(
      fc.constantFrom(...SPLIT_HOST_ENDPOINTS),
      fc.webUrl({ validSchemes: ['https'], withQueryParameters: true }),
      fc.string(),
    );
    const body = fc.oneof(
      endpoint.map((url) => ({ endpoint: url, expirationTime: null, keys })),
      fc.jsonValue(),
    );
    const authorization = `Bearer ${await t.adminToken()}`;
    await fc.assert(
      fc.asyncProperty(body, async (subscription) => {
        for (const [url, payload] of [
          ['/api/booking-requests/P7Q-M4X-PAR/subscription', subscription],
          ['/api/push/subscriptions', subscription],
          ['/api/push/renewal', { oldEndpoint: 'https://web.push.apple.com/old', oldAuth: keys.auth, subscription }],
        ] as const) {
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { authorization, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? '',
          });
          const what = `${url} ${JSON.stringify(subscription)}`;
          expect(response.statusCode, what).toBeLessThan(500);
          expectCodedError(response, what);
          if (SPLIT_HOST_ENDPOINTS.includes((subscription as { endpoint?: string } | null)?.endpoint ?? '')) {
            expect(response.statusCode, what).toBe(400);
          }
        }
      }),
      { numRuns: RUNS },
    );
    const hosts = parsePushServiceHosts(undefined);
    if (!hosts.ok) throw new Error(hosts.reason);
    const stored = await t.app.db.sql<{ endpoint: string }[]>`
      select endpoint from manager_push_subscriptions union all select endpoint from request_push_subscriptions`;
    expect(stored.filter((row) => !isAllowedPushEndpoint(row.endpoint, hosts.value))).toEqual([]);
  });
});

describe('random input never gives a 5xx on the advance routes (issue 30)', () => {
  let a: AdvanceApp;
  beforeAll(async () => {
    a = await advanceApp();
  });
  afterAll(async () => {
    await a?.close();
  });

  const nearlyValidReport = fc.record(
    {
      method: fc.oneof(fc.constantFrom('bkash', 'nagad', 'rocket', 'cash', ''), fc.string()),
      transactionId: fc.oneof(fc.constantFrom('AB12CD34EF', 'ab12cd34ef', 'short', 'X'.repeat(21)), fc.string()),
      amount: fc.oneof(fc.constantFrom(1, 500, 0, -1, 1.5, 10_000_001), fc.anything()),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  );

  it('POST /api/booking-requests/:id/advance-report and /bkash, GET /api/bkash/callback', async () => {
    const { id } = await heldRequest(a.t);
    const started = await startPayment(a.t, id);
    const paymentIds = fc.oneof(
      fc.constantFrom(started, 'TR0011UNKNOWN', '', '%00', 'x'.repeat(101)),
      fc.string(),
      textWithHidden.map(percentEncoded),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(nearlyValidReport, anyBody),
        paymentIds,
        fc.oneof(fc.constantFrom('success', 'cancel', 'failure'), fc.string()),
        fc.oneof(fc.constantFrom(id, 'K7Q-M4X-PAR', 'x'), textWithHidden.map(percentEncoded)),
        async (report, paymentId, status, requestId) => {
          const answers = [
            await a.t.app.inject({
              method: 'POST',
              url: `/api/booking-requests/${requestId}/advance-report`,
              headers: { 'content-type': 'application/json' },
              payload: JSON.stringify(report) ?? '',
            }),
            await a.t.app.inject({ method: 'POST', url: `/api/booking-requests/${requestId}/bkash` }),
            await a.t.app.inject({
              url: `/api/bkash/callback?paymentID=${encodeURIComponent(paymentId)}&status=${encodeURIComponent(status)}`,
            }),
          ];
          for (const response of answers) {
            const what = `${JSON.stringify(report)} ${paymentId} ${status} ${requestId}`;
            expect(response.statusCode, what).toBeLessThan(500);
            expectCodedError(response, what);
          }
        },
      ),
      { numRuns: RUNS },
    );
    // The visitor never approved: nothing was confirmed, however the callback was called.
    const [request] = await a.t.fresh.database.sql<{ status: string }[]>`
      select status from booking_requests where id = ${id}`;
    expect(request?.status).toBe('pending');
  });

  it('POST /api/bookings/all/:id/bkash-refund (the manager’s, decision 089)', async () => {
    const { id } = await heldRequest(a.t);
    const paymentId = await startPayment(a.t, id);
    a.bkash.approve(paymentId);
    await a.t.app.inject({ url: `/api/bkash/callback?paymentID=${paymentId}&status=success` });
    const authorization = `Bearer ${await a.t.adminToken()}`;
    const refundBody = fc.oneof(
      fc.record({ amount: fc.oneof(fc.constantFrom(1, 2, 0, -1, 1.5, 501, 10_000_001), fc.anything()) }),
      anyBody,
    );
    await fc.assert(
      fc.asyncProperty(
        refundBody,
        fc.oneof(fc.constantFrom(id, 'K7Q-M4X-PAR', 'x'), textWithHidden.map(percentEncoded)),
        async (body, bookingId) => {
          const response = await a.t.app.inject({
            method: 'POST',
            url: `/api/bookings/all/${bookingId}/bkash-refund`,
            headers: { authorization, 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? '',
          });
          const what = `${JSON.stringify(body)} ${bookingId}`;
          expect(response.statusCode, what).toBeLessThan(500);
          expectCodedError(response, what);
        },
      ),
      { numRuns: RUNS },
    );
    // Whatever was asked, bKash gave back no more than was paid and every refund it made is recorded once.
    const given = a.bkash.payments.get(paymentId)?.refunds ?? [];
    const [recorded] = await a.t.fresh.database.sql<{ total: number }[]>`
      select coalesce(sum(amount), 0)::int as total from refunds where booking_id = ${id}`;
    expect(given.reduce((sum, refund) => sum + Number(refund.amount), 0)).toBe(recorded?.total);
    expect(recorded?.total).toBeLessThanOrEqual(500);
  });
});
