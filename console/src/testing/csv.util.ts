import polyglotI18nProvider from 'ra-i18n-polyglot';
import { expect } from 'vitest';
import { en } from '../i18n/en';
import { ptBr } from '../i18n/pt-br';
import type { CsvContext } from '../resources/csv';

/** The console's own catalogues, translated as react-admin does (polyglot). */
export function csvContext(locale: 'pt-BR' | 'en', timeZone = 'America/Sao_Paulo'): CsvContext {
  const i18n = polyglotI18nProvider(() => (locale === 'en' ? en : ptBr), locale);
  return { locale, timeZone, translate: (key, options) => i18n.translate(key, options) };
}

/** Splits the file back into rows of cells (RFC 4180), after checking and dropping the BOM. */
export function parseCsv(text: string, separator: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
