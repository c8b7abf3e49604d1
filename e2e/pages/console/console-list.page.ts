import type { Locator, Page } from 'playwright-core';

/** Selector map of react-admin's DataTable, the table of every console list: column classes, never translated text. */
export const consoleListSelectors = {
  row: 'tbody tr.RaDataTable-row',
  cell: (column: string) => `tbody td.column-${column}`,
  /** A cell inside a row locator. */
  rowCell: (column: string) => `td.column-${column}`,
  header: (column: string) => `thead th.column-${column}`,
  loading: '.RaList-main .MuiLinearProgress-root, tbody .MuiSkeleton-root',
} as const;

const s = consoleListSelectors;

/** What every console list does: show its rows once loaded, read a column or a header, find and open a row. */
export class ConsoleListPage {
  constructor(protected readonly page: Page) {}

  /** Goes to a list's URL and answers its page once the rows are shown. */
  protected static async openAt<T extends ConsoleListPage>(this: new (page: Page) => T, page: Page, url: string): Promise<T> {
    await page.goto(url);
    const list = new this(page);
    await list.waitForRows();
    return list;
  }

  async waitForRows(): Promise<void> {
    await this.page.locator(s.row).first().waitFor();
    await this.page.locator(s.loading).first().waitFor({ state: 'detached' });
  }

  /** A column's cells, as shown, top to bottom. */
  async column(name: string): Promise<string[]> {
    return this.page.locator(s.cell(name)).allTextContents();
  }

  async headerText(column: string): Promise<string> {
    return (await this.page.locator(s.header(column)).textContent()) ?? '';
  }

  /** The rows whose cell in that column contains the text. */
  rowsWith(column: string, text: string): Locator {
    return this.page.locator(s.row).filter({ has: this.page.locator(s.rowCell(column), { hasText: text }) });
  }

  /** Clicks the first row whose cell in that column contains the text, and waits for the show page it opens. */
  protected async openRowWith(column: string, text: string): Promise<void> {
    await this.rowsWith(column, text).first().click();
    await this.page.waitForURL((url) => url.hash.endsWith('/show'));
  }
}
