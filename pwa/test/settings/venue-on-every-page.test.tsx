import { render, screen, within } from '@testing-library/react';
import type { EventSettings, Settings, VenueSettings } from '@turf/sync-contract/schemas';
import { DEFAULT_SETTINGS } from '@turf/sync-contract/settings-defaults';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { PublicLayout } from '../../src/app/public-layout';
import { SuccessDialog } from '../../src/features/booking-form/success-dialog';
import { ContactPage } from '../../src/features/contact';
import { EventsPage } from '../../src/features/events';
import { HomePage } from '../../src/features/home';
import { RequestCard } from '../../src/features/my-requests/request-card';
import { bn } from '../../src/i18n/catalogue-bn';
import { TextProvider } from '../../src/i18n/text';
import { RenderedSettingsProvider } from '../../src/lib/venue-settings';
import type { OutboxItem } from '../../src/outbox/outbox-item';

/**
 * Issue 16: every visitor page names and reaches the venue as its settings say, in the page's language, and leaves out
 * what the manager has not given (no empty link, no "undefined").
 */

/** A venue that has filled in everything, Bangla included. */
const FULL_VENUE: VenueSettings = {
  name: { en: 'Sylhet Sports Turf', bn: 'সিলেট স্পোর্টস টার্ফ' },
  shortName: { en: 'SST' },
  tagline: { en: 'Floodlit football by the river.', bn: 'নদীর ধারে ফ্লাডলাইটে ফুটবল।' },
  address: { en: 'Amberkhana, Sylhet', bn: 'আম্বরখানা, সিলেট' },
  phone: '+8801812345678',
  email: 'play@sylhet-turf.example',
  messengerUrl: 'https://m.me/sylhet.turf',
  whatsappNumber: '8801912345678',
  facebookUrl: 'https://www.facebook.com/sylhet.turf',
  instagramUrl: 'https://www.instagram.com/sylhet.turf',
};

/** A venue with only what the settings require: its name (English only) and its phone. */
const BARE_VENUE: VenueSettings = { name: { en: 'Bare Turf' }, phone: '+8801812345678' };

function withVenue(venue: VenueSettings, rest: Partial<Settings> = {}): Settings {
  return { ...DEFAULT_SETTINGS, ...rest, venue };
}

/** `ui` as the page renders it with `settings`, in English or in Bangla. */
function renderWith(settings: Settings, ui: ReactElement, language: 'en' | 'bn' = 'en') {
  const page = (
    <RenderedSettingsProvider value={{ version: 2, settings }}>
      <MemoryRouter>{ui}</MemoryRouter>
    </RenderedSettingsProvider>
  );
  return render(language === 'bn' ? <TextProvider text={bn}>{page}</TextProvider> : page);
}

/** The shell (header and footer) around an empty page. */
function renderShell(settings: Settings, language: 'en' | 'bn' = 'en') {
  const router = createMemoryRouter([{ element: <PublicLayout />, children: [{ index: true, element: <p /> }] }]);
  const shell = (
    <RenderedSettingsProvider value={{ version: 2, settings }}>
      <RouterProvider router={router} />
    </RenderedSettingsProvider>
  );
  return render(language === 'bn' ? <TextProvider text={bn}>{shell}</TextProvider> : shell);
}

const hrefs = (container: HTMLElement) => Array.from(container.querySelectorAll('a'), (a) => a.getAttribute('href'));

