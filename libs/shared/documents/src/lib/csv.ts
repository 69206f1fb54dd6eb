import { withoutBidiControls } from './bidi-controls';

/** A cell a spreadsheet would run as a formula (=, +, -, @ first) is written as text. */
const cell = (value: string | number) => {
  if (typeof value === 'number') return String(value);
  const text = withoutBidiControls(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * CSV for a spreadsheet: UTF-8 with a byte order mark (Excel then reads non-Latin names right), CRLF lines, the
 * texts without direction marks.
 */
export function makeCsv(rows: ReadonlyArray<ReadonlyArray<string | number>>): Blob {
  return new Blob(['\ufeff', rows.map((row) => row.map(cell).join(',')).join('\r\n'), '\r\n'], {
    type: 'text/csv;charset=utf-8',
  });
}
