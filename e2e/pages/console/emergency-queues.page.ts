import type { Locator, Page } from 'playwright-core';

/** Selector map of the emergency queues list and form: column classes and input names, never translated text. */
export const emergencyQueuesSelectors = {
  row: 'tbody tr.RaDataTable-row',
  cell: (column: string) => `td.column-${column}`,
  loading: '.RaList-main .MuiLinearProgress-root, tbody .MuiSkeleton-root',
  input: (name: string) => `input[name="${name}"]`,
  grants: '.ra-input-professionalIds',
} as const;

/** #/emergencyQueues: the rows, and a queue's edit form. */
export class EmergencyQueuesPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string): Promise<EmergencyQueuesPage> {
    await page.goto(`${consoleUrl}/#/emergencyQueues`);
    await page.locator(emergencyQueuesSelectors.row).first().waitFor();
    await page.locator(emergencyQueuesSelectors.loading).first().waitFor({ state: 'detached' });
    return new EmergencyQueuesPage(page);
  }

  row(name: string): Locator {
    return this.page
      .locator(emergencyQueuesSelectors.row)
      .filter({ has: this.page.locator(emergencyQueuesSelectors.cell('name'), { hasText: name }) });
  }

  /** A column of a row, as shown. */
  async cellOf(name: string, column: string): Promise<string> {
    return ((await this.row(name).locator(emergencyQueuesSelectors.cell(column)).textContent()) ?? '').trim();
  }

  /** Opens the queue's edit form (rows open it). */
  async edit(name: string): Promise<void> {
    await this.row(name).click();
    await this.page.waitForURL((url) => /#\/emergencyQueues\/[^/]+$/.test(url.hash));
    await this.page.locator(emergencyQueuesSelectors.input('name')).waitFor();
  }

  input(name: string): Locator {
    return this.page.locator(emergencyQueuesSelectors.input(name));
  }

  /** The professionals shown in the grants multi-select. */
  async grantedNames(): Promise<string[]> {
    return (await this.page.locator(`${emergencyQueuesSelectors.grants} .MuiChip-label`).allTextContents()).map((t) => t.trim());
  }
}
