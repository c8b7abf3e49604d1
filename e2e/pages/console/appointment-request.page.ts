import type { Locator, Page } from 'playwright-core';

/** Selector map of the request pages: input names, data attributes and react-admin classes, never translated text. */
export const appointmentRequestSelectors = {
  row: 'tbody tr.RaDataTable-row',
  cell: (column: string) => `td.column-${column}`,
  header: (column: string) => `thead th.column-${column}`,
  statusChip: '[data-status]',
  loading: '.RaList-main .MuiLinearProgress-root, tbody .MuiSkeleton-root',
  showField: (source: string) => `.ra-field-${source}`,
  select: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) [role="combobox"]`,
  option: (value: string) => `ul[role="listbox"] li[data-value="${value}"]`,
  input: (field: string) => `[name="${field}"]`,
  save: 'form button[type="submit"]',
} as const;

/** /appointmentRequests: the rows of the list and their status. */
export class AppointmentRequestListPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string): Promise<AppointmentRequestListPage> {
    await page.goto(`${consoleUrl}/#/appointmentRequests`);
    const list = new AppointmentRequestListPage(page);
    await page.locator(appointmentRequestSelectors.row).first().waitFor();
    await page.locator(appointmentRequestSelectors.loading).first().waitFor({ state: 'detached' });
    return list;
  }

  async headerText(column: string): Promise<string> {
    return ((await this.page.locator(appointmentRequestSelectors.header(column)).textContent()) ?? '').trim();
  }

  /** The row whose observation holds this text. */
  row(observation: string): Locator {
    return this.page
      .locator(appointmentRequestSelectors.row)
      .filter({ has: this.page.locator(appointmentRequestSelectors.cell('observation'), { hasText: observation }) })
      .first();
  }

  async cell(observation: string, column: string): Promise<string> {
    return ((await this.row(observation).locator(appointmentRequestSelectors.cell(column)).textContent()) ?? '').trim();
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
    await this.page.locator(appointmentRequestSelectors.select('status')).click();
    const codes = await this.page
      .locator('ul[role="listbox"] li[data-value]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-value') ?? ''));
    await this.page.keyboard.press('Escape');
    await this.page.locator('ul[role="listbox"]').waitFor({ state: 'detached' });
    return codes;
  }

  async choose(field: string, value: string): Promise<void> {
    await this.page.locator(appointmentRequestSelectors.select(field)).click();
    await this.page.locator(appointmentRequestSelectors.option(value)).click();
    await this.page.locator('ul[role="listbox"]').waitFor({ state: 'detached' });
  }

  async save(): Promise<AppointmentRequestShowPage> {
    await this.page.locator(appointmentRequestSelectors.save).click();
    return AppointmentRequestShowPage.waitFor(this.page);
  }
}
