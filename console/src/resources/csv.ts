import { DEFAULT_TIME_ZONE } from '@teleconsulta/schema';
import { useCallback } from 'react';
import { type DataProvider, downloadCSV, type Exporter, type RaRecord, useGetIdentity, useI18nProvider } from 'react-admin';

/**
 * The lists' CSV files, written for the reader's spreadsheet (issue 20): in Portuguese `;` between cells and a decimal
 * comma (Excel and LibreOffice in pt-BR split nothing on commas), in English `,` and a decimal point; in both a UTF-8 BOM
 * (Excel reads accents only with it), the headers in the console's language, dates in the reader's format and the
 * company's time zone, CRLF line ends and RFC 4180 quoting.
 */

/** What a column's value is, so the cell is written the way the reader's spreadsheet reads it. */
export type CsvKind =
  /** Text as it is (a text that looks like a formula is neutralised). */
  | 'text'
  /** A count: written as it is. */
  | 'integer'
  /** A number with decimals: 12,5 (pt-BR) or 12.5 (en), no thousands separator. */
  | 'decimal'
  /** Integer cents as a plain amount: 15000 → 150,00 (pt-BR) or 150.00 (en), no currency sign, so it stays a number. */
  | 'money'
  /** A fraction as a percentage: 0.333 → 33,3% (pt-BR) or 33.3% (en). */
  | 'percent'
  /** A calendar date ("2026-11-22", never shifted) or an instant's date in the company's time zone: 22/11/2026, 11/22/2026. */
  | 'date'
  /** An instant in the company's time zone: 22/11/2026 09:00 (pt-BR), 11/22/2026 09:00 (en). */
  | 'dateTime'
  /** Yes/No in the reader's language (react-admin's own ra.boolean words). */
  | 'boolean';

/** What a column's value function may use: the reader's language and the company's time zone. */
export interface CsvContext {
  locale: string;
  translate: (key: string, options?: Record<string, unknown>) => string;
  timeZone: string;
}

/** One column: its header (a translation key, the one the list's column uses) and how a record gives its value. */
export interface CsvColumn<R> {
  label: string;
  value: (record: R, context: CsvContext) => unknown;
  kind?: CsvKind;
}

/** A list's CSV: the file name (without .csv) and its columns in order. */
export interface CsvSpec<R> {
  filename: string;
  columns: ReadonlyArray<CsvColumn<R>>;
}

const BOM = '\uFEFF';
const LINE_END = '\r\n';

/** The cell separator of the reader's spreadsheet: `;` where the decimal mark is a comma (Portuguese), `,` elsewhere. */
export const csvSeparator = (locale: string): ';' | ',' => (decimalMark(locale) === ',' ? ';' : ',');

function decimalMark(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * A text a spreadsheet would run as a formula (issue 16): `=HYPERLINK(...)` in a dependent's name must reach the
 * clinic's spreadsheet as text. Numbers are written as they are (a negative amount stays a number).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text starting like a formula gets a leading apostrophe (OWASP's CSV injection advice: shown as text, never run). */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** RFC 4180: a cell holding the separator, a quote or a line break is quoted, its quotes doubled. */
export function csvCell(text: string, separator: ';' | ','): string {
  return text.includes(separator) || /["\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function dateText(value: string, context: CsvContext): string {
  const [year, month, day] = value.split('-').map(Number);
  const date = isCalendarDate(value) ? new Date(Date.UTC(year!, month! - 1, day!)) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = isCalendarDate(value) ? 'UTC' : context.timeZone;
  return new Intl.DateTimeFormat(context.locale, { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

function dateTimeText(value: string, context: CsvContext): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const time = new Intl.DateTimeFormat(context.locale, {
    timeZone: context.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${dateText(value, context)} ${time}`;
}

const numberText = (value: number, locale: string, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(locale, { useGrouping: false, ...options }).format(value);

/** The cell's text for a value of that kind, in the reader's language; empty for no value. */
export function formatCsvValue(value: unknown, kind: CsvKind, context: CsvContext): string {
  if (value == null || value === '') return '';
  const { locale } = context;
  switch (kind) {
    case 'money':
      return numberText(Number(value) / 100, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'decimal':
      return numberText(Number(value), locale, { maximumFractionDigits: 4 });
    case 'percent':
      return numberText(Number(value), locale, { style: 'percent', maximumFractionDigits: 1 });
    case 'integer':
      return String(value);
    case 'date':
      return dateText(String(value), context);
    case 'dateTime':
      return dateTimeText(String(value), context);
    case 'boolean':
      return context.translate(`ra.boolean.${value ? 'true' : 'false'}`);
    default:
      return neutraliseFormula(String(value));
  }
}

/** The whole file: the BOM, the translated header line, then one line per record (CRLF line ends). */
export function buildCsv<R>(spec: CsvSpec<R>, records: readonly R[], context: CsvContext): string {
  const separator = csvSeparator(context.locale);
  const line = (cells: string[]) => cells.map((cell) => csvCell(cell, separator)).join(separator);
  const header = line(spec.columns.map((column) => neutraliseFormula(context.translate(column.label))));
  const rows = records.map((record) =>
    line(spec.columns.map((column) => formatCsvValue(column.value(record, context), column.kind ?? 'text', context))),
  );
  return BOM + [header, ...rows].join(LINE_END) + LINE_END;
}

/** The time zone the company's dates are written in: its settings', else the product's default. */
async function companyTimeZone(dataProvider: DataProvider, companyId: unknown): Promise<string> {
  if (typeof companyId !== 'string' || companyId === '') return DEFAULT_TIME_ZONE;
  try {
    const { data } = await dataProvider.getOne('companies', { id: companyId });
    const zone = (data as { settings?: { timeZone?: string | null } }).settings?.timeZone;
    return zone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * Downloads records as that spec's CSV, in the language the console shows at that moment (i18nProvider.getLocale())
 * and the signed-in company's time zone; `filename` replaces the spec's (without .csv).
 */
export function useCsvDownload<R>(
  spec: CsvSpec<R>,
): (records: readonly R[], dataProvider: DataProvider, filename?: string) => Promise<void> {
  const i18n = useI18nProvider();
  const { identity } = useGetIdentity();
  const companyId = identity?.companyId;
  return useCallback(
    async (records: readonly R[], dataProvider: DataProvider, filename?: string) => {
      const timeZone = await companyTimeZone(dataProvider, companyId);
      const context: CsvContext = { locale: i18n.getLocale(), translate: (key, options) => i18n.translate(key, options), timeZone };
      downloadCSV(buildCsv(spec, records, context), filename ?? spec.filename);
    },
    [i18n, companyId, spec],
  );
}

/** The list's exporter for that spec (react-admin's Exporter): use it as `exporter={useXxxExporter()}`. */
export function useCsvExporter<R extends RaRecord>(spec: CsvSpec<R>): Exporter<R> {
  const download = useCsvDownload(spec);
  return useCallback<Exporter<R>>((records, _fetchRelatedRecords, dataProvider) => download(records, dataProvider), [download]);
}
