import type { Locator, Page } from 'playwright-core';

export type AppointmentTab = 'today' | 'upcoming' | 'past' | 'cancelled';

/** Selector map of /person/appointment. */
export const personAppointmentsSelectors = {
  root: '[data-testid="person-appointments"]',
  tab: (tab: AppointmentTab) => `[data-testid="appointments-tab-${tab}"]`,
  card: (protocol: string) => `[data-testid="appointment-card"][data-protocol="${protocol}"]`,
  professional: '[data-testid="appointment-professional"]',
  status: '[data-testid="appointment-status"]',
  cancel: '[data-testid="appointment-cancel"]',
} as const;

/** The patient's appointments: today's, upcoming, past and cancelled tabs of cards. */
export class PersonAppointmentsPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, patientUrl: string, tab: AppointmentTab = 'today'): Promise<PersonAppointmentsPage> {
    await page.goto(`${patientUrl}/person/appointment`);
    const list = new PersonAppointmentsPage(page);
    await page.locator(personAppointmentsSelectors.root).waitFor();
    if (tab !== 'today') await list.chooseTab(tab);
    return list;
  }

  /**
   * The card of an appointment on whichever page of the tab holds it (the list shows ten a page, and other specs book
   * Maria's family days ahead too), as a patient would page through; null when no page has it.
   */
  async findCard(patientUrl: string, tab: Exclude<AppointmentTab, 'today'>, protocol: string): Promise<Locator | null> {
    for (let n = 1; n <= 20; n++) {
      await this.page.goto(`${patientUrl}/person/appointment?tab=${tab}&page=${n}`);
      await this.page.locator(personAppointmentsSelectors.root).waitFor();
      const cards = this.page.locator('[data-testid="appointment-card"]');
      await cards
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      if ((await cards.count()) === 0) return null;
      const card = this.page.locator(personAppointmentsSelectors.card(protocol));
      if ((await card.count()) > 0) return card;
    }
    return null;
  }

  async chooseTab(tab: AppointmentTab): Promise<void> {
    await this.page.locator(personAppointmentsSelectors.tab(tab)).click();
    await this.page.locator(`${personAppointmentsSelectors.tab(tab)}[aria-selected="true"]`).waitFor();
  }

  card(protocol: string): Locator {
    return this.page.locator(personAppointmentsSelectors.card(protocol));
  }
}
