import { downloadCSV } from 'react-admin';

/** One CSV cell: empty for null, quoted when it holds a quote, a separator or a line break. */
export const csvCell = (value: unknown): string => {
  const text = value == null ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
