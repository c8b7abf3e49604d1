import type { Locator, Page } from 'playwright-core';

/** Selector map of the service-request pages: input names, data attributes and react-admin classes, never translated text. */
export const serviceRequestSelectors = {
  input: (field: string) => `[name="${field}"]`,
  select: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) [role="combobox"]`,
  option: (value: string) => `ul[role="listbox"] li[data-value="${value}"]`,
  autocompleteOption: 'ul[role="listbox"] li[role="option"]',
  save: 'form button[type="submit"]',
  showField: (source: string) => `.ra-field-${source}`,
  chip: '[data-value]',
  deleteButton: 'button.ra-delete-button',
  confirm: '.MuiDialog-root button.ra-confirm',
  row: 'tbody tr.RaDataTable-row',
  cell: (column: string) => `tbody td.column-${column}`,
  header: (column: string) => `thead th.column-${column}`,
  loading: '.RaList-main .MuiLinearProgress-root, tbody .MuiSkeleton-root',
} as const;

/** The service-request create and edit form. */
export class ServiceRequestFormPage {
  constructor(private readonly page: Page) {}

  static async openCreate(page: Page, consoleUrl: string): Promise<ServiceRequestFormPage> {
    await page.goto(`${consoleUrl}/#/serviceRequests/create`);
    const form = new ServiceRequestFormPage(page);
    await form.input('note').waitFor();
    return form;
  }

  static async openEdit(page: Page, consoleUrl: string, id: string): Promise<ServiceRequestFormPage> {
    await page.goto(`${consoleUrl}/#/serviceRequests/${id}`);
    const form = new ServiceRequestFormPage(page);
    await form.input('note').waitFor();
    return form;
  }

  input(field: string): Locator {
    return this.page.locator(serviceRequestSelectors.input(field)).first();
  }

  /** The helper line of an input (its error once invalid), found through the input's aria-describedby. */
  async helperText(field: string): Promise<string | null> {
    const id = await this.input(field).getAttribute('aria-describedby');
    return id ? this.page.locator(`[id="${id}"]`).textContent() : null;
  }

  async fill(field: string, value: string): Promise<void> {
    await this.input(field).fill(value);
  }

  /** Types part of the patient's name in the autocomplete and picks the suggestion that contains it. */
  async choosePatient(search: string, name: string): Promise<void> {
    await this.input('subject').fill(search);
    await this.page.locator(serviceRequestSelectors.autocompleteOption, { hasText: name }).first().click();
  }

  async choose(field: string, value: string): Promise<void> {
    await this.page.locator(serviceRequestSelectors.select(field)).click();
    await this.page.locator(serviceRequestSelectors.option(value)).click();
    await this.page.locator('ul[role="listbox"]').waitFor({ state: 'detached' });
  }

  async save(): Promise<void> {
    await this.page.locator(serviceRequestSelectors.save).click();
  }
}

/** The show page of a service request. */
export class ServiceRequestShowPage {
  constructor(private readonly page: Page) {}

  static async waitFor(page: Page): Promise<ServiceRequestShowPage> {
    await page.waitForURL((url) => /#\/serviceRequests\/[^/]+\/show/.test(url.hash));
    const show = new ServiceRequestShowPage(page);
    await show.field('note').waitFor();
    return show;
  }

  idFromUrl(): string {
    return /#\/serviceRequests\/([^/]+)\/show/.exec(this.page.url())?.[1] ?? '';
  }

  field(source: string): Locator {
    return this.page.locator(serviceRequestSelectors.showField(source)).first();
  }

  /** The value code and the translated text of the status or priority chip. */
  async chip(source: 'status' | 'priority'): Promise<{ value: string | null; text: string | null }> {
    const chip = this.field(source).locator(serviceRequestSelectors.chip);
    return { value: await chip.getAttribute('data-value'), text: await chip.textContent() };
  }

  /** Delete, then confirm in the dialog. */
  async deleteConfirmed(): Promise<void> {
    await this.page.locator(serviceRequestSelectors.deleteButton).click();
    await this.page.locator(serviceRequestSelectors.confirm).click();
    await this.page.waitForURL((url) => /#\/serviceRequests(\?|$)/.test(url.hash));
  }
}

/** /serviceRequests: rows and headers of the list. */
export class ServiceRequestListPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string, filter?: Record<string, unknown>): Promise<ServiceRequestListPage> {
    const query = filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
    await page.goto(`${consoleUrl}/#/serviceRequests${query}`);
    const list = new ServiceRequestListPage(page);
    await page.locator(serviceRequestSelectors.row).first().waitFor();
    await page.locator(serviceRequestSelectors.loading).first().waitFor({ state: 'detached' });
    return list;
  }

  async column(column: string): Promise<string[]> {
    return this.page.locator(serviceRequestSelectors.cell(column)).allTextContents();
  }

  async headerText(column: string): Promise<string> {
    return (await this.page.locator(serviceRequestSelectors.header(column)).textContent()) ?? '';
  }

  /** The status chip of the row with this note. */
  async statusOf(note: string): Promise<{ value: string | null; text: string | null }> {
    const row = this.page
      .locator(serviceRequestSelectors.row)
      .filter({ has: this.page.locator('td.column-note', { hasText: note }) })
      .first();
    const chip = row.locator(`td.column-status ${serviceRequestSelectors.chip}`);
    return { value: await chip.getAttribute('data-value'), text: await chip.textContent() };
  }
}
