/**
 * A small RFC 4180 reader for the tests and the bench: rows end in CRLF, a quoted cell may hold commas, quotes (doubled)
 * and line breaks. Strict on purpose: a stray quote or a row ending other than CRLF throws, so a file the writer got
 * wrong fails the test instead of being read generously.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('CSV: a quoted cell is not closed');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        cell += text[i];
        i++;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') throw new Error(`CSV: a quote inside an unquoted cell at ${i}`);
        cell += text[i];
        i++;
      }
    }
    row.push(cell);
    if (text[i] === ',') {
      i++;
    } else if (text.startsWith('\r\n', i)) {
      rows.push(row);
      row = [];
      i += 2;
    } else {
      throw new Error(`CSV: expected a comma or CRLF at ${i}`);
    }
  }
  if (row.length > 0) throw new Error('CSV: the last row does not end in CRLF');
  return rows;
}
