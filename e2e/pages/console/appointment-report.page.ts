import type { Page } from 'playwright-core';

/** Selector map of the appointment report: DataTable columns and the totals card's data attributes. */
export const appointmentReportSelectors = {
  row: 'tbody tr.RaDataTable-row',
  cell: (column: string) => `tbody td.column-${column}`,
  header: (column: string) => `thead th.column-${column}`,
  total: (column: string) => `[data-testid="report-totals"] [data-total="${column}"] [data-value]`,
  totalLabel: (column: string) => `[data-testid="report-totals"] [data-total="${column}"] .MuiTypography-caption`,
  loading: '.RaList-main .MuiLinearProgress-root, tbody .MuiSkeleton-root',
} as const;

/** /appointmentReport: rows per day and professional, and the totals over every row. */
export class AppointmentReportPage {
  constructor(private readonly page: Page) {}

  static async ready(page: Page): Promise<AppointmentReportPage> {
    await page.locator(appointmentReportSelectors.row).first().waitFor();
    await page.locator(appointmentReportSelectors.total('total')).waitFor();
    return new AppointmentReportPage(page);
  }

  async total(column: string): Promise<string> {
    return ((await this.page.locator(appointmentReportSelectors.total(column)).textContent()) ?? '').trim();
  }

  async totalLabel(column: string): Promise<string> {
    return ((await this.page.locator(appointmentReportSelectors.totalLabel(column)).textContent()) ?? '').trim();
  }

  async headerText(column: string): Promise<string> {
    return (await this.page.locator(appointmentReportSelectors.header(column)).textContent()) ?? '';
  }

  /** The rows as shown: professional and a count column. */
  async rows(column: string): Promise<Array<{ professional: string; value: string }>> {
    await this.page.locator(appointmentReportSelectors.loading).first().waitFor({ state: 'detached' });
    const professionals = await this.page.locator(appointmentReportSelectors.cell('professionalName')).allTextContents();
    const values = await this.page.locator(appointmentReportSelectors.cell(column)).allTextContents();
    return professionals.map((professional, i) => ({ professional, value: values[i] ?? '' }));
  }
}
