import { downloadCSV } from 'react-admin';

/**
 * A text a spreadsheet would run as a formula (issue 16): `=HYPERLINK(...)` in a dependent's name must reach the
 * clinic's spreadsheet as text. Numbers are written as they are (a negative amount stays a number).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: empty for null; a text that starts like a formula gets a leading apostrophe (OWASP's CSV injection
 * advice: shown as text, never evaluated); quoted when it holds a quote, a separator or a line break.
 */
export const csvCell = (value: unknown): string => {
  const raw = value == null ? '' : String(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\n\r;\t]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A header line of the column names, then one line per row with those columns' values. */
export function toCsv<C extends string>(columns: readonly C[], rows: ReadonlyArray<Partial<Record<C, unknown>>>): string {
  return [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join('\n');
}

/** Downloads the rows as `<filename>.csv` (react-admin adds the BOM spreadsheets need for accents). */
export function downloadRows<C extends string>(
  columns: readonly C[],
  rows: ReadonlyArray<Partial<Record<C, unknown>>>,
  filename: string,
): void {
  downloadCSV(toCsv(columns, rows), filename);
}
