import type { Locator, Page } from 'playwright-core';

/** Selector map of a company's finance tab and its financial-settings edit page. */
export const companyFinanceSelectors = {
  settings: '[data-testid="finance-settings"]',
  resume: '[data-testid="finance-resume"]',
  figure: (name: string) => `[data-figure="${name}"]`,
  method: '[data-testid="finance-settings"] [data-method]',
  editLink: '[data-testid="finance-settings"] a[href*="companyFinancials"]',
  tab: '.MuiTabs-root [role="tab"]',
  input: (field: string) => `input[name="${field}"]`,
  helperText: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) .MuiFormHelperText-root`,
  select: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) [role="combobox"]`,
  option: '[role="listbox"] [role="option"]',
  switch: (field: string) => `input[type="checkbox"][name="${field}"]`,
  save: 'form button[type="submit"]',
} as const;

const s = companyFinanceSelectors;

/** A company's finance tab (show page, path "finance") and the edit page it links to. */
export class CompanyFinancePage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string, companyId: string): Promise<CompanyFinancePage> {
    await page.goto(`${consoleUrl}/#/companies/${encodeURIComponent(companyId)}/show/finance`);
    const finance = new CompanyFinancePage(page);
    await page.locator(s.settings).waitFor();
    return finance;
  }

  settings(): Locator {
    return this.page.locator(s.settings);
  }

  editLink(): Locator {
    return this.page.locator(s.editLink);
  }

  methods(): Promise<string[]> {
    return this.page.locator(s.method).allTextContents();
  }

  figure(name: string): Locator {
    return this.page.locator(s.figure(name));
  }

  async openEdit(): Promise<void> {
    await this.editLink().click();
    await this.page.waitForURL((url) => /#\/companyFinancials\/[^/]+$/.test(url.hash));
    await this.page.locator(s.input('consultationPriceCents')).waitFor();
  }

  /** Opens a tab of the edit form by its position (labels are translated). */
  async openFormTab(index: number): Promise<void> {
    await this.page.locator(s.tab).nth(index).click();
  }

  input(field: string): Locator {
    return this.page.locator(s.input(field));
  }

  helperText(field: string): Locator {
    return this.page.locator(s.helperText(field));
  }

  async fill(field: string, value: string): Promise<void> {
    await this.input(field).fill(value);
  }

  async check(field: string): Promise<void> {
    await this.page.locator(s.switch(field)).check();
  }

  /** Opens a select and picks the option with that text. */
  async choose(field: string, text: string): Promise<void> {
    await this.page.locator(s.select(field)).click();
    await this.page.locator(s.option).filter({ hasText: text }).first().click();
  }

  async save(): Promise<void> {
    await this.page.locator(s.save).click();
  }
}
