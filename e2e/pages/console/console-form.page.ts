import type { Locator, Page } from 'playwright-core';

/** Selector map of react-admin's create and edit forms (MUI inputs): input names, never translated text. */
export const consoleFormSelectors = {
  input: (field: string) => `input[name="${field}"]`,
  /** The helper line under an input, which shows the field's error. */
  helperText: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) .MuiFormHelperText-root`,
  select: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) [role="combobox"]`,
  option: (value: string) => `ul[role="listbox"] li[data-value="${value}"]`,
  listbox: 'ul[role="listbox"]',
  save: 'form button[type="submit"]',
} as const;

const s = consoleFormSelectors;

/** What every console form does: an input and its helper line by field name, fill, save. */
export class ConsoleFormPage {
  constructor(protected readonly page: Page) {}

  input(field: string): Locator {
    return this.page.locator(s.input(field));
  }

  helperText(field: string): Locator {
    return this.page.locator(s.helperText(field));
  }

  async fill(field: string, value: string): Promise<void> {
    await this.input(field).fill(value);
  }

  async save(): Promise<void> {
    await this.page.locator(s.save).click();
  }
}

/** The helper line of an input (its error once invalid), found through the input's aria-describedby. */
export async function describedHelperText(input: Locator): Promise<string | null> {
  const id = await input.getAttribute('aria-describedby');
  return id ? input.page().locator(`[id="${id}"]`).textContent() : null;
}
