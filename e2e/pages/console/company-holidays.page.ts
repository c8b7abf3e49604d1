import type { Locator, Page } from 'playwright-core';

/** Selector map of a company's "Holidays" tab. */
export const companyHolidaysSelectors = {
  tab: '[data-testid="company-holidays"]',
  year: '[data-testid="holiday-year"]',
  row: (date: string) => `[data-testid="holiday-list"] tr[data-date="${date}"]`,
  rows: '[data-testid="holiday-list"] tbody tr[data-date]',
  date: '[data-testid="holiday-date"]',
  name: '[data-testid="holiday-name"]',
  add: '[data-testid="holiday-add"]',
  error: '[data-testid="holiday-error"]',
  selectedTab: '.MuiTabs-root [role="tab"][aria-selected="true"]',
} as const;

const s = companyHolidaysSelectors;

/** A company's holidays tab (show page, path "holidays"): the year's list and the clinic-holiday form. */
export class CompanyHolidaysPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string, companyId: string): Promise<CompanyHolidaysPage> {
    await page.goto(`${consoleUrl}/#/companies/${encodeURIComponent(companyId)}/show/holidays`);
    const holidays = new CompanyHolidaysPage(page);
    await page.locator(s.year).waitFor();
    return holidays;
  }

  tab(): Locator {
    return this.page.locator(s.tab);
  }

  selectedTabLabel(): Promise<string | null> {
    return this.page.locator(s.selectedTab).textContent();
  }

  year(): Locator {
    return this.page.locator(s.year);
  }

  /** Moves the list to a year with the arrows beside its title. */
  async goToYear(year: number, labels: { previous: string; next: string }): Promise<void> {
    for (let i = 0; i < 3; i++) {
      const shown = Number((await this.year().textContent())?.match(/\d{4}/)?.[0]);
      if (shown === year) return;
      await this.page.getByRole('button', { name: shown < year ? labels.next : labels.previous }).click();
      await this.page
        .locator(s.year)
        .filter({ hasText: String(shown < year ? shown + 1 : shown - 1) })
        .waitFor();
    }
  }

  row(date: string): Locator {
    return this.page.locator(s.row(date));
  }

  /** The dates listed, in order. */
  dates(): Promise<Array<string | null>> {
    return this.page.locator(s.rows).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-date')));
  }

  async addClinicHoliday(date: string, name: string): Promise<void> {
    await this.page.locator(s.date).fill(date);
    await this.page.locator(s.name).fill(name);
    await this.page.locator(s.add).click();
  }

  /** The row's action button ("Mark as worked", "Remove" …). */
  async act(date: string, label: string): Promise<void> {
    await this.row(date).getByRole('button', { name: label }).click();
  }

  error(): Locator {
    return this.page.locator(s.error);
  }
}
