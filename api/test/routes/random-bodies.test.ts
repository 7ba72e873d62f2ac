import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';

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
        expect(typeof response.json().error === 'string' || response.statusCode < 300).toBe(true);
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
      }),
      { numRuns: 25 },
    );
  });

  it('GET /api/bookings?date= and GET /api/booking-requests/:id/status', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (date, id) => {
        const taken = await t.app.inject({ url: `/api/bookings?date=${encodeURIComponent(date)}` });
        expect(taken.statusCode).toBeLessThan(500);
        const status = await t.app.inject({ url: `/api/booking-requests/${encodeURIComponent(id)}/status` });
        expect(status.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
