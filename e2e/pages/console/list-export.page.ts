import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/**
 * Splits CSV text into rows of cells with that separator (RFC 4180 quoting: "" inside quotes, separators and line
 * breaks in quotes; CRLF or LF line ends).
 */
export function parseCsv(text: string, separator: ';' | ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
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
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A list page's CSV export, as the user gets it: clicks Export and reads the downloaded file. */
export class ListExportPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string, resource: string): Promise<ListExportPage> {
    await page.goto(`${consoleUrl}/#/${resource}`);
    await page.locator('.RaList-main').waitFor();
    await page.locator('.RaList-main tbody tr').first().waitFor();
    return new ListExportPage(page);
  }

  /**
   * Clicks Export and reads the downloaded file as a spreadsheet in the console's language would: with `;` between cells
   * in Portuguese, `,` in English. Gives the file's name, whether it starts with a UTF-8 BOM, its raw text, the header
   * line and the rows as objects keyed by the header (`cells`: the same rows as arrays, to count their columns).
   */
  async export(separator: ';' | ','): Promise<CsvExport> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 15_000 }),
      this.page.getByRole('button', { name: /^(Export|Exportar)$/ }).click(),
    ]);
    const raw = await readFile(await download.path(), 'utf8');
    const hasBom = raw.startsWith('\uFEFF');
    const [header = [], ...cells] = parseCsv(hasBom ? raw.slice(1) : raw, separator);
    return {
      fileName: download.suggestedFilename(),
      hasBom,
      text: raw,
      header,
      cells,
      rows: cells.map((line) => Object.fromEntries(header.map((h, i) => [h, line[i] ?? '']))),
    };
  }
}

export type CsvExport = {
  fileName: string;
  hasBom: boolean;
  text: string;
  header: string[];
  cells: string[][];
  rows: Array<Record<string, string>>;
};
