import type { Locator, Page } from 'playwright-core';
import { ConsoleListPage, consoleListSelectors } from './console-list.page';

/** Selector map of the appointments list beside its table (console-list.page.ts): classes and data attributes only. */
export const appointmentListSelectors = {
  statusChip: 'td.column-status [data-status]',
  filter: (source: string) => `.filter-field[data-source="${source}"]`,
  option: (code: string) => `li[role="option"][data-value="${code}"]`,
  autocompleteOption: 'li[role="option"]',
  helperText: (source: string) => `.filter-field[data-source="${source}"] .MuiFormHelperText-root`,
  reportButton: '[data-testid="open-report"]',
  empty: '.RaList-noResults, .RaEmpty-root, .RaList-main .MuiAlert-root',
} as const;

/** /appointments: filters, rows, their status chips. */
export class AppointmentListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<AppointmentListPage> {
    return AppointmentListPage.openAt(page, `${consoleUrl}/#/appointments`);
  }

  /** Waits until the list shows exactly these protocols (the filters apply after a debounce). */
  async protocols(): Promise<string[]> {
    await this.page.locator(consoleListSelectors.loading).first().waitFor({ state: 'detached' });
    return this.column('protocol');
  }

  /** The status chips as shown (translated) and their codes. */
  async statuses(): Promise<Array<{ code: string | null; text: string }>> {
    const chips = this.page.locator(appointmentListSelectors.statusChip);
    const count = await chips.count();
    const out: Array<{ code: string | null; text: string }> = [];
    for (let i = 0; i < count; i++) {
      const chip = chips.nth(i);
      out.push({ code: await chip.getAttribute('data-status'), text: (await chip.textContent()) ?? '' });
    }
    return out;
  }

  /** Picks statuses in the multiple select of the status filter. */
  async chooseStatuses(...codes: string[]): Promise<void> {
    await this.page.locator(`${appointmentListSelectors.filter('status')} [role="combobox"]`).click();
    for (const code of codes) await this.page.locator(appointmentListSelectors.option(code)).click();
    await this.page.keyboard.press('Escape');
  }

  /** Types into the professional filter and picks the suggestion with that name. */
  async chooseProfessional(name: string): Promise<void> {
    const input = this.page.locator(`${appointmentListSelectors.filter('doctorId')} input`);
    await input.click();
    await input.fill(name);
    await this.page.locator(appointmentListSelectors.autocompleteOption, { hasText: name }).first().click();
  }

  async fillDate(source: 'from' | 'to', isoDate: string): Promise<void> {
    await this.page.locator(`${appointmentListSelectors.filter(source)} input`).fill(isoDate);
  }

  helperText(source: string): Locator {
    return this.page.locator(appointmentListSelectors.helperText(source));
  }

  /** Opens the row of this protocol (its show page). */
  async openProtocol(protocol: string): Promise<void> {
    // A row replaced by a refetch (the filters apply after a debounce) drops the click: click again until it opens.
    const opened = (url: URL) => /#\/appointments\/[^/]+\/show/.test(url.hash);
    for (let attempt = 0; attempt < 5; attempt++) {
      await this.page.locator(consoleListSelectors.loading).first().waitFor({ state: 'detached' });
      await this.page.locator(consoleListSelectors.cell('protocol'), { hasText: protocol }).first().click();
      try {
        await this.page.waitForURL(opened, { timeout: 3_000 });
        // react-admin applies filter changes after a 500 ms debounce, and a late one navigates back to the list:
        // the detail is open once it is still open after that.
        await this.page.waitForTimeout(700);
        if (opened(new URL(this.page.url()))) return;
      } catch {
        // not opened yet: try again
      }
    }
    await this.page.waitForURL(opened);
  }

  async openReport(): Promise<void> {
    await this.page.locator(appointmentListSelectors.reportButton).click();
    await this.page.waitForURL((url) => url.hash.startsWith('#/appointmentReport'));
  }
}
