import type { Locator, Page } from 'playwright-core';

/** Selector map of the all-appointments list (/professional/listappointment). */
export const appointmentsSelectors = {
  root: '[data-testid="all-appointments"]',
  heading: '[data-testid="all-appointments"] h1',
  total: '[data-testid="appointment-total"]',
  list: '[data-testid="appointment-list"]',
  empty: '[data-testid="appointment-list-empty"]',
  row: '[data-testid="appointment-row"]',
  date: '[data-testid="appointment-date"]',
  status: '[data-testid="appointment-status"]',
  from: '[data-testid="filter-from"]',
  to: '[data-testid="filter-to"]',
  statusChip: (status: string) => `[data-testid="filter-status-${status}"]`,
  clear: '[data-testid="filter-clear"]',
  sortField: '[data-testid="sort-field"]',
  sortOrder: '[data-testid="sort-order"]',
} as const;

/** The all-appointments list: its filters (date range, status chips, sort) and the rows shown. */
export class ProfessionalAppointmentsPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, patientUrl: string, query = ''): Promise<ProfessionalAppointmentsPage> {
    await page.goto(`${patientUrl}/professional/listappointment${query}`);
    const list = new ProfessionalAppointmentsPage(page);
    await list.settled();
    return list;
  }

  /** Rows or the empty state are on screen. */
  async settled(): Promise<void> {
    await this.page.locator(`${appointmentsSelectors.list}, ${appointmentsSelectors.empty}`).first().waitFor();
  }

  heading(): Locator {
    return this.page.locator(appointmentsSelectors.heading);
  }

  total(): Locator {
    return this.page.locator(appointmentsSelectors.total);
  }

  statusChip(status: string): Locator {
    return this.page.locator(appointmentsSelectors.statusChip(status));
  }

  async toggleStatus(status: string): Promise<void> {
    await this.statusChip(status).click();
  }

  /** Types a date (YYYY-MM-DD) into the From or To input. */
  async setDate(which: 'from' | 'to', date: string): Promise<void> {
    await this.page.locator(appointmentsSelectors[which]).fill(date);
  }

  async rowIds(): Promise<string[]> {
    return this.page.locator(appointmentsSelectors.row).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''));
  }

  async rowStatuses(): Promise<string[]> {
    return this.page.locator(appointmentsSelectors.row).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status') ?? ''));
  }

  async rowStatusTexts(): Promise<string[]> {
    return this.page.locator(`${appointmentsSelectors.row} ${appointmentsSelectors.status}`).allTextContents();
  }

  async rowDates(): Promise<string[]> {
    return this.page.locator(`${appointmentsSelectors.row} ${appointmentsSelectors.date}`).allTextContents();
  }
}
