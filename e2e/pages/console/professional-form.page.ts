import type { Locator, Page } from 'playwright-core';

/** Selector map of the professional create and edit forms: input names, MUI selects and helper lines. */
export const professionalFormSelectors = {
  input: (field: string) => `input[name="${field}"]`,
  select: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) [role="combobox"]`,
  option: (value: string) => `ul[role="listbox"] li[data-value="${value}"]`,
  helperText: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) .MuiFormHelperText-root`,
  tab: (index: number) => `.MuiTabs-root [role="tab"] >> nth=${index}`,
  save: 'form button[type="submit"]',
} as const;

/** The professional form (create or edit). */
export class ProfessionalFormPage {
  constructor(private readonly page: Page) {}

  static async openCreate(page: Page, consoleUrl: string): Promise<ProfessionalFormPage> {
    await page.goto(`${consoleUrl}/#/professionals/create`);
    const form = new ProfessionalFormPage(page);
    await form.input('name').waitFor();
    return form;
  }

  static async openEdit(page: Page, consoleUrl: string, id: string): Promise<ProfessionalFormPage> {
    await page.goto(`${consoleUrl}/#/professionals/${id}`);
    const form = new ProfessionalFormPage(page);
    await form.input('name').waitFor();
    return form;
  }

  input(field: string): Locator {
    return this.page.locator(professionalFormSelectors.input(field));
  }

  helperText(field: string): Locator {
    return this.page.locator(professionalFormSelectors.helperText(field));
  }

  async fill(field: string, value: string): Promise<void> {
    await this.input(field).fill(value);
  }

  /** Picks one value (or, for a multiple select, several) by code. */
  async choose(field: string, ...values: string[]): Promise<void> {
    await this.page.locator(professionalFormSelectors.select(field)).click();
    for (const value of values) await this.page.locator(professionalFormSelectors.option(value)).click();
    await this.page.keyboard.press('Escape');
    await this.page.locator('ul[role="listbox"]').waitFor({ state: 'detached' });
  }

  async save(): Promise<void> {
    await this.page.locator(professionalFormSelectors.save).click();
  }
}
