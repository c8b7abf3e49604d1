import type { Locator, Page } from 'playwright-core';
import { consoleFormSelectors } from './console-form.page';
import { ConsoleListPage, consoleListSelectors } from './console-list.page';

/** Selector map of the request pages, beside the list's and the form's: data attributes and react-admin classes, never translated text. */
export const appointmentRequestSelectors = {
  statusChip: '[data-status]',
  showField: (source: string) => `.ra-field-${source}`,
  input: (field: string) => `[name="${field}"]`,
} as const;

/** /appointmentRequests: the rows of the list and their status. */
export class AppointmentRequestListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<AppointmentRequestListPage> {
    return AppointmentRequestListPage.openAt(page, `${consoleUrl}/#/appointmentRequests`);
  }

  override async headerText(column: string): Promise<string> {
    return (await super.headerText(column)).trim();
  }

  /** The row whose observation holds this text. */
  row(observation: string): Locator {
    return this.rowsWith('observation', observation).first();
  }

  async cell(observation: string, column: string): Promise<string> {
    return ((await this.row(observation).locator(consoleListSelectors.rowCell(column)).textContent()) ?? '').trim();
  }

  /** The status code and translated text of the row's chip. */
  async statusOf(observation: string): Promise<{ code: string | null; text: string | null }> {
    const chip = this.row(observation).locator(appointmentRequestSelectors.statusChip);
    return { code: await chip.getAttribute('data-status'), text: await chip.textContent() };
  }

  async open(observation: string): Promise<AppointmentRequestShowPage> {
    await this.row(observation).click();
    return AppointmentRequestShowPage.waitFor(this.page);
  }
}

/** /appointmentRequests/{id}/show. */
export class AppointmentRequestShowPage {
  constructor(private readonly page: Page) {}

  static async waitFor(page: Page): Promise<AppointmentRequestShowPage> {
    await page.waitForURL((url) => /#\/appointmentRequests\/[^/]+\/show/.test(url.hash));
    const show = new AppointmentRequestShowPage(page);
    await show.field('personName').waitFor();
    return show;
  }

  field(source: string): Locator {
    return this.page.locator(appointmentRequestSelectors.showField(source)).first();
  }

  async text(source: string): Promise<string> {
    return ((await this.field(source).textContent()) ?? '').trim();
  }

  async status(): Promise<{ code: string | null; text: string | null }> {
    const chip = this.field('status').locator(appointmentRequestSelectors.statusChip);
    return { code: await chip.getAttribute('data-status'), text: await chip.textContent() };
  }

  async edit(): Promise<AppointmentRequestEditPage> {
    const id = /#\/appointmentRequests\/([^/]+)\/show/.exec(this.page.url())?.[1] ?? '';
    await this.page.locator(`a[href$="#/appointmentRequests/${id}"]`).first().click();
    const form = new AppointmentRequestEditPage(this.page);
    await form.input('changeNote').waitFor();
    return form;
  }
}

/** The edit form: the next status and a note. */
export class AppointmentRequestEditPage {
  constructor(private readonly page: Page) {}

  input(field: string): Locator {
    return this.page.locator(appointmentRequestSelectors.input(field)).first();
  }

  /** The status choices offered (their codes). */
  async statusChoices(): Promise<string[]> {
    await this.page.locator(consoleFormSelectors.select('status')).click();
    const codes = await this.page
      .locator(`${consoleFormSelectors.listbox} li[data-value]`)
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-value') ?? ''));
    await this.page.keyboard.press('Escape');
    await this.page.locator(consoleFormSelectors.listbox).waitFor({ state: 'detached' });
    return codes;
  }

  async choose(field: string, value: string): Promise<void> {
    await this.page.locator(consoleFormSelectors.select(field)).click();
    await this.page.locator(consoleFormSelectors.option(value)).click();
    await this.page.locator(consoleFormSelectors.listbox).waitFor({ state: 'detached' });
  }

  async save(): Promise<AppointmentRequestShowPage> {
    await this.page.locator(consoleFormSelectors.save).click();
    return AppointmentRequestShowPage.waitFor(this.page);
  }
}
