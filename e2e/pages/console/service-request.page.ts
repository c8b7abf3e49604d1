import type { Locator, Page } from 'playwright-core';
import { consoleFormSelectors, describedHelperText } from './console-form.page';
import { ConsoleListPage } from './console-list.page';

/** Selector map of the service-request pages: input names, data attributes and react-admin classes, never translated text. */
export const serviceRequestSelectors = {
  input: (field: string) => `[name="${field}"]`,
  autocompleteOption: 'ul[role="listbox"] li[role="option"]',
  showField: (source: string) => `.ra-field-${source}`,
  chip: '[data-value]',
  deleteButton: 'button.ra-delete-button',
  confirm: '.MuiDialog-root button.ra-confirm',
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

  /** The helper line of an input (its error once invalid). */
  helperText(field: string): Promise<string | null> {
    return describedHelperText(this.input(field));
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
    await this.page.locator(consoleFormSelectors.select(field)).click();
    await this.page.locator(consoleFormSelectors.option(value)).click();
    await this.page.locator(consoleFormSelectors.listbox).waitFor({ state: 'detached' });
  }

  async save(): Promise<void> {
    await this.page.locator(consoleFormSelectors.save).click();
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
export class ServiceRequestListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string, filter?: Record<string, unknown>): Promise<ServiceRequestListPage> {
    const query = filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
    return ServiceRequestListPage.openAt(page, `${consoleUrl}/#/serviceRequests${query}`);
  }

  /** The status chip of the row with this note. */
  async statusOf(note: string): Promise<{ value: string | null; text: string | null }> {
    const chip = this.rowsWith('note', note).first().locator(`td.column-status ${serviceRequestSelectors.chip}`);
    return { value: await chip.getAttribute('data-value'), text: await chip.textContent() };
  }
}
