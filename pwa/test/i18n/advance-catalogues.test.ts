import type { ErrorCode } from '@turf/sync-contract/error-codes';
import { describe, expect, test } from 'vitest';
import { advanceBn } from '../../src/i18n/advance-bn';
import { advanceEn } from '../../src/i18n/advance-en';
import { latinWords, leaves, type SampleArguments } from './catalogue-check';

const SAMPLE_ARGUMENTS: SampleArguments = {
  heldUntil: ['সন্ধ্যা ৬:৪২'],
  clock: [18 * 60 + 42],
  left: [754_000],
  returnedFor: ['K7Q-M4X-PAR'],
};
const texts = (catalogue: object) => leaves(catalogue, SAMPLE_ARGUMENTS);

/** The advance's calls' own codes: only this catalogue words them (catalogues.test.tsx leaves them to it). */
const ADVANCE_CODES: readonly ErrorCode[] = [
  'HOLD_LAPSED',
  'BKASH_OFF',
  'BKASH_UNAVAILABLE',
  'ADVANCE_REPORTED',
  'ADVANCE_DUPLICATE',
];

describe('the advance payment catalogues (issue 30)', () => {
  test('English and Bangla have the same texts, none of them empty', () => {
    const english = texts(advanceEn);
    const bangla = texts(advanceBn);
    expect(bangla.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, value] of [...english, ...bangla]) expect(String(value).trim(), path).not.toBe('');
  });

  test('no Bangla text has an English word in it', () => {
    for (const [path, value] of texts(advanceBn)) expect(latinWords(String(value)), path).toEqual([]);
  });

  test('both word every code the advance calls answer', () => {
    for (const code of ADVANCE_CODES) {
      expect(advanceEn.errors[code as keyof typeof advanceEn.errors], code).toBeTruthy();
      expect(advanceBn.errors[code as keyof typeof advanceBn.errors], code).toBeTruthy();
    }
  });

  test('the time left reads as minutes and seconds, in Bangla digits in Bangla', () => {
    expect(advanceEn.left(754_000)).toBe('12:34');
    expect(advanceEn.left(-5)).toBe('0:00');
    expect(advanceBn.left(754_000)).toBe('১২:৩৪');
    expect(advanceEn.clock(18 * 60 + 42)).toBe('6:42 pm');
  });
});
