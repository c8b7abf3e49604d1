import type { Locator, Page } from 'playwright-core';

/** Selector map of the person create and edit forms: input names, MUI helper lines. */
export const personFormSelectors = {
  input: (field: string) => `input[name="${field}"]`,
  helperText: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) .MuiFormHelperText-root`,
  save: 'form button[type="submit"]',
} as const;

/** The person form (create or edit). */
export class PersonFormPage {
  constructor(private readonly page: Page) {}

  static async openCreate(page: Page, consoleUrl: string): Promise<PersonFormPage> {
    await page.goto(`${consoleUrl}/#/persons/create`);
    const form = new PersonFormPage(page);
    await form.input('name').waitFor();
    return form;
  }

  input(field: string): Locator {
    return this.page.locator(personFormSelectors.input(field));
  }

  helperText(field: string): Locator {
    return this.page.locator(personFormSelectors.helperText(field));
  }

  async fill(field: string, value: string): Promise<void> {
    await this.input(field).fill(value);
  }

  async save(): Promise<void> {
    await this.page.locator(personFormSelectors.save).click();
  }
}
