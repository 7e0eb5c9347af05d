// A CSV file as spreadsheet programs open it: UTF-8 with a byte-order mark (so č ć š ž đ come
// out right), CRLF line ends, every cell quoted when it holds a quote, a comma, a semicolon or a
// line break, and a cell a spreadsheet would take for a formula (= + - @, or a tab or carriage
// return first) prefixed with an apostrophe.

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvRow = (cells: readonly (string | number | null | undefined)[]): string =>
  cells.map(csvCell).join(',');

/** The whole file: the BOM, the header row and one line per row, each ended by CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string {
  return CSV_BOM + [header, ...rows].map((row) => `${csvRow(row)}\r\n`).join('');
}
