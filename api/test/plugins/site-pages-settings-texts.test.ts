import { rmSync } from 'node:fs';
import path from 'node:path';
import type { LocalText, Settings, VersionedSettings } from '@turf/sync-contract/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/app';
import { makeSiteBuild, PWA_FRAME_MARKS } from '../support/site-build';
import { waitUntil } from '../support/wait';

/**
 * The manager's texts are text in the pages, whatever they hold (issue 27): the PWA's own renderer, a real database.
 * A venue named after the frame's marks once made every render throw, and the next start exit.
 */
let t: TestApp;
let root: string;

beforeAll(async () => {
  root = makeSiteBuild('pwa');
  t = await buildTestApp({ config: { staticDir: path.join(root, 'dist') } });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const MARKS = PWA_FRAME_MARKS.join(' ');
const both = (en: string, bn: string): LocalText => ({ en: `${en} ${MARKS}`, bn: `${bn} ${MARKS}` });
const withMarks = (settings: Settings) => {
  settings.venue.name = both('Kickers', 'কিকার্স');
  settings.venue.tagline = both('Floodlit', 'ফ্লাডলাইট');
  settings.venue.address = both('Zindabazar', 'জিন্দাবাজার');
  const [event] = settings.events.items;
  if (event) event.description = both('Knockout', 'নকআউট');
};
/** As React and the head's escaping write a text. */
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const all = (html: string, pattern: RegExp) => Array.from(html.matchAll(pattern), (match) => match[1] ?? '');

/** The page at `url` holds the saved texts as text, each mark of its frame filled once. */
async function expectPage(app: FastifyInstance, url: string, locale: 'en' | 'bn', saved: VersionedSettings) {
  const response = await app.inject({ url });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const name = escaped(saved.settings.venue.name[locale] ?? '');
  const titles = all(html, /<title>([^<]*)<\/title>/g);
  expect(titles).toHaveLength(1);
  expect(titles[0]?.endsWith(name)).toBe(true);
  expect(titles[0]?.split(escaped(MARKS))).toHaveLength(2);
  const descriptions = all(html, /<meta name="description" content="([^"]*)" \/>/g);
  expect(descriptions).toHaveLength(1);
  expect(descriptions[0]).toContain(name);
  const scripts = all(html, /<script type="application\/json" id="venue-settings">(.*?)<\/script>/g);
  expect(scripts).toHaveLength(1);
  expect(JSON.parse(scripts[0] ?? 'null')).toEqual(saved);
  // Outside the settings script and the manager's own texts, no mark is left.
  const rest = html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '').replaceAll(escaped(MARKS), '');
  for (const mark of PWA_FRAME_MARKS) expect(rest).not.toContain(mark);
  return /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
}

describe('settings texts holding the frame’s marks', () => {
  it('are saved, and every page shows them once, as text, with every mark of the page filled, in each language', async () => {
    await t.editSettings(withMarks);
    const saved = (await t.app.inject({ url: '/api/settings' })).json() as VersionedSettings;
    await waitUntil(
      async () => (await t.app.inject({ url: '/en/contact' })).body.includes(`"version":${saved.version}`),
      {
        ms: 10_000,
        what: 'the pages rendered with the saved texts',
      },
    );
    for (const locale of ['en', 'bn'] as const) {
      const home = await expectPage(t.app, `/${locale}/`, locale, saved);
      expect(home).toContain(escaped(saved.settings.venue.tagline?.[locale] ?? ''));
      const contact = await expectPage(t.app, `/${locale}/contact`, locale, saved);
      expect(contact).toContain(escaped(saved.settings.venue.address?.[locale] ?? ''));
      // The bare shell (an address without a page of its own) names the venue alone.
      const shell = await expectPage(t.app, `/${locale}/my-requests`, locale, saved);
      expect(shell).toBe('');
    }
  });

  it('a server started with them in the database starts and serves the pages and the admin API', async () => {
    const again = await buildTestApp({ fresh: t.fresh, config: { staticDir: path.join(root, 'dist') } });
    try {
      const saved = (await again.app.inject({ url: '/api/settings' })).json() as VersionedSettings;
      expect(saved.settings.venue.name.en).toBe(`Kickers ${MARKS}`);
      await expectPage(again.app, '/bn/contact', 'bn', saved);
      const bookings = await again.app.inject({
        url: '/api/bookings/all',
        headers: { authorization: `Bearer ${await again.adminToken()}` },
      });
      expect(bookings.statusCode).toBe(200);
    } finally {
      await again.app.close();
    }
  });
});
