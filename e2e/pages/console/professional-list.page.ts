import type { Page } from 'playwright-core';

/** Selector map of the professionals list (react-admin DataTable): column classes and data attributes, never translated text. */
export const professionalListSelectors = {
  row: 'tbody tr.RaDataTable-row',
  cell: (column: string) => `tbody td.column-${column}`,
  header: (column: string) => `thead th.column-${column}`,
  specialtyChips: '[data-specialty]',
  loading: '.RaList-main .MuiLinearProgress-root, tbody .MuiSkeleton-root',
} as const;

/** /professionals: read the rows and their specialties. */
export class ProfessionalListPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string, search?: string): Promise<ProfessionalListPage> {
    const filter = search ? `?filter=${encodeURIComponent(JSON.stringify({ q: search }))}` : '';
    await page.goto(`${consoleUrl}/#/professionals${filter}`);
    const list = new ProfessionalListPage(page);
    await list.waitForRows();
    return list;
  }

  async waitForRows(): Promise<void> {
    await this.page.locator(professionalListSelectors.row).first().waitFor();
    await this.page.locator(professionalListSelectors.loading).first().waitFor({ state: 'detached' });
  }

  async names(): Promise<string[]> {
    return this.page.locator(professionalListSelectors.cell('name')).allTextContents();
  }

  async headerText(column: string): Promise<string> {
    return (await this.page.locator(professionalListSelectors.header(column)).textContent()) ?? '';
  }

  /** The specialty chips of a row, as shown. */
  async specialtiesOf(name: string): Promise<string[]> {
    const row = this.page
      .locator(professionalListSelectors.row)
      .filter({ has: this.page.locator('td.column-name', { hasText: name }) })
      .first();
    return row.locator(professionalListSelectors.specialtyChips).allTextContents();
  }
}
