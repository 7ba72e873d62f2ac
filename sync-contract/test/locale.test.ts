import { describe, expect, it } from 'vitest';
import { localeFromLanguages, parseAcceptLanguage, pickLocale } from '../src/locale';

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
