import type { Locator, Page } from 'playwright-core';
import { ConsoleListPage, consoleListSelectors } from './console-list.page';

/** Selector map of the emergency queue form (the list's table: console-list.page.ts): input names, never translated text. */
export const emergencyQueuesSelectors = {
  input: (name: string) => `input[name="${name}"]`,
  grants: '.ra-input-professionalIds',
} as const;

/** #/emergencyQueues: the rows, and a queue's edit form. */
export class EmergencyQueuesPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<EmergencyQueuesPage> {
    return EmergencyQueuesPage.openAt(page, `${consoleUrl}/#/emergencyQueues`);
  }

  row(name: string): Locator {
    return this.rowsWith('name', name);
  }

  /** A column of a row, as shown. */
  async cellOf(name: string, column: string): Promise<string> {
    return ((await this.row(name).locator(consoleListSelectors.rowCell(column)).textContent()) ?? '').trim();
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
