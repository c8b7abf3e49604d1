import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** Splits CSV text into rows of cells (RFC 4180 quoting: "" inside quotes, separators and line breaks in quotes). */
export function parseCsv(text: string): string[][] {
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
    else if (c === ',') {
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

  /** The downloaded file's name and its rows as objects keyed by the header line. */
  async export(): Promise<{ fileName: string; header: string[]; rows: Array<Record<string, string>> }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 15_000 }),
      this.page.getByRole('button', { name: /^(Export|Exportar)$/ }).click(),
    ]);
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const [header = [], ...lines] = parseCsv(text);
    return {
      fileName: download.suggestedFilename(),
      header,
      rows: lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']))),
    };
  }
}
