import type { PaymentSettings, Settings, SettingsChange, VersionedSettings } from '@turf/sync-contract/schemas';
import {
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_VISITOR_SETTINGS,
  DEFAULT_WAITLIST_SETTINGS,
} from '@turf/sync-contract/settings-defaults';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_ADMIN_EMAIL, type TestApp } from '../support/app';
import { expectCodedError } from '../support/error-answer';

/**
 * The settings groups added after installs had saved versions (decision 085): the payment settings (issue 30) and the
 * visitors' (issue 31) in PUT /api/settings: saved, read, refused, and named in the change log.
 */

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

const ADVANCE_BY_BKASH: PaymentSettings = {
  confirmation: 'advance',
  advance: 'full',
  holdMinutes: 30,
  manualMoneyShown: true,
  manualMoneyNumbers: [
    { provider: 'bkash', number: '01712345678', account: 'merchant' },
    { provider: 'nagad', number: '01812345678', account: 'personal' },
  ],
};

function put(body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function current(app = t.app): Promise<VersionedSettings> {
  const response = await app.inject({ url: '/api/settings' });
  expect(response.statusCode).toBe(200);
  return json<VersionedSettings>(response);
}

/** The latest row as stored, not as read: what the database holds. */
async function storedLatest(): Promise<{ version: number; document: Settings }> {
  const [row] = await t.fresh.database.sql<{ version: number; document: Settings }[]>`
    select version, document from settings_versions order by version desc limit 1`;
  if (!row) throw new Error('no settings version');
  return row;
}

async function save(edit: (settings: Settings) => void): Promise<VersionedSettings> {
  const { version, settings } = await current();
  edit(settings);
  const response = await put({ version, settings });
  expect(response.statusCode, response.body).toBe(200);
  return json<VersionedSettings>(response);
}

async function latestChange(): Promise<SettingsChange> {
  const response = await t.app.inject({ url: '/api/settings/changes?limit=1', headers: { authorization } });
  const [latest] = json<SettingsChange[]>(response);
  if (!latest) throw new Error('no change listed');
  return latest;
}

/** Starts an app on the same database: it reads the settings as they are stored now. */
async function withNewProcess<T>(use: (app: TestApp['app']) => Promise<T>): Promise<T> {
  const again = await buildTestApp({ fresh: t.fresh });
  try {
    return await use(again.app);
  } finally {
    await again.app.close();
  }
}

describe('the payment settings are saved with the rest of the document', () => {
  it('are saved, then read back by this process and by one that starts now', async () => {
    const saved = await save((s) => {
      s.payments = structuredClone(ADVANCE_BY_BKASH);
    });
    expect((await current()).settings.payments).toEqual(ADVANCE_BY_BKASH);
    expect((await storedLatest()).document.payments).toEqual(ADVANCE_BY_BKASH);
    const read = await withNewProcess((app) => current(app));
    expect(read).toEqual({ version: saved.version, settings: expect.objectContaining({ payments: ADVANCE_BY_BKASH }) });
  });

  it('an amount as the advance, and the hold at its limits of 5 and 60 minutes', async () => {
    for (const holdMinutes of [5, 60]) {
      await save((s) => {
        s.payments = { ...DEFAULT_PAYMENT_SETTINGS, confirmation: 'advance', advance: 300, holdMinutes };
      });
      expect((await current()).settings.payments).toMatchObject({ advance: 300, holdMinutes });
    }
  });

  it('a document saved before the payment settings reads as their defaults; the next save writes them unnamed', async () => {
    const before = await save((s) => {
      s.venue.phone = '+8801755555555';
    });
    // A row as an install older than issue 30 holds it.
    await t.fresh.database.sql`
      update settings_versions set document = document - 'payments' where version = ${before.version}`;
    expect((await storedLatest()).document.payments).toBeUndefined();

    const read = await withNewProcess((app) => current(app));
    expect(read.version).toBe(before.version);
    expect(read.settings.payments).toEqual(DEFAULT_PAYMENT_SETTINGS);

    // The manager's next save sends the form's whole document, defaults included: they are written, and the change
    // log names only what the manager changed, as the venue's payments did not change.
    const next = await put({ version: read.version, settings: { ...read.settings, bookingHorizonDays: 30 } });
    expect(next.statusCode, next.body).toBe(200);
    expect((await storedLatest()).document.payments).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect((await latestChange()).changes).toEqual([{ path: 'bookingHorizonDays', before: 60, after: 30 }]);
  });

  it('a document without payments (from a client older than them) keeps the venue’s', async () => {
    await save((s) => {
      s.payments = structuredClone(ADVANCE_BY_BKASH);
    });
    const { version, settings } = await current();
    const { payments: _left, ...older } = settings;
    const response = await put({ version, settings: { ...older, bookingHorizonDays: 45 } });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<VersionedSettings>(response).settings.payments).toEqual(ADVANCE_BY_BKASH);
    expect((await storedLatest()).document).toMatchObject({ bookingHorizonDays: 45, payments: ADVANCE_BY_BKASH });
    expect((await latestChange()).changes.map((change) => change.path)).toEqual(['bookingHorizonDays']);
  });
});

