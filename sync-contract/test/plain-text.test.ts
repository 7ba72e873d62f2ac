import { describe, expect, it } from 'vitest';
import { isNameText, isPlainText } from '../src/plain-text';

const HIDDEN = {
  NUL: '\u0000',
  tab: '\t',
  'line feed': '\n',
  DEL: '\u007f',
  'C1 next line': '\u0085',
  'soft hyphen': '\u00ad',
  'Arabic letter mark': '\u061c',
  'zero-width space': '\u200b',
  'left-to-right mark': '\u200e',
  'right-to-left mark': '\u200f',
  'line separator': '\u2028',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'pop directional isolate': '\u2069',
  'word joiner': '\u2060',
  BOM: '\ufeff',
  'lone surrogate': '\ud800',
};

describe('plain text: no hidden characters', () => {
  it.each(['Rahim', 'José Ñ', "O'Brien-Smith", 'রহিম উদ্দিন', 'K7Q-M4X-PAR', 'manager@turf.test', ''])(
    'accepts %j',
    (text) => {
      expect(isPlainText(text)).toBe(true);
      expect(isNameText(text)).toBe(true);
    },
  );

  it.each(Object.entries(HIDDEN))('refuses a %s anywhere', (_label, char) => {
    for (const text of [`${char}Rahim`, `Ra${char}him`, `Rahim${char}`, char]) {
      expect(isPlainText(text)).toBe(false);
      expect(isNameText(text)).toBe(false);
    }
  });

  it('keeps the joiners Bangla and emoji spell with in names, and only there', () => {
    // র + ZWJ + ্ + য (the ya-phala after ra), ত + ্ + ZWJ (khanda ta), ক + ্ + ZWNJ + ষ, a family emoji.
    for (const name of ['র\u200d্যাব', 'ত্\u200d', 'ক্\u200cষ', '👨\u200d👩\u200d👧']) {
      expect(isNameText(name)).toBe(true);
      expect(isPlainText(name)).toBe(false);
    }
  });

  it.each([
    ['a joiner alone', '\u200d'],
    ['a joiner first', '\u200cRahim'],
    ['a joiner after a space', 'Rahim \u200d'],
    ['two joiners in a row', 'র\u200d\u200d্য'],
  ])('refuses %s in a name', (_label, name) => {
    expect(isNameText(name)).toBe(false);
  });
});
