import type { Settings, VersionedSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import type { JSONValue } from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { buildTestApp, type TestApp } from '../support/app';
import { freshDatabase } from '../support/database';

/** The defaults as an install made before issue 16's page texts stored them: every text in English only. */
function englishOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(englishOnly);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'bn')
      .map(([key, inner]) => [key, englishOnly(inner)]),
  );
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('an install from before the page texts had Bangla', () => {
  it('gets the first-start Bangla of every text the manager never changed, once, as a version saved by system', async () => {
    const fresh = await freshDatabase();
    await migrate(fresh.database.sql);
    const old = englishOnly(DEFAULT_SETTINGS) as Settings;
    const edited = structuredClone(old);
    edited.events.banner = { en: 'Ramadan nights: open till sehri' };
    await fresh.database.sql`
      insert into settings_versions (version, document) values (1, ${fresh.database.sql.json(old as JSONValue)})`;
    await fresh.database.sql`
      insert into settings_versions (version, document, saved_by, changes)
      values (2, ${fresh.database.sql.json(edited as JSONValue)}, 'manager@turf.test', '[]')`;
    t = await buildTestApp({ fresh });

    const { version, settings } = (await t.app.inject({ url: '/api/settings' })).json() as VersionedSettings;
    expect(version).toBe(3);
    expect(settings.home.promoText).toEqual(DEFAULT_SETTINGS.home.promoText);
    expect(settings.events.items[0]?.title).toEqual(DEFAULT_SETTINGS.events.items[0]?.title);
    expect(settings.home.slides.map((slide) => slide.subtitle)).toEqual(
      DEFAULT_SETTINGS.home.slides.map((slide) => slide.subtitle),
    );
    expect(settings.home.promoText.bn).toBeDefined();
    // Dining Delights' View Menu too: the button text is one more text of an event, matched by its place and name.
    expect(settings.events.items[3]?.button).toEqual({ en: 'View Menu', bn: 'মেনু দেখুন' });
    // What the manager wrote is theirs.
    expect(settings.events.banner).toEqual({ en: 'Ramadan nights: open till sehri' });
    const changes = (
      await t.app.inject({
        url: '/api/settings/changes',
        headers: { authorization: `Bearer ${await t.adminToken()}` },
      })
    ).json() as { version: number; savedBy: string; changes: { path: string }[] }[];
    expect(changes[0]).toMatchObject({ version: 3, savedBy: 'system' });
    expect(changes[0]?.changes.map((change) => change.path)).toContain('home.promoText.bn');

    // A second start finds nothing to add.
    await t.app.close();
    t = await buildTestApp({ fresh });
    expect(((await t.app.inject({ url: '/api/settings' })).json() as VersionedSettings).version).toBe(3);
  });

  it('an install saved before events had a button text loads as it is: valid, and given no button', async () => {
    const fresh = await freshDatabase();
    await migrate(fresh.database.sql);
    const old = structuredClone(DEFAULT_SETTINGS);
    for (const item of old.events.items) delete item.button;
    await fresh.database.sql`
      insert into settings_versions (version, document) values (1, ${fresh.database.sql.json(old as JSONValue)})`;
    t = await buildTestApp({ fresh });
    const answer = (await t.app.inject({ url: '/api/settings' })).json() as VersionedSettings;
    expect(answer).toEqual({ version: 1, settings: old });
    // And the manager can save it back as it is.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { authorization: `Bearer ${await t.adminToken()}` },
      payload: { version: 1, settings: old },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('a new install starts at version 1 with the defaults, Bangla included', async () => {
    t = await buildTestApp();
    expect((await t.app.inject({ url: '/api/settings' })).json()).toEqual({ version: 1, settings: DEFAULT_SETTINGS });
  });
});
