import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, neutralise, UTF8_BOM } from '../../../src/lib/bookings/csv';
import { parseCsv } from '../../support/csv-parse';

describe('neutralise: no text cell a spreadsheet would run as a formula', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","Click")'],
    ['+8801712345678'],
    ['-2+3'],
    ['@SUM(A1:A2)'],
    ['\t=1+1'],
    ['\r=1+1'],
  ])('%j gets a leading quote', (text) => {
    expect(neutralise(text)).toBe(`'${text}`);
  });

  // Spreadsheets read the full-width forms (a Japanese or Chinese keyboard types them) and the minus sign as the
  // ASCII ones: `＝1+1` is a formula too.
  it.each([
    ['\uFF1DHYPERLINK("http://evil.test","Click")'],
    ['\uFF0B8801712345678'],
    ['\uFF0D2+3'],
    ['\uFF20SUM(A1:A2)'],
    ['\u22122+3'],
  ])('%j (a full-width = + - @ or the minus sign) gets a leading quote like its ASCII form', (text) => {
    expect(neutralise(text)).toBe(`'${text}`);
    expect(parseCsv(csvRow([text, 'x']))).toEqual([[`'${text}`, 'x']]);
  });

  it.each([
    ['Rahim'],
    ['রহিম'],
    ['a=b'],
    ['01712345678'],
    [''],
    ["'already quoted"],
    [' =1+1'],
    ['a\uFF1Db'],
    ['5\u22122'],
  ])('%j is left as it is', (text) => {
    expect(neutralise(text)).toBe(text);
  });
});

describe('csvCell: RFC 4180 quoting', () => {
  it('quotes a cell with a comma, a quote, a CR or an LF, doubling its quotes', () => {
    expect(csvCell('Rahim, Karim')).toBe('"Rahim, Karim"');
    expect(csvCell('The "Tigers"')).toBe('"The ""Tigers"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('one\rtwo')).toBe('"one\rtwo"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('neutralises before quoting, so the quote mark is inside the quotes', () => {
    expect(csvCell('=A1,B1')).toBe('"\'=A1,B1"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('writes numbers as numbers, a negative one too (a due to give back is not a formula)', () => {
    expect(csvCell(-500)).toBe('-500');
    expect(csvCell(2500)).toBe('2500');
  });

  it('a row ends in CRLF', () => {
    expect(csvRow(['a', 1, 'b,c'])).toBe('a,1,"b,c"\r\n');
  });

  it('any row of any text reads back as written, but for the formula guard', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 5 }), { maxLength: 5 }),
        (rows) => {
          const file = rows.map(csvRow).join('');
          expect(parseCsv(file)).toEqual(rows.map((row) => row.map(neutralise)));
        },
      ),
    );
  });

  it('the byte order mark is U+FEFF: EF BB BF in UTF-8', () => {
    expect([...Buffer.from(UTF8_BOM, 'utf8')]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