/** Nothing left unset shows: no `undefined` text, no link without a target. */
function expectNothingMissing(container: HTMLElement) {
  expect(container.textContent).not.toMatch(/undefined|null/);
  for (const href of hrefs(container)) expect(href).toMatch(/^(\/|#\w|https:\/\/\w|tel:\+?\d|mailto:\w)/);
}

const request = {
  id: 'K7Q-M4X-PAR',
  savedOffline: false,
  name: 'Rahim',
  date: '2026-12-01',
  time: '6:00 pm - 7:30 pm',
};

describe('the header and the footer', () => {
  test("show the settings' name, tagline, address, phone, e-mail and social links", () => {
    renderShell(withVenue(FULL_VENUE));
    const brands = screen.getAllByRole('link', { name: /Sylhet Sports Turf/ });
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) expect(brand.getAttribute('href')).toBe('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Sylhet Sports Turf' })).toBeInTheDocument();
    expect(within(footer).getByText('Floodlit football by the river.')).toBeInTheDocument();
    expect(within(footer).getByText('Amberkhana, Sylhet')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '+880 1812-345678' }).getAttribute('href')).toBe(
      'tel:+8801812345678',
    );
    expect(within(footer).getByRole('link', { name: 'play@sylhet-turf.example' }).getAttribute('href')).toBe(
      'mailto:play@sylhet-turf.example',
    );
    expect(within(footer).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(FULL_VENUE.facebookUrl);
    expect(within(footer).getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe(FULL_VENUE.instagramUrl);
    expect(footer.textContent).toContain('Sylhet Sports Turf. All rights reserved.');
    expect(document.body.textContent).not.toContain('Turf Arena');
  });

  test('leave out the tagline, address, e-mail and social links the venue has not given', () => {
    const { container } = renderShell(withVenue(BARE_VENUE));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Bare Turf' })).toBeInTheDocument();
    expect(footer.querySelector('.footer-tagline')).toBeNull();
    expect(footer.querySelector('.footer-contacts')?.children).toHaveLength(1);
    expect(within(footer).getByRole('link', { name: '+880 1812-345678' }).getAttribute('href')).toBe(
      'tel:+8801812345678',
    );
    expect(footer.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(within(footer).queryByRole('link', { name: /Facebook|Instagram/ })).not.toBeInTheDocument();
    // The decorative icons stay: they were never links.
    expect(footer.querySelectorAll('.social-decor')).toHaveLength(4);
    expectNothingMissing(container);
  });

  test("a Bangla page shows the venue's Bangla, and its English where the manager wrote no Bangla", () => {
    const { unmount } = renderShell(withVenue(FULL_VENUE), 'bn');
    let footer = screen.getByRole('contentinfo');
    expect(screen.getAllByRole('link', { name: /সিলেট স্পোর্টস টার্ফ/ }).length).toBeGreaterThan(0);
    expect(within(footer).getByText('নদীর ধারে ফ্লাডলাইটে ফুটবল।')).toBeInTheDocument();
    expect(within(footer).getByText('আম্বরখানা, সিলেট')).toBeInTheDocument();
    expect(footer.textContent).toContain('সিলেট স্পোর্টস টার্ফ। সর্বস্বত্ব সংরক্ষিত।');
    expect(footer.textContent).not.toContain('Sylhet Sports Turf');
    unmount();

    renderShell(withVenue({ ...FULL_VENUE, name: { en: 'Sylhet Sports Turf' } }), 'bn');
    footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Sylhet Sports Turf' })).toBeInTheDocument();
    expect(within(footer).getByText('আম্বরখানা, সিলেট')).toBeInTheDocument();
  });
});

