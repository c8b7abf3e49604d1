import type { Page } from 'playwright-core';

/** Selector map of the persons list (react-admin DataTable): column classes, never translated text. */
export const personListSelectors = {
  row: 'tbody tr.RaDataTable-row',
  cell: (column: string) => `tbody td.column-${column}`,
  header: (column: string) => `thead th.column-${column}`,
  loading: '.RaList-main .MuiLinearProgress-root, tbody .MuiSkeleton-root',
  create: 'a.RaCreateButton-root, a[href="#/persons/create"]',
} as const;

/** /persons: read the rows, open a person. */
export class PersonListPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string): Promise<PersonListPage> {
    await page.goto(`${consoleUrl}/#/persons`);
    const list = new PersonListPage(page);
    await list.waitForRows();
    return list;
  }

  async waitForRows(): Promise<void> {
    await this.page.locator(personListSelectors.row).first().waitFor();
    await this.page.locator(personListSelectors.loading).first().waitFor({ state: 'detached' });
  }

  async displayNames(): Promise<string[]> {
    return this.page.locator(personListSelectors.cell('displayName')).allTextContents();
  }

  async headerText(column: string): Promise<string> {
    return (await this.page.locator(personListSelectors.header(column)).textContent()) ?? '';
  }

  /** Opens a person's show page by clicking its row. */
  async openRow(displayName: string): Promise<void> {
    await this.page
      .locator(personListSelectors.row)
      .filter({ has: this.page.locator('td.column-displayName', { hasText: displayName }) })
      .first()
      .click();
    await this.page.waitForURL((url) => url.hash.endsWith('/show'));
  }
}
