import type { Locator, Page } from 'playwright-core';

/** Selector map of the company show and edit pages: react-admin class names and input names. */
export const companyEditSelectors = {
  editButton: 'a.RaEditButton-root',
  input: (field: string) => `input[name="${field}"]`,
  /** The helper line under an input, which shows the field's error. */
  helperText: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) .MuiFormHelperText-root`,
  save: 'form button[type="submit"]',
} as const;

/** A company's edit form, reached from its show page. */
export class CompanyEditPage {
  constructor(private readonly page: Page) {}

  /** From a company's show page, follows its Edit button. */
  static async fromShow(page: Page): Promise<CompanyEditPage> {
    await page.locator(companyEditSelectors.editButton).click();
    await page.waitForURL((url) => /#\/companies\/[^/]+$/.test(url.hash));
    const edit = new CompanyEditPage(page);
    await edit.input('name').waitFor();
    return edit;
  }

  /** The company id in the URL. */
  companyId(): string {
    return decodeURIComponent(new URL(this.page.url()).hash.split('/')[2] ?? '');
  }

  input(field: string): Locator {
    return this.page.locator(companyEditSelectors.input(field));
  }

  helperText(field: string): Locator {
    return this.page.locator(companyEditSelectors.helperText(field));
  }

  async fill(field: string, value: string): Promise<void> {
    await this.input(field).fill(value);
  }

  async save(): Promise<void> {
    await this.page.locator(companyEditSelectors.save).click();
  }
}