describe('/contact', () => {
  test("reaches the venue by the settings' Messenger, WhatsApp, phone and e-mail, and shows its address", () => {
    renderWith(withVenue(FULL_VENUE), <ContactPage />);
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Messenger',
      'WhatsApp',
      'Phone',
      'Email',
    ]);
    expect(screen.getByRole('link', { name: 'Chat on Messenger' }).getAttribute('href')).toBe(FULL_VENUE.messengerUrl);
    expect(screen.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href')).toBe(
      'https://wa.me/8801912345678',
    );
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:+8801812345678');
    expect(screen.getByText('+880 1812-345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send Mail' }).getAttribute('href')).toBe(
      'mailto:play@sylhet-turf.example',
    );
    expect(screen.getByText('Amberkhana, Sylhet')).toBeInTheDocument();
  });

  test('a venue with only a phone gets only the phone card, and no address line', () => {
    const { container } = renderWith(withVenue(BARE_VENUE), <ContactPage />);
    expect(screen.getAllByRole('listitem').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Phone',
    ]);
    expect(screen.getByRole('link', { name: 'Call us' }).getAttribute('href')).toBe('tel:+8801812345678');
    expect(container.querySelector('.contact-address')).toBeNull();
    expectNothingMissing(container);
  });

  test('in Bangla the address is the Bangla one, else the English', () => {
    const { unmount } = renderWith(withVenue(FULL_VENUE), <ContactPage />, 'bn');
    expect(screen.getByText('আম্বরখানা, সিলেট')).toBeInTheDocument();
    unmount();
    renderWith(withVenue({ ...FULL_VENUE, address: { en: 'Amberkhana, Sylhet' } }), <ContactPage />, 'bn');
    expect(screen.getByText('Amberkhana, Sylhet')).toBeInTheDocument();
  });
});