describe('what the schema cannot say is refused as a 400 naming the field, and nothing is saved', () => {
  async function expectRefused(payments: PaymentSettings, field: string) {
    const { version, settings } = await current();
    const stored = await storedLatest();
    const response = await put({ version, settings: { ...settings, payments } });
    expect(response.statusCode, response.body).toBe(400);
    expectCodedError(response);
    const body = json<{ error: string; code: string }>(response);
    expect(body.code).toBe('SETTINGS_MANUAL_MONEY_INVALID');
    expect(body.error).toContain(`"${field}"`);
    expect(body.error).toMatch(/Nothing was saved$/);
    expect(await storedLatest()).toEqual(stored);
    expect((await current()).version).toBe(version);
  }

  it('Send money numbers shown to visitors with no number', async () => {
    await expectRefused(
      { ...DEFAULT_PAYMENT_SETTINGS, manualMoneyShown: true, manualMoneyNumbers: [] },
      'payments.manualMoneyShown',
    );
  });

  it('the same service and number twice, even as another kind of account', async () => {
    await expectRefused(
      {
        ...DEFAULT_PAYMENT_SETTINGS,
        manualMoneyNumbers: [
          { provider: 'bkash', number: '01712345678', account: 'personal' },
          { provider: 'rocket', number: '01712345678', account: 'personal' },
          { provider: 'bkash', number: '01712345678', account: 'merchant' },
        ],
      },
      'payments.manualMoneyNumbers.2.number',
    );
  });

  it('one number under two services is two accounts, and is saved; so are numbers kept while hidden', async () => {
    const numbers = [
      { provider: 'bkash', number: '01712345678', account: 'personal' },
      { provider: 'nagad', number: '01712345678', account: 'personal' },
    ] as const;
    await save((s) => {
      s.payments = { ...DEFAULT_PAYMENT_SETTINGS, manualMoneyShown: false, manualMoneyNumbers: [...numbers] };
    });
    expect((await current()).settings.payments?.manualMoneyNumbers).toEqual(numbers);
  });
});

