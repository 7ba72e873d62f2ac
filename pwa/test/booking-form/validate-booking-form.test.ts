import { MESSAGES } from '@turf/sync-contract/messages';
import { describe, expect, test } from 'vitest';
import { hasErrors, validateBookingForm } from '../../src/features/booking-form/validate-booking-form';

const valid = { referenceName: 'Rahim', phone: '01712345678', selectedDate: '2026-12-01', slotId: 'M-1' };

describe('validateBookingForm', () => {
  test('a complete form has no errors and gives the trimmed name and canonical phone', () => {
    const result = validateBookingForm({ ...valid, referenceName: '  Rahim  ', phone: '+880 1712-345678' });
    expect(result.errors).toEqual({});
    expect(hasErrors(result.errors)).toBe(false);
    expect(result).toMatchObject({ name: 'Rahim', phone: '01712345678' });
  });

  test('every rule gives its exact message', () => {
    expect(validateBookingForm({ ...valid, referenceName: '   ' }).errors).toEqual({
      name: { code: 'NAME_REQUIRED', message: MESSAGES.nameRequired },
    });
    expect(validateBookingForm({ ...valid, referenceName: 'x'.repeat(61) }).errors).toEqual({
      name: { code: 'NAME_TOO_LONG', message: MESSAGES.nameTooLong },
    });
    expect(validateBookingForm({ ...valid, phone: '' }).errors).toEqual({
      phone: { code: 'PHONE_REQUIRED', message: MESSAGES.phoneRequired },
    });
    expect(validateBookingForm({ ...valid, slotId: null }).errors).toEqual({
      form: { code: 'DATE_AND_SLOT_REQUIRED', message: MESSAGES.dateAndSlotRequired },
    });
    expect(validateBookingForm({ ...valid, selectedDate: null }).errors).toEqual({
      form: { code: 'DATE_AND_SLOT_REQUIRED', message: MESSAGES.dateAndSlotRequired },
    });
  });

  test.each(['Ra\u0000him', 'Rahim\u202e', '\u200bRahim', '\u200dRahim'])(
    'a name with a hidden character (%j) is refused, as the server would',
    (referenceName) => {
      expect(validateBookingForm({ ...valid, referenceName }).errors).toEqual({
        name: { code: 'NAME_HIDDEN_CHARACTERS', message: MESSAGES.nameHiddenCharacters },
      });
    },
  );

  test('a Bangla name keeps the joiner it is spelt with', () => {
    expect(validateBookingForm({ ...valid, referenceName: 'র\u200d্যাব' }).errors).toEqual({});
  });

  test.each([
    '0171234567', // 10 digits
    '017123456789', // 12 digits
    '01112345678', // operator digit 1
    '02712345678', // not 01
    '0171234567a',
    '+1 1712345678',
  ])('%s is not a Bangladeshi mobile number', (phone) => {
    expect(validateBookingForm({ ...valid, phone }).errors).toEqual({
      phone: { code: 'PHONE_INVALID', message: MESSAGES.phoneInvalid },
    });
  });

  test.each(['01312345678', '01912345678', '+8801712345678', '008801712345678', '017-1234-5678'])(
    '%s is accepted',
    (phone) => {
      expect(validateBookingForm({ ...valid, phone }).errors).toEqual({});
    },
  );

  test.each(['০১৭১২৩৪৫৬৭৮', '+৮৮০ ১৭১২-৩৪৫৬৭৮', '৮৮০১৭১২৩৪৫৬৭৮', '٠١٧١٢٣٤٥٦٧٨', '０１７１２３４５６７８'])(
    '%s (digits of another script) is accepted and given in ASCII',
    (phone) => {
      const result = validateBookingForm({ ...valid, phone });
      expect(result.errors).toEqual({});
      expect(result.phone).toBe('01712345678');
    },
  );

  test('all problems are reported at once', () => {
    const { errors } = validateBookingForm({ referenceName: '', phone: '', selectedDate: '2026-12-01', slotId: null });
    expect(errors).toEqual({
      name: { code: 'NAME_REQUIRED', message: MESSAGES.nameRequired },
      phone: { code: 'PHONE_REQUIRED', message: MESSAGES.phoneRequired },
      form: { code: 'DATE_AND_SLOT_REQUIRED', message: MESSAGES.dateAndSlotRequired },
    });
  });
});