describe('the success dialog', () => {
  test("its Messenger, WhatsApp and Call links go to the settings' venue, the message written for WhatsApp", () => {
    renderWith(withVenue(FULL_VENUE), <SuccessDialog request={request} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(
      within(dialog)
        .getByRole('link', { name: /Chat on Messenger/, hidden: true })
        .getAttribute('href'),
    ).toBe(FULL_VENUE.messengerUrl);
    const whatsapp = new URL(
      within(dialog)
        .getByRole('link', { name: /Chat on WhatsApp/, hidden: true })
        .getAttribute('href') ?? '',
    );
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/8801912345678');
    expect(whatsapp.searchParams.get('text')).toContain('Booking ID: K7Q-M4X-PAR');
    expect(
      within(dialog)
        .getByRole('link', { name: /Call Now/, hidden: true })
        .getAttribute('href'),
    ).toBe('tel:+8801812345678');
  });

  test('without Messenger or WhatsApp in the settings, only Call Now is offered', () => {
    renderWith(withVenue(BARE_VENUE), <SuccessDialog request={request} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(
      within(dialog)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Call Now']);
    expectNothingMissing(dialog);
  });
});

describe('a request card on /my-requests', () => {
  const item: OutboxItem = {
    id: 'K7Q-M4X-PAR',
    date: '2026-12-01',
    slotId: 'N-1',
    time: '6:00 pm - 7:30 pm',
    name: 'Rahim',
    state: 'sent',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 1,
    updatedAt: 1,
  };
  const noActions = { onRemove: () => {}, onRetry: () => {}, onRebook: () => {} };

  test("sends its Booking ID to the settings' WhatsApp number, and offers no WhatsApp when there is none", () => {
    const { unmount } = renderWith(withVenue(FULL_VENUE), <RequestCard item={item} actions={noActions} />);
    const link = new URL(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href') ?? '');
    expect(link.origin + link.pathname).toBe('https://wa.me/8801912345678');
    expect(link.searchParams.get('text')).toContain('Booking ID: K7Q-M4X-PAR');
    unmount();
    renderWith(withVenue(BARE_VENUE), <RequestCard item={item} actions={noActions} />);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});

const event = (
  title: string,
  status: string,
  bangla?: Partial<Record<keyof EventSettings, string>>,
): EventSettings => ({
  title: { en: title, ...(bangla?.title ? { bn: bangla.title } : {}) },
  dateText: { en: `${title} date`, ...(bangla?.dateText ? { bn: bangla.dateText } : {}) },
  description: { en: `All about ${title}.`, ...(bangla?.description ? { bn: bangla.description } : {}) },
  status: { en: status, ...(bangla?.status ? { bn: bangla.status } : {}) },
});

function withEvents(items: EventSettings[], banner: Settings['events']['banner'] = { en: 'See you on the pitch' }) {
  return { ...DEFAULT_SETTINGS, events: { items, banner } };
}

/** Each card's tag, title, date and description, the featured one first. */
const shownEvents = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.featured-body, .event-body'), (body) =>
    Array.from(body.querySelectorAll('p, h2'), (element) => element.textContent),
  );

describe('/events', () => {
  test("shows the settings' events in order, the first featured, each with its status, date and See Details", () => {
    const items = [
      event('Eid Cup', 'Registration open'),
      event('Night League', 'Upcoming'),
      event('Futsal Clinic', 'Every Friday'),
      event('Derby Day', 'Upcoming'),
      event('Ladies Night', 'Coming soon'),
    ];
    const { container } = renderWith(withEvents(items), <EventsPage />);
    expect(shownEvents(container)).toEqual(
      items.map((item) => [item.status.en, item.title.en, item.dateText.en, item.description.en]),
    );
    const featured = container.querySelector('article.featured-event') as HTMLElement;
    expect(within(featured).getByRole('heading').textContent).toBe('Eid Cup');
    const cards = container.querySelectorAll('.event-grid > li');
    expect(cards).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: 'See Details' })).toHaveLength(5);
    // Three pictures for four cards: the fourth repeats the first.
    const pictures = Array.from(cards, (card) => card.querySelector('img')?.getAttribute('src'));
    expect(pictures[3]).toBe(pictures[0]);
    expect(new Set(pictures.slice(0, 3)).size).toBe(3);
    expect(screen.getByText('See you on the pitch')).toHaveClass('events-banner');
    expect(screen.queryByText('No events right now.')).not.toBeInTheDocument();
  });

  test('with no events it still has its title, a line saying so, and the banner', () => {
    const { container } = renderWith(withEvents([]), <EventsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.getByText('No events right now.')).toBeInTheDocument();
    expect(container.querySelector('.featured-event, .event-grid')).toBeNull();
    expect(screen.getByText('See you on the pitch')).toBeInTheDocument();
    expectNothingMissing(container);
  });

  test('one event is the featured card alone, with no empty grid', () => {
    const { container } = renderWith(withEvents([event('Eid Cup', 'Upcoming')]), <EventsPage />);
    expect(container.querySelector('.featured-event h2')?.textContent).toBe('Eid Cup');
    expect(container.querySelector('.event-grid')).toBeNull();
  });

  test('each button says the text the manager wrote for its event, See Details where none; in Bangla too', () => {
    const items: EventSettings[] = [
      { ...event('Eid Cup', 'Registration open'), button: { en: 'Register Now', bn: 'নিবন্ধন করুন' } },
      event('Night League', 'Upcoming'),
      { ...event('Dining', 'Coming soon'), button: { en: 'View Menu' } },
    ];
    const buttons = (container: HTMLElement) =>
      Array.from(container.querySelectorAll('.featured-body button, .event-body button'), (b) => b.textContent);
    const { container, unmount } = renderWith(withEvents(items), <EventsPage />);
    expect(buttons(container)).toEqual(['Register Now', 'See Details', 'View Menu']);
    // Each is the card's one button, named by its text.
    expect(screen.getByRole('button', { name: 'Register Now' }).closest('article')).toHaveClass('featured-event');
    unmount();
    // Bangla: the manager's Bangla, the catalogue's See Details, the English where no Bangla was written.
    const bangla = renderWith(withEvents(items), <EventsPage />, 'bn');
    expect(buttons(bangla.container)).toEqual(['নিবন্ধন করুন', bn.events.seeDetails, 'View Menu']);
  });

  test('in Bangla: the Bangla the manager wrote, the English where there is none', () => {
    const items = [
      event('Eid Cup', 'Upcoming', { title: 'ঈদ কাপ', status: 'আসছে', dateText: 'ঈদের পরদিন' }),
      event('Night League', 'Upcoming'),
    ];
    const { container } = renderWith(
      withEvents(items, { en: 'See you on the pitch', bn: 'মাঠে দেখা হবে' }),
      <EventsPage />,
      'bn',
    );
    expect(shownEvents(container)).toEqual([
      ['আসছে', 'ঈদ কাপ', 'ঈদের পরদিন', 'All about Eid Cup.'],
      ['Upcoming', 'Night League', 'Night League date', 'All about Night League.'],
    ]);
    expect(screen.getByText('মাঠে দেখা হবে')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: bn.events.seeDetails })).toHaveLength(2);
  });

  test("the first-start events are the spec's, in English and in Bangla", () => {
    const { container, unmount } = renderWith(DEFAULT_SETTINGS, <EventsPage />);
    expect(shownEvents(container).map(([tag, title]) => [tag, title])).toEqual([
      ['Featured', 'Turf Football Cup'],
      ['Coming soon', 'Swim & Chill Weekend'],
      ['Coming soon', 'Table Tennis Challange'],
      ['Coming soon', 'Dining Delights'],
    ]);
    expect(screen.getByText('More exciting features are on the way! Stay tuned')).toBeInTheDocument();
    // The spec: See Details, and Dining Delights' View Menu.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'See Details',
      'See Details',
      'See Details',
      'View Menu',
    ]);
    unmount();
    const bangla = renderWith(DEFAULT_SETTINGS, <EventsPage />, 'bn');
    expect(shownEvents(bangla.container)[0]?.slice(0, 2)).toEqual(['বিশেষ আয়োজন', 'টার্ফ ফুটবল কাপ']);
    expect(screen.getByText('আরও মজার সব আয়োজন আসছে! সঙ্গে থাকুন')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'বিস্তারিত দেখুন',
      'বিস্তারিত দেখুন',
      'বিস্তারিত দেখুন',
      'মেনু দেখুন',
    ]);
  });
});

