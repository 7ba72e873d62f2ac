import type { Settings, SettingsChange, VersionedSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, TEST_ADMIN_EMAIL, type TestApp } from '../support/app';
import { expectCodedError } from '../support/error-answer';

let t: TestApp;
let authorization: string;
beforeAll(async () => {
  t = await buildTestApp();
  authorization = `Bearer ${await t.adminToken()}`;
});
afterAll(async () => {
  await t?.close();
});

const copy = <T>(value: T): T => structuredClone(value);

function put(body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { authorization, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

async function current(): Promise<VersionedSettings> {
  const response = await t.app.inject({ url: '/api/settings' });
  expect(response.statusCode).toBe(200);
  return json<VersionedSettings>(response);
}

async function versionRows(): Promise<number> {
  const [row] = await t.fresh.database.sql<{ n: number }[]>`select count(*)::int as n from settings_versions`;
  return row?.n ?? -1;
}

/** Saves `edit` applied to the current settings, expecting success. */
async function save(edit: (settings: Settings) => void): Promise<VersionedSettings> {
  const { version, settings } = await current();
  edit(settings);
  const response = await put({ version, settings });
  expect(response.statusCode, response.body).toBe(200);
  return json<VersionedSettings>(response);
}

describe('first start', () => {
  it('the defaults are version 1, today’s site: the example venue, the period prices, 60 days', async () => {
    const { version, settings } = await current();
    expect(version).toBe(1);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings.venue.name.en).toBe('Turf Arena');
    expect(settings.prices).toEqual({
      regular: { Morning: 2000, Afternoon: 2000, Night: 2500, 'Late Night': 2000 },
      weekendDays: ['Friday', 'Saturday'],
    });
    expect(settings.bookingHorizonDays).toBe(60);
    const rows = await t.fresh.database.sql`select version, saved_by, changes from settings_versions`;
    expect([...rows]).toEqual([{ version: 1, saved_by: null, changes: [] }]);
    // The defaults pass the manager's own validation: saving them unchanged is accepted and records nothing.
    const unchanged = await put({ version: 1, settings: DEFAULT_SETTINGS });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(json<VersionedSettings>(unchanged).version).toBe(1);
  });

  it('a second start on the same database keeps what is there and writes no defaults over it', async () => {
    const saved = await save((s) => {
      s.venue.phone = '+8801811111111';
    });
    const again = await buildTestApp({ fresh: t.fresh });
    try {
      const answer = json<VersionedSettings>(await again.app.inject({ url: '/api/settings' }));
      expect(answer.version).toBe(saved.version);
      expect(answer.settings.venue.phone).toBe('+8801811111111');
    } finally {
      await again.app.close();
    }
  });
});

describe('GET /api/settings (public)', () => {
  it('answers only the version and the document, with the version as its ETag, and 304 when current', async () => {
    const response = await t.app.inject({ url: '/api/settings' });
    const body = json<VersionedSettings>(response);
    expect(Object.keys(body).sort()).toEqual(['settings', 'version']);
    expect(response.headers.etag).toBe(`"settings-${body.version}"`);
    expect(response.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ url: '/api/settings', headers: { 'if-none-match': response.headers.etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('never shows who saved, and never a field the document does not have, even one written in the database', async () => {
    await save((s) => {
      s.venue.tagline = { en: 'Floodlit all night', bn: 'সারা রাত ফ্লাডলাইট' };
    });
    const { version } = await current();
    // A stray field (a bug, a hand edit): the answer is serialised with the public schema, so it cannot pass.
    await t.fresh.database.sql`
      update settings_versions set document = document || '{"managerNote": "private"}'::jsonb
        || jsonb_build_object('venue', document->'venue' || '{"ownerPhone": "+8801999999999"}'::jsonb)
      where version = ${version}`;
    // A process that starts now reads the edited row (on PGlite nothing tells a running one of a hand edit).
    const reader = await buildTestApp({ fresh: t.fresh });
    try {
      const response = await reader.app.inject({ url: '/api/settings' });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(TEST_ADMIN_EMAIL);
      expect(response.body).not.toContain('private');
      expect(response.body).not.toContain('ownerPhone');
      expect(json<VersionedSettings>(response).settings.venue.tagline).toEqual({
        en: 'Floodlit all night',
        bn: 'সারা রাত ফ্লাডলাইট',
      });
    } finally {
      await reader.app.close();
    }
    // Put the row back as the schema has it, for the tests after this one.
    await t.fresh.database.sql`
      update settings_versions set document = (document - 'managerNote')
        || jsonb_build_object('venue', (document->'venue') - 'ownerPhone')
      where version = ${version}`;
  });

  it('is answered from memory: a 200 and a 304 read nothing from the database', async () => {
    const held = await current();
    // Were the table read, these would fail: it is not there under its name for a moment.
    await t.fresh.database.sql`alter table settings_versions rename to settings_versions_away`;
    try {
      const response = await t.app.inject({ url: '/api/settings' });
      expect(response.statusCode).toBe(200);
      expect(json<VersionedSettings>(response)).toEqual(held);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const again = await t.app.inject({ url: '/api/settings', headers: { 'if-none-match': response.headers.etag } });
      expect(again.statusCode).toBe(304);
    } finally {
      await t.fresh.database.sql`alter table settings_versions_away rename to settings_versions`;
    }
  });

  it('a save is served at once, with the new version’s ETag, by the process that saved it', async () => {
    const before = await t.app.inject({ url: '/api/settings' });
    const phone = json<VersionedSettings>(before).settings.venue.phone;
    const saved = await save((s) => {
      s.venue.phone = '+8801822222222';
    });
    const after = await t.app.inject({ url: '/api/settings', headers: { 'if-none-match': before.headers.etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).toBe(`"settings-${saved.version}"`);
    expect(json<VersionedSettings>(after)).toEqual(saved);
    await save((s) => {
      s.venue.phone = phone;
    });
  });
});

describe('PUT /api/settings', () => {
  it('saves the whole document as the next version, which GET then shows', async () => {
    const before = await current();
    const saved = await save((s) => {
      s.prices.regular.Night = 3000;
      s.prices.weekend = { Morning: 2200, Afternoon: 2200, Night: 3500, 'Late Night': 2200 };
      s.prices.weekendDays = ['Friday'];
      s.bookingHorizonDays = 90;
      s.events.items.reverse();
      s.home.slides = [{ title: { en: 'Ramadan nights', bn: 'রমজানের রাত' }, subtitle: { en: 'Open till sehri' } }];
      delete s.venue.instagramUrl;
    });
    expect(saved.version).toBe(before.version + 1);
    const after = await current();
    expect(after).toEqual(saved);
    expect(after.settings.prices.weekend?.Night).toBe(3500);
    expect(after.settings.venue.instagramUrl).toBeUndefined();
  });

  it('accepts the limits: a price of 1 and of 100000, horizons of 1 and 180, no events, Bangla with joiners', async () => {
    await save((s) => {
      s.prices.regular.Morning = 1;
      s.prices.regular.Night = 100_000;
      s.bookingHorizonDays = 1;
      s.events.items = [];
      // র‍্যাব: the zero-width joiner Bangla spells with (decision 009).
      s.events.banner = { en: 'RAB', bn: 'র\u200D্যাব' };
    });
    await save((s) => {
      s.bookingHorizonDays = 180;
      s.prices.weekendDays = [];
    });
  });

  it('an event’s button text is saved and shown; an event without one stays without, and removing it is a save', async () => {
    const saved = await save((s) => {
      s.events.items = copy(DEFAULT_SETTINGS.events.items);
      const [first, second] = s.events.items;
      if (!first || !second) throw new Error('the defaults have events');
      first.button = { en: 'Register Now', bn: 'নিবন্ধন করুন' };
      delete second.button;
    });
    const shown = (await current()).settings.events.items;
    expect(shown[0]?.button).toEqual({ en: 'Register Now', bn: 'নিবন্ধন করুন' });
    expect(shown[1]).not.toHaveProperty('button');
    expect(shown[3]?.button).toEqual({ en: 'View Menu', bn: 'মেনু দেখুন' });
    const removed = await save((s) => {
      delete s.events.items[0]?.button;
    });
    expect(removed.version).toBe(saved.version + 1);
    expect((await current()).settings.events.items[0]).not.toHaveProperty('button');
  });

  it('takes the largest document the schema allows, past the body limit of visitors’ calls', async () => {
    const bangla = (length: number) => ({ en: 'e'.repeat(length), bn: 'ব'.repeat(length) });
    const { version, settings } = await current();
    const event = {
      title: bangla(100),
      dateText: bangla(60),
      description: bangla(600),
      status: bangla(40),
      button: bangla(24),
    };
    const largest = {
      ...settings,
      events: { items: Array.from({ length: 30 }, () => event), banner: bangla(300) },
      home: {
        slides: Array.from({ length: 10 }, () => ({ title: bangla(100), subtitle: bangla(200) })),
        promoText: bangla(400),
      },
    };
    const body = JSON.stringify({ version, settings: largest });
    expect(Buffer.byteLength(body)).toBeGreaterThan(100 * 1024);
    const response = await put(JSON.parse(body));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    // Back to a small document for the tests after this one.
    const restored = await put({ version: version + 1, settings });
    expect(restored.statusCode).toBe(200);
  });

  it('is the manager’s: without a token even a large body is refused before it is read', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ version: 1, settings: { padding: 'x'.repeat(200_000) } }),
    });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('a document equal to the latest saves nothing and answers the latest version', async () => {
    const { version, settings } = await current();
    const rows = await versionRows();
    const response = await put({ version, settings });
    expect(response.statusCode).toBe(200);
    expect(json<VersionedSettings>(response).version).toBe(version);
    expect(await versionRows()).toBe(rows);
  });

  /** Each kind of bad field: its code, the field its text names, and nothing saved. */
  const BAD: [
    string,
    (body: { version: unknown; settings: Record<string, unknown> & Settings }) => void,
    string,
    string,
  ][] = [
    ['an unknown top-level field', (b) => Object.assign(b, { extra: 1 }), 'SETTINGS_FIELD_UNKNOWN', '"extra"'],
    [
      'an unknown settings field',
      (b) => Object.assign(b.settings, { theme: 'dark' }),
      'SETTINGS_FIELD_UNKNOWN',
      '"settings.theme"',
    ],
    [
      'an unknown venue field',
      (b) => Object.assign(b.settings.venue, { fax: '1' }),
      'SETTINGS_FIELD_UNKNOWN',
      '"settings.venue.fax"',
    ],
    [
      'an unknown event field',
      (b) => {
        b.settings.events.items = [{ ...copy(DEFAULT_SETTINGS.events.items[0]), image: 'x' } as never];
      },
      'SETTINGS_FIELD_UNKNOWN',
      '"settings.events.items.0.image"',
    ],
    [
      'an event’s button text too long',
      (b) => {
        b.settings.events.items = [
          { ...copy(DEFAULT_SETTINGS.events.items[0]), button: { en: 'x'.repeat(25) } } as never,
        ];
      },
      'SETTINGS_TEXT_INVALID',
      '"events.items.0.button.en"',
    ],
    [
      'an event’s button text as a plain string',
      (b) => {
        b.settings.events.items = [{ ...copy(DEFAULT_SETTINGS.events.items[0]), button: 'Book' } as never];
      },
      'SETTINGS_TEXT_INVALID',
      '"events.items.0.button"',
    ],
    [
      'an event’s button text in Bangla only',
      (b) => {
        b.settings.events.items = [{ ...copy(DEFAULT_SETTINGS.events.items[0]), button: { bn: 'মেনু দেখুন' } } as never];
      },
      'SETTINGS_FIELD_REQUIRED',
      '"events.items.0.button.en"',
    ],
    [
      'an unknown language',
      (b) => Object.assign(b.settings.venue.name, { fr: 'Arène' }),
      'SETTINGS_FIELD_UNKNOWN',
      '"settings.venue.name.fr"',
    ],
    [
      'no venue name',
      (b) => delete (b.settings.venue as Partial<Settings['venue']>).name,
      'SETTINGS_FIELD_REQUIRED',
      '"venue.name"',
    ],
    [
      'no venue phone',
      (b) => delete (b.settings.venue as Partial<Settings['venue']>).phone,
      'SETTINGS_FIELD_REQUIRED',
      '"venue.phone"',
    ],
    [
      'no English text',
      (b) => delete (b.settings.events.banner as { en?: string }).en,
      'SETTINGS_FIELD_REQUIRED',
      '"events.banner.en"',
    ],
    ['no prices', (b) => delete (b.settings as Partial<Settings>).prices, 'SETTINGS_FIELD_REQUIRED', '"prices"'],
    [
      'an http: link',
      (b) => {
        b.settings.venue.facebookUrl = 'http://facebook.com/turf';
      },
      'SETTINGS_URL_INVALID',
      '"venue.facebookUrl"',
    ],
    [
      'a javascript: link',
      (b) => {
        b.settings.venue.messengerUrl = 'javascript:alert(1)';
      },
      'SETTINGS_URL_INVALID',
      '"venue.messengerUrl"',
    ],
    [
      'a link with a space',
      (b) => {
        b.settings.venue.instagramUrl = 'https://instagram.com/a b';
      },
      'SETTINGS_URL_INVALID',
      '"venue.instagramUrl"',
    ],
    [
      'a link with no host',
      (b) => {
        b.settings.venue.instagramUrl = 'https:///x';
      },
      'SETTINGS_URL_INVALID',
      '"venue.instagramUrl"',
    ],
    [
      'a price of 0',
      (b) => {
        b.settings.prices.regular.Night = 0;
      },
      'SETTINGS_PRICE_INVALID',
      '"prices.regular.Night"',
    ],
    [
      'a negative price',
      (b) => {
        b.settings.prices.regular.Morning = -5;
      },
      'SETTINGS_PRICE_INVALID',
      '"prices.regular.Morning"',
    ],
    [
      'a price over 100000',
      (b) => {
        b.settings.prices.regular['Late Night'] = 100_001;
      },
      'SETTINGS_PRICE_INVALID',
      '"prices.regular.Late Night"',
    ],
    [
      'a price in paisa',
      (b) => {
        b.settings.prices.regular.Afternoon = 2000.5;
      },
      'SETTINGS_PRICE_INVALID',
      '"prices.regular.Afternoon"',
    ],
    [
      'a price as text',
      (b) => Object.assign(b.settings.prices.regular, { Night: '2500' }),
      'SETTINGS_PRICE_INVALID',
      '"prices.regular.Night"',
    ],
    [
      'a weekend without all periods',
      (b) => {
        b.settings.prices.weekend = { Morning: 1, Afternoon: 1, Night: 1 } as never;
      },
      'SETTINGS_FIELD_REQUIRED',
      '"prices.weekend.Late Night"',
    ],
    [
      'a period that is not one',
      (b) => Object.assign(b.settings.prices.regular, { Evening: 1 }),
      'SETTINGS_FIELD_UNKNOWN',
      '"settings.prices.regular.Evening"',
    ],
    [
      'a weekend day that is not a day',
      (b) => {
        b.settings.prices.weekendDays = ['Fri'] as never;
      },
      'SETTINGS_WEEKEND_DAYS_INVALID',
      '"prices.weekendDays.0"',
    ],
    [
      'a weekend day twice',
      (b) => {
        b.settings.prices.weekendDays = ['Friday', 'Friday'];
      },
      'SETTINGS_WEEKEND_DAYS_INVALID',
      '"prices.weekendDays"',
    ],
    [
      'a horizon of 0 days',
      (b) => {
        b.settings.bookingHorizonDays = 0;
      },
      'SETTINGS_HORIZON_INVALID',
      '"bookingHorizonDays"',
    ],
    [
      'a horizon of 181 days',
      (b) => {
        b.settings.bookingHorizonDays = 181;
      },
      'SETTINGS_HORIZON_INVALID',
      '"bookingHorizonDays"',
    ],
    [
      'a blank name',
      (b) => {
        b.settings.venue.name = { en: '   ' };
      },
      'SETTINGS_TEXT_INVALID',
      '"venue.name.en"',
    ],
    [
      'an empty Bangla text',
      (b) => {
        b.settings.venue.name = { en: 'Turf', bn: '' };
      },
      'SETTINGS_TEXT_INVALID',
      '"venue.name.bn"',
    ],
    [
      'a text with a zero-width space',
      (b) => {
        b.settings.home.promoText = { en: 'Book\u200Bnow' };
      },
      'SETTINGS_TEXT_INVALID',
      '"home.promoText.en"',
    ],
    [
      'a text with a line break',
      (b) => {
        b.settings.events.banner = { en: 'one\ntwo' };
      },
      'SETTINGS_TEXT_INVALID',
      '"events.banner.en"',
    ],
    [
      'a text too long',
      (b) => {
        b.settings.venue.shortName = { en: 'x'.repeat(31) };
      },
      'SETTINGS_TEXT_INVALID',
      '"venue.shortName.en"',
    ],
    [
      'a text as a plain string',
      (b) => Object.assign(b.settings.venue, { tagline: 'Hello' }),
      'SETTINGS_TEXT_INVALID',
      '"venue.tagline"',
    ],
    [
      'a phone without +',
      (b) => {
        b.settings.venue.phone = '01700000000';
      },
      'SETTINGS_CONTACT_INVALID',
      '"venue.phone"',
    ],
    [
      'a WhatsApp number with +',
      (b) => {
        b.settings.venue.whatsappNumber = '+8801700000000';
      },
      'SETTINGS_CONTACT_INVALID',
      '"venue.whatsappNumber"',
    ],
    [
      'an e-mail without @',
      (b) => {
        b.settings.venue.email = 'hello.turf.example';
      },
      'SETTINGS_CONTACT_INVALID',
      '"venue.email"',
    ],
    [
      'no slides',
      (b) => {
        b.settings.home.slides = [];
      },
      'SETTINGS_LIST_INVALID',
      '"home.slides"',
    ],
    [
      '31 events',
      (b) => {
        b.settings.events.items = Array.from({ length: 31 }, () => copy(DEFAULT_SETTINGS.events.items[0]) as never);
      },
      'SETTINGS_LIST_INVALID',
      '"events.items"',
    ],
    ['no version', (b) => delete (b as { version?: unknown }).version, 'SETTINGS_VERSION_INVALID', 'version'],
    [
      'a version as text',
      (b) => {
        b.version = '1';
      },
      'SETTINGS_VERSION_INVALID',
      'version',
    ],
    [
      'a version of 0',
      (b) => {
        b.version = 0;
      },
      'SETTINGS_VERSION_INVALID',
      'version',
    ],
    [
      'a version past the column',
      (b) => {
        b.version = 2 ** 31;
      },
      'SETTINGS_VERSION_INVALID',
      'version',
    ],
  ];

  it.each(BAD)('refuses %s: 400 with its code, naming the field, nothing saved', async (_label, spoil, code, field) => {
    const { version, settings } = await current();
    const rows = await versionRows();
    const body = { version: version as unknown, settings: copy(settings) as Record<string, unknown> & Settings };
    spoil(body);
    const response = await put(body);
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toEqual({ error: expect.stringContaining(field), code });
    expect(json<{ error: string }>(response).error).toMatch(/Nothing was saved$/);
    expect(await versionRows()).toBe(rows);
    expect(await current()).toEqual({ version, settings });
  });

  it('refuses a body that is not an object, and one without settings', async () => {
    for (const body of [[], 'settings', null, { version: 1 }]) {
      const response = await put(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expectCodedError(response);
    }
  });

  it('random documents near the valid one never give a 5xx, and a refusal saves nothing', async () => {
    const leaf = fc.oneof(fc.anything(), fc.string(), fc.integer(), fc.constant(undefined));
    const keys = fc.constantFrom('venue', 'prices', 'events', 'home', 'bookingHorizonDays', 'payments');
    await fc.assert(
      fc.asyncProperty(keys, leaf, async (key, value) => {
        const { version, settings } = await current();
        const rows = await versionRows();
        const response = await put({ version, settings: { ...settings, [key]: value } });
        // A value that happens to be valid (a horizon of 7 days) is saved; anything else is refused, saving nothing.
        expect([200, 400]).toContain(response.statusCode);
        expectCodedError(response);
        if (response.statusCode === 400) expect(await versionRows()).toBe(rows);
      }),
      { numRuns: 40 },
    );
  });
});

describe('versions: a save edits the latest, or is refused', () => {
  it('a PUT of an older version gets 409 once someone saved in between, and nothing is saved', async () => {
    const { version, settings } = await current();
    await save((s) => {
      s.venue.address = { en: 'Amberkhana, Sylhet' };
    });
    const rows = await versionRows();
    settings.prices.regular.Night = 4000;
    const response = await put({ version, settings });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'SETTINGS_VERSION_CONFLICT' });
    expect(await versionRows()).toBe(rows);
    expect((await current()).settings.prices.regular.Night).not.toBe(4000);
  });

  it('a PUT of a version that never was (ahead of the latest) gets 409 too', async () => {
    const { version, settings } = await current();
    const response = await put({ version: version + 5, settings: { ...settings, bookingHorizonDays: 30 } });
    expect(response.statusCode).toBe(409);
    expect((await current()).version).toBe(version);
  });

  it('of several PUTs of one version at once, exactly one wins and the others get 409', async () => {
    const { version, settings } = await current();
    const rows = await versionRows();
    // Five horizons, none the saved one: a PUT that changes nothing is answered 200 without a new version.
    const horizons = [11, 12, 13, 14, 15, 16].filter((days) => days !== settings.bookingHorizonDays).slice(0, 5);
    const answers = await Promise.all(
      horizons.map((days) => put({ version, settings: { ...copy(settings), bookingHorizonDays: days } })),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(json(answer)).toMatchObject({ code: 'SETTINGS_VERSION_CONFLICT' });
    expect(await versionRows()).toBe(rows + 1);
    const latest = await current();
    expect(latest.version).toBe(version + 1);
    expect(latest.settings.bookingHorizonDays).toBe(
      json<VersionedSettings>(won[0] as never).settings.bookingHorizonDays,
    );
  });
});

describe('GET /api/settings/changes (the manager’s change log)', () => {
  it('records who saved, when, and each field changed with its value before and after', async () => {
    const { version } = await save((s) => {
      s.prices.regular.Night = 2800;
      s.venue.phone = '+8801722222222';
      s.venue.name = { ...s.venue.name, bn: 'টার্ফ এরিনা' };
      delete s.venue.email;
      s.prices.weekendDays = ['Thursday', 'Friday'];
    });
    const response = await t.app.inject({ url: '/api/settings/changes?limit=1', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    const [latest] = json<SettingsChange[]>(response);
    expect(latest?.version).toBe(version);
    expect(latest?.savedBy).toBe(TEST_ADMIN_EMAIL);
    expect(Date.now() - Date.parse(latest?.savedAt ?? '')).toBeLessThan(60_000);
    const byPath = Object.fromEntries((latest?.changes ?? []).map(({ path, ...rest }) => [path, rest]));
    expect(byPath['prices.regular.Night']?.after).toBe(2800);
    expect(byPath['venue.phone']).toEqual({ before: '+8801811111111', after: '+8801722222222' });
    expect(byPath['venue.name.bn']).toEqual({ after: 'টার্ফ এরিনা' });
    expect(byPath['venue.email']).toEqual({ before: 'hello@turf.example' });
    expect(byPath['prices.weekendDays']?.after).toEqual(['Thursday', 'Friday']);
    expect(Object.keys(byPath)).toHaveLength(5);
  });

  it('lists every save newest first, a page at a time, with the next page in the Link header; never version 1', async () => {
    const all = await t.fresh.database.sql<{ version: number }[]>`
      select version from settings_versions where version > 1 order by version desc`;
    const seen: number[] = [];
    let url: string | undefined = '/api/settings/changes?limit=2';
    while (url) {
      const page: LightMyRequestResponse = await t.app.inject({ url, headers: { authorization } });
      expect(page.statusCode).toBe(200);
      const changes = json<SettingsChange[]>(page);
      expect(changes.length).toBeLessThanOrEqual(2);
      seen.push(...changes.map((c) => c.version));
      url = /^<([^>]+)>; rel="next"$/.exec(String(page.headers.link ?? ''))?.[1];
    }
    expect(all.length).toBeGreaterThan(4);
    expect(seen).toEqual(all.map((r) => r.version));
  });

  it('refuses a page size out of range and a malformed cursor', async () => {
    // Out of range or not a number at all, the page size is refused in the change log's own words.
    const limitRefused = { error: 'Ask for 1 to 100 changes per page', code: 'PAGE_LIMIT_INVALID' };
    for (const [query, answer] of [
      ['limit=0', limitRefused],
      ['limit=101', limitRefused],
      ['limit=x', limitRefused],
      ['limit=99999', limitRefused],
      ['limit=10&limit=20', limitRefused],
      ['cursor=0', { code: 'CURSOR_INVALID' }],
      ['cursor=abc', { code: 'CURSOR_INVALID' }],
    ] as const) {
      const response = await t.app.inject({ url: `/api/settings/changes?${query}`, headers: { authorization } });
      expect(response.statusCode, query).toBe(400);
      expect(json(response), query).toMatchObject(answer);
    }
  });
});
