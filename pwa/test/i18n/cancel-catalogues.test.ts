import { describe, expect, test } from 'vitest';
import { cancelBn } from '../../src/i18n/cancel-bn';
import { cancelEn } from '../../src/i18n/cancel-en';
import { latinWords, leaves, type SampleArguments } from './catalogue-check';

const SAMPLE_ARGUMENTS: SampleArguments = { cancelQuestion: ['K7Q-M4X-PAR'] };
const texts = (catalogue: object) => leaves(catalogue, SAMPLE_ARGUMENTS);

describe('a visitor’s own cancellation’s catalogues (issue 31)', () => {
  test('English and Bangla have the same texts, none of them empty', () => {
    const english = texts(cancelEn);
    const bangla = texts(cancelBn);
    expect(bangla.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, value] of [...english, ...bangla]) expect(String(value).trim(), path).not.toBe('');
  });

  test('no Bangla text has an English word in it (the Booking ID stays Latin)', () => {
    for (const [path, value] of texts(cancelBn)) {
      expect(latinWords(String(value).replace('K7Q-M4X-PAR', '')), path).toEqual([]);
    }
  });

  test('both word every code a cancellation answers', () => {
    const codes = ['CANCEL_TOO_LATE', 'CANCEL_ADVANCE_REPORTED', 'CANCEL_KEY_INVALID', 'REQUEST_CLOSED'] as const;
    for (const code of codes) {
      expect(cancelEn.errors[code as keyof typeof cancelEn.errors], code).toBeTruthy();
      expect(cancelBn.errors[code as keyof typeof cancelBn.errors], code).toBeTruthy();
    }
  });
});
