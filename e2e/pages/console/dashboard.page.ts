import type { Locator, Page } from 'playwright-core';

/** Selector map of the console's home (dashboard): test ids and roles, never translated text. */
export const dashboardSelectors = {
  clinicDay: '[data-testid="clinic-day"]',
  live: '[data-testid="dashboard-live"]',
  appointmentsCard: '[data-testid="dashboard-appointments"]',
  appointmentsTotal: '[data-testid="appointments-total"]',
  appointmentStatus: (code: string) => `[data-testid="appointments-${code}"]`,
  emergencyCard: '[data-testid="dashboard-emergency"]',
  emergencyWaiting: '[data-testid="emergency-waiting"]',
  emergencyOffline: '[data-testid="dashboard-emergency-offline"]',
  queueRow: (name: string) => `[data-testid="dashboard-queue-${name}"]`,
  queueWaiting: '[data-testid="queue-waiting"]',
  messagesCard: '[data-testid="dashboard-messages"]',
  messagesUnread: '[data-testid="messages-unread"]',
} as const;

const number = async (locator: Locator) => Number((await locator.textContent())?.trim());

/** The console's home (#/): the welcome and, for the clinic's staff, the clinic's day live. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, consoleUrl: string, options: { expectClinicDay?: boolean } = {}): Promise<DashboardPage> {
    await page.goto(`${consoleUrl}/#/`);
    if (options.expectClinicDay ?? true) await page.locator(dashboardSelectors.clinicDay).waitFor();
    return new DashboardPage(page);
  }

  clinicDay(): Locator {
    return this.page.locator(dashboardSelectors.clinicDay);
  }

  /** Resolves once the dashboard follows the live changes (its subscription is registered). */
  async waitUntilLive(): Promise<void> {
    await this.page.locator(dashboardSelectors.live).waitFor({ timeout: 10_000 });
  }

  async date(): Promise<string> {
    return (await this.clinicDay().getAttribute('data-date')) ?? '';
  }

  appointmentsTotal(): Promise<number> {
    return number(this.page.locator(dashboardSelectors.appointmentsTotal));
  }

  async appointmentStatus(code: string): Promise<{ label: string; count: number }> {
    const chip = this.page.locator(dashboardSelectors.appointmentStatus(code));
    return { label: (await chip.textContent())?.trim() ?? '', count: Number(await chip.getAttribute('data-count')) };
  }

  async openAppointmentStatus(code: string): Promise<void> {
    await this.page.locator(dashboardSelectors.appointmentStatus(code)).click();
  }

  emergencyWaiting(): Promise<number> {
    return number(this.page.locator(dashboardSelectors.emergencyWaiting));
  }

  queueWaiting(name: string): Promise<number> {
    return number(this.page.locator(dashboardSelectors.queueRow(name)).locator(dashboardSelectors.queueWaiting));
  }

  unreadMessages(): Promise<number> {
    return number(this.page.locator(dashboardSelectors.messagesUnread));
  }

  /** The visible text of a card (its title and labels). */
  async cardText(card: 'appointmentsCard' | 'emergencyCard' | 'messagesCard'): Promise<string> {
    return ((await this.page.locator(dashboardSelectors[card]).textContent()) ?? '').replace(/\s+/g, ' ');
  }

  emergencyOffline(): Locator {
    return this.page.locator(dashboardSelectors.emergencyOffline);
  }
}
