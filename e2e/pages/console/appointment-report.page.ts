import type { Page } from 'playwright-core';
import { ConsoleListPage, consoleListSelectors } from './console-list.page';

/** Selector map of the appointment report's totals card (its table: console-list.page.ts): data attributes. */
export const appointmentReportSelectors = {
  total: (column: string) => `[data-testid="report-totals"] [data-total="${column}"] [data-value]`,
  totalLabel: (column: string) => `[data-testid="report-totals"] [data-total="${column}"] .MuiTypography-caption`,
} as const;

/** /appointmentReport: rows per day and professional, and the totals over every row. */
export class AppointmentReportPage extends ConsoleListPage {
  static async ready(page: Page): Promise<AppointmentReportPage> {
    await page.locator(consoleListSelectors.row).first().waitFor();
    await page.locator(appointmentReportSelectors.total('total')).waitFor();
    return new AppointmentReportPage(page);
  }

  async total(column: string): Promise<string> {
    return ((await this.page.locator(appointmentReportSelectors.total(column)).textContent()) ?? '').trim();
  }

  async totalLabel(column: string): Promise<string> {
    return ((await this.page.locator(appointmentReportSelectors.totalLabel(column)).textContent()) ?? '').trim();
  }

  /** The rows as shown: professional and a count column. */
  async rows(column: string): Promise<Array<{ professional: string; value: string }>> {
    await this.page.locator(consoleListSelectors.loading).first().waitFor({ state: 'detached' });
    const professionals = await this.column('professionalName');
    const values = await this.column(column);
    return professionals.map((professional, i) => ({ professional, value: values[i] ?? '' }));
  }
}
