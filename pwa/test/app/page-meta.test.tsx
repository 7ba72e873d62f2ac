import { act, render } from '@testing-library/react';
import type { Settings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import type { ReactNode } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { pageHead, pageOf, type RouteHandle } from '../../src/app/page-meta';
import { PublicLayout } from '../../src/app/public-layout';
import { routes } from '../../src/app/routes';
import { bn } from '../../src/i18n/catalogue-bn';
import { en } from '../../src/i18n/catalogue-en';
import { TextProvider } from '../../src/i18n/text';
import { RenderedSettingsProvider } from '../../src/lib/venue-settings';

/** The venue as the settings' defaults name it, in English. */
const VENUE = { name: DEFAULT_SETTINGS.venue.name.en, address: DEFAULT_SETTINGS.venue.address?.en };

function metaAt(path: string, text = en) {
  const matches = matchRoutes(routes, path) ?? [];
  const page = pageOf(
    matches.map(({ route, params, pathname }) => ({
      id: '',
      pathname,
      params,
      data: undefined,
      loaderData: undefined,
      handle: route.handle,
    })),
  );
  return page ? { title: text.pages[page].title, description: text.pages[page].description(VENUE) } : null;
}

/** A venue that has written its name and address in both languages. */
const SAVED: Settings = {
  ...DEFAULT_SETTINGS,
  venue: {
    ...DEFAULT_SETTINGS.venue,
    name: { en: 'Sylhet Sports Turf', bn: 'সিলেট স্পোর্টস টার্ফ' },
    address: { en: 'Amberkhana, Sylhet', bn: 'আম্বরখানা, সিলেট' },
  },
};

function WithSettings({ settings, children }: { settings: Settings; children: ReactNode }) {
  return <RenderedSettingsProvider value={{ version: 2, settings }}>{children}</RenderedSettingsProvider>;
}

describe('page meta from the route table', () => {
  test('each public page has its own title and description; the admin panel names its screens itself', () => {
    const pages = ['/', '/slots', '/events', '/contact', '/my-requests', '/login', '/no-such-page'].map((path) =>
      metaAt(path),
    );
    expect(pages.map((page) => page?.title)).toEqual([
      'Book a football turf slot',
      'Book a slot',
      'Events',
      'Contact us',
      'My requests',
      'Admin Login',
      'Page not found',
    ]);
    expect(new Set(pages.map((page) => page?.description)).size).toBe(pages.length);
    expect(metaAt('/admin/database')).toBeNull();
    expect(metaAt('/slots', bn)?.title).toBe('স্লট বুক করুন');
    expect(pageHead(bn, 'slots', VENUE).title).toBe(`স্লট বুক করুন | ${VENUE.name}`);
  });

  test('pageHead names the venue it is given, and leaves the address out when the venue has none', () => {
    const venue = { name: 'Sylhet Sports Turf', address: 'Amberkhana, Sylhet' };
    expect(pageHead(en, 'home', venue)).toEqual({
      title: 'Book a football turf slot | Sylhet Sports Turf',
      description:
        'Sylhet Sports Turf in Amberkhana, Sylhet: pick a date and a 1.5-hour slot, send a booking request and get your Booking ID in a minute.',
    });
    expect(pageHead(en, 'contact', venue).description).toBe(
      'Reach Sylhet Sports Turf on Messenger, WhatsApp, by phone or e-mail.',
    );
    const noAddress = pageHead(en, 'home', { name: 'Sylhet Sports Turf' }).description;
    expect(noAddress).toBe(
      'Sylhet Sports Turf: pick a date and a 1.5-hour slot, send a booking request and get your Booking ID in a minute.',
    );
    expect(pageHead(bn, 'home', { name: 'সিলেট স্পোর্টস টার্ফ' }).description).toMatch(/^সিলেট স্পোর্টস টার্ফ: তারিখ/);
    for (const head of [pageHead(en, 'home', { name: 'X' }), pageHead(bn, 'home', { name: 'X' })]) {
      expect(head.description).not.toContain('undefined');
    }
  });

  test('the layout sets the document title and description as the visitor moves', async () => {
    const handle = (page: 'home' | 'events'): RouteHandle => ({ page, module: '' });
    const router = createMemoryRouter(
      [
        {
          element: <PublicLayout />,
          children: [
            { index: true, element: <h1>Home</h1>, handle: handle('home') },
            { path: 'events', element: <h1>Events</h1>, handle: handle('events') },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    document.head.innerHTML = '<title>Shell</title><meta name="description" content="Shell">';
    const { rerender } = render(<RouterProvider router={router} />);
    expect(document.title).toBe(`Book a football turf slot | ${VENUE.name}`);
    await act(() => router.navigate('/events'));
    expect(document.title).toBe(`Events | ${VENUE.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      en.pages.events.description(VENUE),
    );
    // In the visitor's language once it changes.
    rerender(
      <TextProvider text={bn}>
        <RouterProvider router={router} />
      </TextProvider>,
    );
    expect(document.title).toBe(`ইভেন্ট | ${VENUE.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      bn.pages.events.description(VENUE),
    );
  });

  test("the document's title and description name the venue as its settings do, in the page's language", async () => {
    const handle: RouteHandle = { page: 'home', module: '' };
    const router = createMemoryRouter(
      [{ element: <PublicLayout />, children: [{ index: true, element: <h1>Home</h1>, handle }] }],
      { initialEntries: ['/'] },
    );
    document.head.innerHTML = '<title>Shell</title><meta name="description" content="Shell">';
    const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');
    const { rerender } = render(
      <WithSettings settings={SAVED}>
        <RouterProvider router={router} />
      </WithSettings>,
    );
    expect(document.title).toBe('Book a football turf slot | Sylhet Sports Turf');
    expect(description()).toMatch(/^Sylhet Sports Turf in Amberkhana, Sylhet: pick a date/);
    rerender(
      <WithSettings settings={SAVED}>
        <TextProvider text={bn}>
          <RouterProvider router={router} />
        </TextProvider>
      </WithSettings>,
    );
    expect(document.title).toBe('ফুটবল টার্ফের স্লট বুক করুন | সিলেট স্পোর্টস টার্ফ');
    expect(description()).toMatch(/^সিলেট স্পোর্টস টার্ফ, আম্বরখানা, সিলেট: তারিখ/);
    // No address in the settings: the description leaves it out rather than say "undefined".
    const { address: _gone, ...withoutAddress } = SAVED.venue;
    rerender(
      <WithSettings settings={{ ...SAVED, venue: withoutAddress }}>
        <RouterProvider router={router} />
      </WithSettings>,
    );
    expect(description()).toMatch(/^Sylhet Sports Turf: pick a date/);
  });
});
