import { describe, expect, it } from 'vitest';
import {
  localeCookie,
  localeFromLanguages,
  localePath,
  parseAcceptLanguage,
  pickLocale,
  splitLocalePath,
} from '../src/locale';

describe('choosing the language', () => {
  it('is Bangla when bn comes before en, else English', () => {
    expect(localeFromLanguages(['bn-BD', 'en-US'])).toBe('bn');
    expect(localeFromLanguages(['en-GB', 'bn'])).toBe('en');
    expect(localeFromLanguages(['fr', 'BN_in'])).toBe('bn');
    expect(localeFromLanguages(['fr', 'de'])).toBe('en');
    expect(localeFromLanguages([])).toBe('en');
    // `bnx` is not Bangla: only the primary subtag counts.
    expect(localeFromLanguages(['bnx', 'en'])).toBe('en');
  });

  it('orders Accept-Language by weight, keeping the order of equal weights', () => {
    expect(parseAcceptLanguage('en-US,en;q=0.9,bn;q=0.95')).toEqual(['en-US', 'bn', 'en']);
    expect(parseAcceptLanguage('bn;q=0.5, en;q=0.5')).toEqual(['bn', 'en']);
    expect(parseAcceptLanguage('bn;q=0, en')).toEqual(['en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('skips malformed parts instead of throwing', () => {
    for (const header of ['', ';;;', 'bn;q=abc,en', '<script>,bn-BD', 'en;q=2,bn', ',,,bn', 'x'.repeat(5000)]) {
      expect(() => parseAcceptLanguage(header)).not.toThrow();
    }
    expect(parseAcceptLanguage('bn;q=abc,en')).toEqual(['en']);
    expect(parseAcceptLanguage('<script>,bn-BD')).toEqual(['bn-BD']);
    expect(parseAcceptLanguage('en;q=2,bn')).toEqual(['bn']);
  });

  it('lets the switch cookie win over the browser', () => {
    expect(pickLocale('en', 'bn-BD,bn')).toBe('en');
    expect(pickLocale('bn', 'en-US')).toBe('bn');
    expect(pickLocale('fr', 'bn-BD')).toBe('bn');
    expect(pickLocale(undefined, undefined)).toBe('en');
  });
});

describe('a language per address', () => {
  it('splits the language prefix from a path, and only a whole first segment', () => {
    expect(splitLocalePath('/bn/slots')).toEqual({ locale: 'bn', path: '/slots' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/bn/')).toEqual({ locale: 'bn', path: '/' });
    expect(splitLocalePath('/slots')).toEqual({ locale: null, path: '/slots' });
    expect(splitLocalePath('/bnx/slots')).toEqual({ locale: null, path: '/bnx/slots' });
    expect(splitLocalePath('/events/bn')).toEqual({ locale: null, path: '/events/bn' });
  });

  it("writes a path at its language's address", () => {
    expect(localePath('bn', '/slots')).toBe('/bn/slots');
    expect(localePath('en', '/')).toBe('/en');
  });

  it('reads the lang cookie from a Cookie header', () => {
    expect(localeCookie('a=1; lang=bn; b=2')).toBe('bn');
    expect(localeCookie('language=bn')).toBeUndefined();
    expect(localeCookie(undefined)).toBeUndefined();
    expect(pickLocale(localeCookie('lang=xx'), 'bn-BD')).toBe('bn');
  });
});