describe('the home page', () => {
  const promoPrice = () => document.querySelector('.promo-price strong')?.textContent;

  test("names the venue and shows the settings' promo text and lowest price, weekend prices included", () => {
    const settings: Settings = {
      ...withVenue(FULL_VENUE),
      prices: {
        regular: { Morning: 1800, Afternoon: 2000, Night: 3000, 'Late Night': 2200 },
        weekend: { Morning: 1500, Afternoon: 2300, Night: 3600, 'Late Night': 2400 },
        weekendDays: ['Friday', 'Saturday'],
      },
      home: { ...DEFAULT_SETTINGS.home, promoText: { en: 'Two hours of football for your team.' } },
    };
    renderWith(settings, <HomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sylhet Sports Turf: football turf booking');
    expect(screen.getByText('Two hours of football for your team.')).toHaveClass('promo-text');
    expect(promoPrice()).toBe('BDT 1500');
  });

  test('without weekend prices, the lowest regular price; the defaults give the spec’s BDT 2000', () => {
    const regular = { Morning: 2600, Afternoon: 2400, Night: 3000, 'Late Night': 2500 };
    const { unmount } = renderWith({ ...DEFAULT_SETTINGS, prices: { regular, weekendDays: ['Friday'] } }, <HomePage />);
    expect(promoPrice()).toBe('BDT 2400');
    unmount();
    renderWith(DEFAULT_SETTINGS, <HomePage />);
    expect(promoPrice()).toBe('BDT 2000');
    expect(screen.getByText(DEFAULT_SETTINGS.home.promoText.en)).toBeInTheDocument();
  });

  test('in Bangla: the Bangla promo text and name when written, else the English', () => {
    const settings: Settings = {
      ...withVenue(FULL_VENUE),
      home: { ...DEFAULT_SETTINGS.home, promoText: { en: 'Book tonight.', bn: 'আজ রাতেই বুক করুন।' } },
    };
    const { unmount } = renderWith(settings, <HomePage />, 'bn');
    expect(screen.getByText('আজ রাতেই বুক করুন।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('সিলেট স্পোর্টস টার্ফ: ফুটবল টার্ফ বুকিং');
    unmount();
    renderWith({ ...settings, home: { ...settings.home, promoText: { en: 'Book tonight.' } } }, <HomePage />, 'bn');
    expect(screen.getByText('Book tonight.')).toBeInTheDocument();
  });
});
