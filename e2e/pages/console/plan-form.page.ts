import type { Locator, Page } from 'playwright-core';

/** Selector map of the create and edit forms (plans and companies): input names, react-admin class names. */
export const recordFormSelectors = {
  input: (field: string) => `input[name="${field}"]`,
  tab: '.MuiTabs-root [role="tab"]',
  /** An option of an open autocomplete (ReferenceInput → AutocompleteInput). */
  option: '[role="listbox"] [role="option"]',
  save: 'form button[type="submit"]',
} as const;

/** A create or edit form of the console: fill inputs by name, pick an autocomplete option, save. */
export class RecordFormPage {
  constructor(private readonly page: Page) {}

  /** Opens a resource's create page (e.g. 'plans', 'companies') and waits for its first input. */
  static async openCreate(page: Page, consoleUrl: string, resource: string, firstField = 'name'): Promise<RecordFormPage> {
    await page.goto(`${consoleUrl}/#/${resource}/create`);
    const form = new RecordFormPage(page);
    await form.input(firstField).waitFor();
    return form;
  }

  input(field: string): Locator {
    return this.page.locator(recordFormSelectors.input(field));
  }

  async fill(field: string, value: string): Promise<void> {
    await this.input(field).fill(value);
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
    await this.page.locator(recordFormSelectors.save).click();
    await this.page.waitForURL((url) => new RegExp(`^#/${resource}/[^/]+/show$`).test(url.hash));
    return decodeURIComponent(new URL(this.page.url()).hash.split('/')[2] ?? '');
  }
}
