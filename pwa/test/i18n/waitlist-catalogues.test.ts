import { banglaDigits } from '@turf/sync-contract/bangla';
import { ERROR_CODE_LIST, type ErrorCode } from '@turf/sync-contract/error-codes';
import { WAITLIST_ENTRIES_PER_PHONE } from '@turf/sync-contract/schemas';
import { describe, expect, test } from 'vitest';
import { waitlistBn } from '../../src/i18n/waitlist-bn';
import { waitlistEn } from '../../src/i18n/waitlist-en';
import { latinWords, leaves, type SampleArguments } from './catalogue-check';

const OFFER_ENDS = '2030-01-15T14:15:00.000Z';
const SAMPLE_ARGUMENTS: SampleArguments = {
  onList: [2],
  freeForYou: [OFFER_ENDS],
  'states.recorded.detail': ['K7Q-M4X-PAR'],
  joinLead: ['7:30 pm - 9:00 pm', 'January 15, 2030', 15],
  joined: [3],
  'states.waiting.detail': [2],
  'states.accepted.detail': ['K7Q-M4X-PAR'],
  heldUntil: [OFFER_ENDS],
  left: [125_000],
  leaveQuestion: ['7:30 pm - 9:00 pm', 'January 15, 2030'],
  declineQuestion: ['7:30 pm - 9:00 pm', 'January 15, 2030'],
};
const texts = (catalogue: object) => leaves(catalogue, SAMPLE_ARGUMENTS);
/** The Bangla texts with the English arguments the samples hand in taken out again. */
const withoutSamples = (text: string) =>
  text.replaceAll('7:30 pm - 9:00 pm', ' ').replaceAll('January 15, 2030', ' ').replaceAll('K7Q-M4X-PAR', ' ');

describe('the waitlist’s catalogues (issue 31)', () => {
  test('English and Bangla have the same texts, none of them empty', () => {
    const english = texts(waitlistEn);
    const bangla = texts(waitlistBn);
    expect(bangla.map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, value] of [...english, ...bangla]) expect(String(value).trim(), path).not.toBe('');
  });

  test('no Bangla text has an English word or a Latin digit in it (the Booking ID stays Latin)', () => {
    for (const [path, value] of texts(waitlistBn)) {
      const text = withoutSamples(String(value));
      expect(latinWords(text), path).toEqual([]);
      expect(text.match(/[0-9]/g) ?? [], path).toEqual([]);
    }
  });

  test('both word every waitlist code, and the limit per phone is the contract’s', () => {
    const codes = ERROR_CODE_LIST.filter((code) => code.startsWith('WAITLIST_'));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      expect(waitlistEn.errors[code as keyof typeof waitlistEn.errors], code).toBeTruthy();
      expect(waitlistBn.errors[code as keyof typeof waitlistBn.errors], code).toBeTruthy();
    }
    expect(waitlistEn.errors.WAITLIST_PHONE_FULL).toContain(` ${WAITLIST_ENTRIES_PER_PHONE} slots`);
    expect(waitlistBn.errors.WAITLIST_PHONE_FULL).toContain(`${banglaDigits(WAITLIST_ENTRIES_PER_PHONE)}টি স্লটের`);
    // Every key is a code the contract knows.
    for (const code of Object.keys(waitlistBn.errors)) expect(ERROR_CODE_LIST).toContain(code as ErrorCode);
  });

  test('the offer’s clock is the venue’s, in each language', () => {
    expect(waitlistEn.heldUntil(OFFER_ENDS)).toBe('Held for you until 8:15 pm.');
    expect(waitlistBn.heldUntil(OFFER_ENDS)).toBe('রাত ৮:১৫ পর্যন্ত আপনার জন্য ধরে রাখা আছে।');
    expect(waitlistEn.freeForYou(OFFER_ENDS)).toBe('Free for you now: held until 8:15 pm');
    expect(waitlistBn.freeForYou(OFFER_ENDS)).toBe('এখন আপনার জন্য খালি: রাত ৮:১৫ পর্যন্ত ধরে রাখা আছে');
    expect([waitlistEn.left(125_000), waitlistBn.left(125_000)]).toEqual(['2:05', '২:০৫']);
  });
});
