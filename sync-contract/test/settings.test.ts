import { describe, expect, it } from 'vitest';
import { PriceSettings } from '../src/schemas/settings';
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
