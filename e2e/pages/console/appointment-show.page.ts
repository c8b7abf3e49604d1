import type { Page } from 'playwright-core';

/** Selector map of an appointment's show page: react-admin's field classes and tab links. */
export const appointmentShowSelectors = {
  field: (source: string) => `.RaShow-main .ra-field-${source}`,
  value: (source: string) => `.RaShow-main .ra-field-${source} > :not(.RaLabeled-label)`,
  label: (source: string) => `.RaShow-main .ra-field-${source} .RaLabeled-label`,
  tab: (path: string) => `a[role="tab"][href$="${path}"]`,
  statusChip: '.RaShow-main [data-status]',
  files: '[data-testid="appointment-files"] li',
  loaded: '[data-testid="appointment-detail-loaded"]',
} as const;

/** /appointments/{id}/show: the tabs of an appointment and their fields. */
export class AppointmentShowPage {
  constructor(private readonly page: Page) {}

  static async ready(page: Page): Promise<AppointmentShowPage> {
    await page.locator(appointmentShowSelectors.field('protocol')).waitFor();
    await page.locator(appointmentShowSelectors.loaded).waitFor({ state: 'attached' });
    return new AppointmentShowPage(page);
  }

  async text(source: string): Promise<string> {
    const value = this.page.locator(appointmentShowSelectors.value(source)).first();
    await value.waitFor();
    return ((await value.textContent()) ?? '').trim();
  }

  async label(source: string): Promise<string> {
    return ((await this.page.locator(appointmentShowSelectors.label(source)).first().textContent()) ?? '').trim();
  }

  async status(): Promise<{ code: string | null; text: string }> {
    const chip = this.page.locator(appointmentShowSelectors.statusChip).first();
    return { code: await chip.getAttribute('data-status'), text: (await chip.textContent()) ?? '' };
  }

  async openTab(path: 'clinical' | 'timeline' | 'files'): Promise<void> {
    await this.page.locator(appointmentShowSelectors.tab(`/show/${path}`)).click();
    await this.page.waitForURL((url) => url.hash.endsWith(`/show/${path}`));
  }
}
