import type { Locator, Page } from 'playwright-core';
import { ConsoleFormPage, consoleFormSelectors } from './console-form.page';

/** Selector map of a company's finance tab and its financial-settings edit page, beside the form's (console-form.page.ts). */
export const companyFinanceSelectors = {
  settings: '[data-testid="finance-settings"]',
  resume: '[data-testid="finance-resume"]',
  figure: (name: string) => `[data-figure="${name}"]`,
  method: '[data-testid="finance-settings"] [data-method]',
  clubDiscount: '[data-testid="finance-club-discount"] [data-bps]',
  emergencyPrice: '[data-testid="finance-emergency-price"]',
  editLink: '[data-testid="finance-settings"] a[href*="companyFinancials"]',
  tab: '.MuiTabs-root [role="tab"]',
  option: '[role="listbox"] [role="option"]',
  switch: (field: string) => `input[type="checkbox"][name="${field}"]`,
} as const;

const s = companyFinanceSelectors;

/** A company's finance tab (show page, path "finance") and the edit page it links to. */
export class CompanyFinancePage extends ConsoleFormPage {
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

  /** The benefits club discount the tab shows, as a percentage (spaces removed: some ICU versions put one before %). */
  async clubDiscount(): Promise<string> {
    return ((await this.page.locator(s.clubDiscount).textContent()) ?? '').replace(/\s/g, '');
  }

  /** The emergency attendance's price as the tab shows it ("Pronto atendimento: gratuito" when 0). */
  async emergencyPrice(): Promise<string> {
    return (await this.page.locator(s.emergencyPrice).textContent()) ?? '';
  }

  /** The emergency attendance's price the tab shows, in cents. */
  async emergencyPriceCents(): Promise<number> {
    return Number(await this.page.locator(s.emergencyPrice).getAttribute('data-cents'));
  }

  figure(name: string): Locator {
    return this.page.locator(s.figure(name));
  }

  async openEdit(): Promise<void> {
    await this.editLink().click();
    await this.page.waitForURL((url) => /#\/companyFinancials\/[^/]+$/.test(url.hash));
    await this.input('consultationPriceCents').waitFor();
  }

  /** Opens a tab of the edit form by its position (labels are translated). */
  async openFormTab(index: number): Promise<void> {
    await this.page.locator(s.tab).nth(index).click();
  }

  async check(field: string): Promise<void> {
    await this.page.locator(s.switch(field)).check();
  }

  /** Opens a select and picks the option with that text. */
  async choose(field: string, text: string): Promise<void> {
    await this.page.locator(consoleFormSelectors.select(field)).click();
    await this.page.locator(s.option).filter({ hasText: text }).first().click();
  }
}
