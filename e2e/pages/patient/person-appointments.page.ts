import type { Locator, Page } from 'playwright-core';

export type AppointmentTab = 'today' | 'upcoming' | 'past';

/** Selector map of /person/appointment. */
export const personAppointmentsSelectors = {
  root: '[data-testid="person-appointments"]',
  tab: (tab: AppointmentTab) => `[data-testid="appointments-tab-${tab}"]`,
  card: (protocol: string) => `[data-testid="appointment-card"][data-protocol="${protocol}"]`,
  professional: '[data-testid="appointment-professional"]',
  status: '[data-testid="appointment-status"]',
  cancel: '[data-testid="appointment-cancel"]',
} as const;

/** The patient's appointments: today's, upcoming and past tabs of cards. */
export class PersonAppointmentsPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, patientUrl: string, tab: AppointmentTab = 'today'): Promise<PersonAppointmentsPage> {
    await page.goto(`${patientUrl}/person/appointment`);
    const list = new PersonAppointmentsPage(page);
    await page.locator(personAppointmentsSelectors.root).waitFor();
    if (tab !== 'today') await list.chooseTab(tab);
    return list;
  }

  async chooseTab(tab: AppointmentTab): Promise<void> {
    await this.page.locator(personAppointmentsSelectors.tab(tab)).click();
    await this.page.locator(`${personAppointmentsSelectors.tab(tab)}[aria-selected="true"]`).waitFor();
  }

  card(protocol: string): Locator {
    return this.page.locator(personAppointmentsSelectors.card(protocol));
  }
}
