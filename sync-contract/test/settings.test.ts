import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { PriceSettings, Settings } from '../src/schemas/settings';
import { priceOn, slotPriceOn, weekdayOf } from '../src/settings';
import { DEFAULT_SETTINGS } from '../src/settings-defaults';
import { PERIOD_PRICE, PERIODS } from '../src/slots';
import { MAX_DAYS_AHEAD } from '../src/time';
import { EXAMPLE_VENUE } from '../src/venue';

describe('the settings document', () => {
  it('prices each of the contract’s periods, by its id, and no other', () => {
    expect(Object.keys(PriceSettings.properties.regular.properties)).toEqual([...PERIODS]);
    expect(Object.keys(PriceSettings.properties.weekend.properties)).toEqual([...PERIODS]);
  });

  it('starts from today’s constants: the example venue, the period prices, the booking horizon', () => {
    expect(DEFAULT_SETTINGS.venue.name.en).toBe(EXAMPLE_VENUE.name);
    expect(DEFAULT_SETTINGS.venue.phone).toBe(EXAMPLE_VENUE.phone);
    expect(DEFAULT_SETTINGS.prices.regular).toEqual(PERIOD_PRICE);
    expect(DEFAULT_SETTINGS.prices.weekend).toBeUndefined();
    expect(DEFAULT_SETTINGS.prices.weekendDays).toEqual(['Friday', 'Saturday']);
    expect(DEFAULT_SETTINGS.bookingHorizonDays).toBe(MAX_DAYS_AHEAD);
  });

  it('passes its own schema, Bangla texts included', () => {
    expect(Value.Check(Settings, DEFAULT_SETTINGS)).toBe(true);
  });

  it('an event’s button text is optional: a document saved before it existed passes; a long or bare one does not', () => {
    const saved = structuredClone(DEFAULT_SETTINGS);
    for (const item of saved.events.items) delete item.button;
    expect(Value.Check(Settings, saved)).toBe(true);
    const withButton = (button: unknown) => {
      const edited = structuredClone(saved);
      Object.assign(edited.events.items[0] ?? {}, { button });
      return Value.Check(Settings, edited);
    };
    expect(withButton({ en: 'x'.repeat(24), bn: 'ব'.repeat(24) })).toBe(true);
    expect(withButton({ en: 'x'.repeat(25) })).toBe(false);
    expect(withButton('Book a Table')).toBe(false);
    expect(withButton({ bn: 'মেনু দেখুন' })).toBe(false);
  });

  it('has every page text (events, banner, slides, promo) in English and Bangla; the venue’s own values in English', () => {
    const { events, home, venue } = DEFAULT_SETTINGS;
    const pageTexts = [
      ...events.items.flatMap((item) => [
        item.title,
        item.dateText,
        item.description,
        item.status,
        ...(item.button ? [item.button] : []),
      ]),
      events.banner,
      ...home.slides.flatMap((slide) => [slide.title, slide.subtitle]),
      home.promoText,
    ];
    for (const text of pageTexts) expect(text.bn, text.en).toMatch(/[\u0980-\u09FF]/);
    expect(venue.name).toEqual({ en: EXAMPLE_VENUE.name });
    // The footer's tagline and address read in Bangla on a new install's Bangla pages (issue 29).
    expect(venue.tagline?.bn).toMatch(/^[\u0980-\u09FF][\u0980-\u09FF ,/।]+$/);
    expect(venue.address?.bn).toBe('জিন্দাবাজার, সিলেট, বাংলাদেশ');
    // The spec's English, word for word (docs/product.md).
    expect(events.items.map((item) => item.title.en)).toEqual([
      'Turf Football Cup',
      'Swim & Chill Weekend',
      'Table Tennis Challange',
      'Dining Delights',
    ]);
    // Only Dining Delights has its own button; the others show the catalogue's See Details.
    expect(events.items.map((item) => item.button?.en)).toEqual([undefined, undefined, undefined, 'View Menu']);
    expect(home.slides[1]?.subtitle.en).toBe(`Get ready to swim and relax at ${EXAMPLE_VENUE.name}!`);
  });
});

describe('weekdayOf', () => {
  it('names the day of a calendar date, whatever the zone of the machine', () => {
    expect(weekdayOf('2026-11-20')).toBe('Friday');
    expect(weekdayOf('2026-11-21')).toBe('Saturday');
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
    expect(weekdayOf('2024-02-29')).toBe('Thursday');
  });
});

describe('priceOn', () => {
  const prices = {
    regular: { Morning: 2000, Afternoon: 2000, Night: 2500, 'Late Night': 2000 },
    weekend: { Morning: 2200, Afternoon: 2200, Night: 3000, 'Late Night': 2100 },
    weekendDays: ['Friday' as const, 'Saturday' as const],
  };

  it('is the weekend price on the venue’s weekend days, the regular price on the others', () => {
    expect(priceOn(prices, '2026-11-20', 'Night')).toBe(3000);
    expect(priceOn(prices, '2026-11-21', 'Late Night')).toBe(2100);
    expect(priceOn(prices, '2026-11-22', 'Night')).toBe(2500);
    expect(priceOn({ ...prices, weekendDays: ['Sunday'] }, '2026-11-22', 'Night')).toBe(3000);
  });

  it('is the regular price every day when the venue has no weekend prices', () => {
    expect(priceOn({ regular: prices.regular, weekendDays: ['Friday'] }, '2026-11-20', 'Night')).toBe(2500);
  });

  it('prices a slot by its period (slotPriceOn): N-4 is Night, L-1 Late Night, on the slot’s own date', () => {
    expect(slotPriceOn(prices, '2026-11-20', 'N-4')).toBe(3000);
    expect(slotPriceOn(prices, '2026-11-21', 'L-1')).toBe(2100);
    expect(slotPriceOn(prices, '2026-11-22', 'M-1')).toBe(2000);
  });
});
