import type { Locator, Page } from 'playwright-core';

/** Selector map of the professional's today's list (/professional/listscheduled): test ids, never translated text. */
export const todaySelectors = {
  home: '[data-testid="professional-home"]',
  list: '[data-testid="today-list"]',
  empty: '[data-testid="today-list-empty"]',
  row: '[data-testid="appointment-row"]',
  rowById: (id: string) => `[data-testid="appointment-row"][data-id="${id}"]`,
  time: '[data-testid="appointment-time"]',
  patient: '[data-testid="appointment-patient"]',
  status: '[data-testid="appointment-status"]',
  reason: '[data-testid="appointment-reason"]',
  action: (status: string) => `[data-testid="action-${status}"]`,
  confirm: '[data-testid="confirm-action"]',
  error: '[data-testid="status-change-error"]',
  listTitle: '#today-list-title',
} as const;

/** Today's list: its rows in screen order, their time, patient, status and reason, and the status actions. */
export class ProfessionalTodayPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, patientUrl: string): Promise<ProfessionalTodayPage> {
    await page.goto(`${patientUrl}/professional/listscheduled`);
    const today = new ProfessionalTodayPage(page);
    await today.ready();
    return today;
  }

  /** The list, or its empty state, has arrived. */
  async ready(): Promise<void> {
    await this.page.locator(`${todaySelectors.list}, ${todaySelectors.empty}`).first().waitFor();
  }

  listTitle(): Locator {
    return this.page.locator(todaySelectors.listTitle);
  }

  row(id: string): Locator {
    return this.page.locator(todaySelectors.rowById(id));
  }

  /** The appointment ids in the order the rows are shown. */
  async rowIds(): Promise<string[]> {
    return this.page.locator(todaySelectors.row).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''));
  }

  /** The start time of each row, in screen order ("14:00"). */
  async startTimes(): Promise<string[]> {
    const texts = await this.page.locator(`${todaySelectors.row} ${todaySelectors.time}`).allTextContents();
    return texts.map((t) => t.slice(0, 5));
  }

  async statusText(id: string): Promise<string> {
    return (await this.row(id).locator(todaySelectors.status).textContent()) ?? '';
  }

  async statusTexts(): Promise<string[]> {
    return this.page.locator(`${todaySelectors.row} ${todaySelectors.status}`).allTextContents();
  }

  async patient(id: string): Promise<string> {
    return (await this.row(id).locator(todaySelectors.patient).textContent()) ?? '';
  }

  async reason(id: string): Promise<string> {
    return (await this.row(id).locator(todaySelectors.reason).textContent()) ?? '';
  }

  action(id: string, status: string): Locator {
    return this.row(id).locator(todaySelectors.action(status));
  }

  /** Clicks a status action of a row, confirming it when the screen asks. */
  async act(id: string, status: string): Promise<void> {
    await this.action(id, status).click();
    const confirm = this.page.locator(todaySelectors.confirm);
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
  }
}
