import type { Page } from 'playwright-core';
import { ConsoleFormPage, consoleFormSelectors } from './console-form.page';

/** Selector map of the create and edit forms (plans and companies), beside the console's (console-form.page.ts). */
export const recordFormSelectors = {
  tab: '.MuiTabs-root [role="tab"]',
  /** An option of an open autocomplete (ReferenceInput → AutocompleteInput). */
  option: '[role="listbox"] [role="option"]',
} as const;

/** A create or edit form of the console: fill inputs by name, pick an autocomplete option, save. */
export class RecordFormPage extends ConsoleFormPage {
  /** Opens a resource's create page (e.g. 'plans', 'companies') and waits for its first input. */
  static async openCreate(page: Page, consoleUrl: string, resource: string, firstField = 'name'): Promise<RecordFormPage> {
    await page.goto(`${consoleUrl}/#/${resource}/create`);
    const form = new RecordFormPage(page);
    await form.input(firstField).waitFor();
    return form;
  }

  /** Opens a tab of a tabbed form by its position (labels are translated). */
  async openTab(index: number): Promise<void> {
    await this.page.locator(recordFormSelectors.tab).nth(index).click();
  }

  /** Types into an autocomplete input and picks the option with that exact text. */
  async pick(field: string, text: string): Promise<void> {
    const input = this.input(field);
    await input.click();
    await input.fill(text);
    await this.page.locator(recordFormSelectors.option).filter({ hasText: text }).first().click();
  }

  /** Saves and waits for the record's show page (forms redirect there on success). */
  async saveAndShow(resource: string): Promise<string> {
    await this.page.locator(consoleFormSelectors.save).click();
    await this.page.waitForURL((url) => new RegExp(`^#/${resource}/[^/]+/show$`).test(url.hash));
    return decodeURIComponent(new URL(this.page.url()).hash.split('/')[2] ?? '');
  }
}