describe('a payment setting out of its shape is refused with its own code, naming the field', () => {
  const number = { provider: 'bkash', number: '01712345678', account: 'personal' };
  const BAD: [string, Record<string, unknown>, string, string][] = [
    ['a confirmation that is not one', { confirmation: 'phone' }, 'SETTINGS_PAYMENTS_INVALID', 'payments.confirmation'],
    ['an advance of 0 taka', { advance: 0 }, 'SETTINGS_PAYMENTS_INVALID', 'payments.advance'],
    ['an advance of part of a taka', { advance: 99.5 }, 'SETTINGS_PAYMENTS_INVALID', 'payments.advance'],
    ['an advance as a word other than full', { advance: 'half' }, 'SETTINGS_PAYMENTS_INVALID', 'payments.advance'],
    ['a hold of 4 minutes', { holdMinutes: 4 }, 'SETTINGS_PAYMENTS_INVALID', 'payments.holdMinutes'],
    ['a hold of 61 minutes', { holdMinutes: 61 }, 'SETTINGS_PAYMENTS_INVALID', 'payments.holdMinutes'],
    [
      'a switch that is not true or false',
      { manualMoneyShown: 'yes' },
      'SETTINGS_MANUAL_MONEY_INVALID',
      'payments.manualMoneyShown',
    ],
    [
      'four numbers',
      {
        manualMoneyNumbers: ['01711111111', '01722222222', '01733333333', '01744444444'].map((n) => ({
          ...number,
          number: n,
        })),
      },
      'SETTINGS_MANUAL_MONEY_INVALID',
      'payments.manualMoneyNumbers',
    ],
    [
      'a number with the country code',
      { manualMoneyNumbers: [{ ...number, number: '+8801712345678' }] },
      'SETTINGS_MANUAL_MONEY_INVALID',
      'payments.manualMoneyNumbers.0.number',
    ],
    [
      'a service the site does not list',
      { manualMoneyNumbers: [{ ...number, provider: 'upay' }] },
      'SETTINGS_MANUAL_MONEY_INVALID',
      'payments.manualMoneyNumbers.0.provider',
    ],
    [
      'an account that is neither personal nor merchant',
      { manualMoneyNumbers: [{ ...number, account: 'agent' }] },
      'SETTINGS_MANUAL_MONEY_INVALID',
      'payments.manualMoneyNumbers.0.account',
    ],
  ];

  it.each(BAD)('%s', async (_label, change, code, field) => {
    const { version, settings } = await current();
    const stored = await storedLatest();
    const response = await put({
      version,
      settings: { ...settings, payments: { ...DEFAULT_PAYMENT_SETTINGS, ...change } },
    });
    expect(response.statusCode, response.body).toBe(400);
    expectCodedError(response);
    const body = json<{ error: string; code: string }>(response);
    expect(body.code).toBe(code);
    expect(body.error).toMatch(new RegExp(`^"${field.replaceAll('.', '\\.')}" must be `));
    expect(await storedLatest()).toEqual(stored);
  });

  it('random payment settings never give a 5xx, and a refusal saves nothing', async () => {
    const keys = fc.constantFrom<keyof PaymentSettings>(
      'confirmation',
      'advance',
      'holdMinutes',
      'manualMoneyShown',
      'manualMoneyNumbers',
    );
    const value = fc.oneof(
      fc.anything(),
      fc.integer({ min: -5, max: 100_005 }),
      fc.constantFrom('full', 'manager', 'advance', true, false),
      fc.array(
        fc.record({
          provider: fc.constantFrom('bkash', 'nagad', 'rocket', 'upay'),
          number: fc.constantFrom('01712345678', '01812345678', '1712345678', ''),
          account: fc.constantFrom('personal', 'merchant', 'agent'),
        }),
        { maxLength: 4 },
      ),
    );
    await fc.assert(
      fc.asyncProperty(keys, value, fc.boolean(), async (key, field, shown) => {
        const { version, settings } = await current();
        const stored = await storedLatest();
        const payments = { ...DEFAULT_PAYMENT_SETTINGS, manualMoneyShown: shown, [key]: field };
        const response = await put({ version, settings: { ...settings, payments } });
        expect([200, 400], response.body).toContain(response.statusCode);
        expectCodedError(response);
        if (response.statusCode === 400) expect(await storedLatest()).toEqual(stored);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the change log names each payment setting by its path', () => {
  it('every field changed, with its value before and after; a number added is one change, then its fields', async () => {
    await save((s) => {
      s.payments = structuredClone(DEFAULT_PAYMENT_SETTINGS);
    });
    await save((s) => {
      s.payments = structuredClone(ADVANCE_BY_BKASH);
    });
    const first = await latestChange();
    expect(first.savedBy).toBe(TEST_ADMIN_EMAIL);
    const byPath = Object.fromEntries(first.changes.map(({ path, ...rest }) => [path, rest]));
    expect(byPath).toEqual({
      'payments.confirmation': { before: 'manager', after: 'advance' },
      'payments.advance': { before: 500, after: 'full' },
      'payments.holdMinutes': { before: 15, after: 30 },
      'payments.manualMoneyShown': { before: false, after: true },
      'payments.manualMoneyNumbers.0': { after: ADVANCE_BY_BKASH.manualMoneyNumbers[0] },
      'payments.manualMoneyNumbers.1': { after: ADVANCE_BY_BKASH.manualMoneyNumbers[1] },
    });

    await save((s) => {
      const second = s.payments?.manualMoneyNumbers[1];
      if (!second) throw new Error('the second number was not saved');
      second.number = '01912345678';
      second.account = 'merchant';
    });
    expect((await latestChange()).changes).toEqual([
      { path: 'payments.manualMoneyNumbers.1.number', before: '01812345678', after: '01912345678' },
      { path: 'payments.manualMoneyNumbers.1.account', before: 'personal', after: 'merchant' },
    ]);
  });
});

describe('the visitors’ settings (issue 31)', () => {
  it('the cancellation cutoff is saved at its limits of 0 and 168 hours, and named in the change log', async () => {
    for (const cancelCutoffHours of [0, 168, 6]) {
      await save((s) => {
        s.visitors = { cancelCutoffHours };
      });
      expect((await current()).settings.visitors).toEqual({ cancelCutoffHours });
    }
    expect((await latestChange()).changes).toEqual([{ path: 'visitors.cancelCutoffHours', before: 168, after: 6 }]);
  });

  it('a document saved before them reads as the defaults; one sent without them keeps the venue’s', async () => {
    const before = await save((s) => {
      s.visitors = { cancelCutoffHours: 12 };
    });
    await t.fresh.database.sql`
      update settings_versions set document = document - 'visitors' where version = ${before.version}`;
    // A process that starts now reads the row as stored (this one keeps what it last saved).
    const read = await withNewProcess((app) => current(app));
    expect(read.settings.visitors).toEqual(DEFAULT_VISITOR_SETTINGS);

    await save((s) => {
      s.visitors = { cancelCutoffHours: 3 };
    });
    const { version, settings } = await current();
    const { visitors: _left, ...older } = settings;
    const response = await put({ version, settings: { ...older, bookingHorizonDays: 50 } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedLatest()).document.visitors).toEqual({ cancelCutoffHours: 3 });
  });

  it('hours outside 0 to 168, or not whole, are refused naming the field, and nothing is saved', async () => {
    for (const cancelCutoffHours of [-1, 169, 1.5, '24']) {
      const { version, settings } = await current();
      const stored = await storedLatest();
      const response = await put({ version, settings: { ...settings, visitors: { cancelCutoffHours } } });
      expect(response.statusCode, response.body).toBe(400);
      expectCodedError(response);
      const body = json<{ error: string; code: string }>(response);
      expect(body.code).toBe('SETTINGS_VISITORS_INVALID');
      expect(body.error).toContain('"visitors.cancelCutoffHours" must be whole hours from 0 to 168');
      expect(await storedLatest()).toEqual(stored);
    }
  });
});

describe('the waitlist settings (issue 31)', () => {
  it('are saved at the offer’s limits of 5 and 120 minutes, off and on, and named in the change log', async () => {
    for (const waitlist of [
      { enabled: false, offerMinutes: 5 },
      { enabled: true, offerMinutes: 120 },
      { enabled: true, offerMinutes: 20 },
    ]) {
      await save((s) => {
        s.waitlist = waitlist;
      });
      expect((await current()).settings.waitlist).toEqual(waitlist);
    }
    expect((await latestChange()).changes).toEqual([{ path: 'waitlist.offerMinutes', before: 120, after: 20 }]);
  });

  it('a document saved before them reads as the defaults; one sent without them keeps the venue’s', async () => {
    const before = await save((s) => {
      s.waitlist = { enabled: false, offerMinutes: 30 };
    });
    await t.fresh.database.sql`
      update settings_versions set document = document - 'waitlist' where version = ${before.version}`;
    const read = await withNewProcess((app) => current(app));
    expect(read.settings.waitlist).toEqual(DEFAULT_WAITLIST_SETTINGS);

    await save((s) => {
      s.waitlist = { enabled: true, offerMinutes: 10 };
    });
    const { version, settings } = await current();
    const { waitlist: _left, ...older } = settings;
    const response = await put({ version, settings: { ...older, bookingHorizonDays: 50 } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedLatest()).document.waitlist).toEqual({ enabled: true, offerMinutes: 10 });
  });

  it('minutes outside 5 to 120 or not whole, or a switch that is not true or false, are refused; nothing is saved', async () => {
    for (const [waitlist, field] of [
      [{ enabled: true, offerMinutes: 4 }, '"waitlist.offerMinutes" must be whole minutes from 5 to 120'],
      [{ enabled: true, offerMinutes: 121 }, '"waitlist.offerMinutes" must be whole minutes from 5 to 120'],
      [{ enabled: true, offerMinutes: 7.5 }, '"waitlist.offerMinutes" must be whole minutes from 5 to 120'],
      [{ enabled: 'yes', offerMinutes: 15 }, '"waitlist.enabled" must be true or false'],
    ] as const) {
      const { version, settings } = await current();
      const stored = await storedLatest();
      const response = await put({ version, settings: { ...settings, waitlist } });
      expect(response.statusCode, response.body).toBe(400);
      expectCodedError(response);
      const body = json<{ error: string; code: string }>(response);
      expect(body.code).toBe('SETTINGS_WAITLIST_INVALID');
      expect(body.error).toContain(field);
      expect(await storedLatest()).toEqual(stored);
    }
  });
});
