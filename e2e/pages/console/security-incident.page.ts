import type { Locator, Page } from 'playwright-core';
import { ConsoleFormPage, consoleFormSelectors } from './console-form.page';
import { ConsoleListPage } from './console-list.page';
import { consoleShellSelectors } from './console-shell.page';

/** Selector map of the register of security incidents: data attributes, names and react-admin classes, never translated text. */
export const securityIncidentSelectors = {
  statusChip: '[data-status]',
  riskChip: '[data-risk]',
  deadlineChip: '[data-deadline]',
  showField: (source: string) => `.ra-field-${source}`,
  /** An input's root (its label and helper line included), by source. */
  inputRoot: (source: string) => `.ra-input-${source}`,
  /** A text, number or date-time input (a multiline one is a textarea), by name. */
  field: (source: string) => `[name="${source}"]:not([aria-hidden="true"])`,
  label: (source: string) => `.ra-input-${source} label, .ra-input-${source} legend`,
  category: (code: string) => `.ra-input-dataCategories input[type="checkbox"][value="${code}"]`,
  risk: (code: string) => `.ra-input-risk input[type="radio"][value="${code}"]`,
  close: '[data-testid="incident-close"]',
  closeConfirm: '[data-testid="incident-close-confirm"]',
  closeError: '[data-testid="incident-close-error"]',
  /** The dialog's first action: Cancel. */
  closeCancel: '[role="dialog"] .MuiDialogActions-root button:first-child',
  missing: '[data-testid="incident-close-missing"]',
  missingField: '[data-testid="incident-close-missing"] li[data-field]',
  complete: '[data-testid="incident-close-complete"]',
  closedNotice: '[data-testid="incident-closed"]',
  dialog: '[role="dialog"]',
  empty: '.RaEmpty-message',
} as const;

const s = securityIncidentSelectors;

/** What the admin types into the form: date-times as the input takes them ("YYYY-MM-DDTHH:mm", the browser's zone). */
export type IncidentFormInput = {
  detectedAt?: string;
  occurredAt?: string;
  description?: string;
  dataCategories?: readonly string[];
  affectedSubjects?: number;
  risk?: 'LOW' | 'RELEVANT';
  measures?: string;
  anpdNotifiedAt?: string;
  subjectsNotifiedAt?: string;
  notNotifiedReason?: string;
};

const url = (consoleUrl: string, path = '') => `${consoleUrl}/#/securityIncidents${path}`;

/** /securityIncidents: the register's rows, their chips, and the empty state of a clinic with none. */
export class SecurityIncidentListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<SecurityIncidentListPage> {
    return SecurityIncidentListPage.openAt(page, url(consoleUrl));
  }

  /** The list of a clinic with no entry: answers the empty state's text. */
  static async openEmpty(page: Page, consoleUrl: string): Promise<string> {
    await page.goto(url(consoleUrl));
    const empty = page.locator(s.empty);
    await empty.waitFor();
    return (await empty.textContent()) ?? '';
  }

  /** The row of the incident with this description. */
  row(description: string): Locator {
    return this.rowsWith('description', description).first();
  }

  /** A cell of that row, as shown. */
  async cell(description: string, column: string): Promise<string> {
    return ((await this.row(description).locator(`td.column-${column}`).textContent()) ?? '').replace(/\u00a0/g, ' ');
  }

  statusOf(description: string): Promise<string | null> {
    return this.row(description).locator(s.statusChip).getAttribute('data-status');
  }

  riskOf(description: string): Promise<string | null> {
    return this.row(description).locator(s.riskChip).getAttribute('data-risk');
  }

  /** The row's deadline chip: its code (OVERDUE, OWED) and its text; null without one. */
  async deadlineOf(description: string): Promise<{ code: string | null; text: string | null } | null> {
    const chip = this.row(description).locator(s.deadlineChip);
    if ((await chip.count()) === 0) return null;
    return { code: await chip.getAttribute('data-deadline'), text: await chip.textContent() };
  }

  async headerTexts(columns: readonly string[]): Promise<string[]> {
    return Promise.all(columns.map((column) => this.headerText(column)));
  }

  async open(description: string): Promise<SecurityIncidentShowPage> {
    await this.row(description).click();
    return SecurityIncidentShowPage.waitFor(this.page);
  }

  /** The list's create button, to the empty form. */
  async create(): Promise<SecurityIncidentFormPage> {
    await this.page.locator(consoleShellSelectors.createButton).first().click();
    return SecurityIncidentFormPage.waitFor(this.page, 'create');
  }
}

/** /securityIncidents/create and /securityIncidents/{id}: the whole entry. */
export class SecurityIncidentFormPage extends ConsoleFormPage {
  static async waitFor(page: Page, kind: 'create' | 'edit'): Promise<SecurityIncidentFormPage> {
    await page.waitForURL((u) =>
      kind === 'create' ? u.hash.endsWith('/securityIncidents/create') : /#\/securityIncidents\/[^/]+$/.test(u.hash),
    );
    const form = new SecurityIncidentFormPage(page);
    await form.field('detectedAt').waitFor();
    return form;
  }

  static async openCreate(page: Page, consoleUrl: string): Promise<SecurityIncidentFormPage> {
    await page.goto(url(consoleUrl, '/create'));
    return SecurityIncidentFormPage.waitFor(page, 'create');
  }

  field(source: string): Locator {
    return this.page.locator(s.field(source)).first();
  }

  /** An input's label as shown (a required one ends with " *"). */
  async label(source: string): Promise<string> {
    return ((await this.page.locator(s.label(source)).first().textContent()) ?? '').trim();
  }

  /** The helper line under an input (its hint, or its error once invalid). */
  async helper(source: string): Promise<string> {
    return (
      (await this.page
        .locator(`${s.inputRoot(source)} .MuiFormHelperText-root`)
        .first()
        .textContent()) ?? ''
    );
  }

  /** Fills what is given; categories are ticked (only those), the risk picked. */
  async fillIn(input: IncidentFormInput): Promise<void> {
    for (const source of [
      'detectedAt',
      'occurredAt',
      'description',
      'measures',
      'anpdNotifiedAt',
      'subjectsNotifiedAt',
      'notNotifiedReason',
    ] as const) {
      const value = input[source];
      if (value !== undefined) await this.field(source).fill(value);
    }
    if (input.affectedSubjects !== undefined) await this.field('affectedSubjects').fill(String(input.affectedSubjects));
    for (const code of input.dataCategories ?? []) await this.page.locator(s.category(code)).check();
    if (input.risk) await this.page.locator(s.risk(input.risk)).check();
  }

  /** Saves and waits for the entry's show page (the form redirects there on success). */
  async saveAndShow(): Promise<SecurityIncidentShowPage> {
    await this.page.locator(consoleFormSelectors.save).click();
    return SecurityIncidentShowPage.waitFor(this.page);
  }
}

/** /securityIncidents/{id}/show: every field, the deadlines, and for an open entry Edit and Close incident. */
export class SecurityIncidentShowPage {
  constructor(private readonly page: Page) {}

  static async waitFor(page: Page): Promise<SecurityIncidentShowPage> {
    await page.waitForURL((u) => /#\/securityIncidents\/[^/]+\/show/.test(u.hash));
    const show = new SecurityIncidentShowPage(page);
    await show.field('description').waitFor();
    return show;
  }

  static async open(page: Page, consoleUrl: string, id: string): Promise<SecurityIncidentShowPage> {
    await page.goto(url(consoleUrl, `/${encodeURIComponent(id)}/show`));
    return SecurityIncidentShowPage.waitFor(page);
  }

  /** The entry's id, from the URL. */
  id(): string {
    return decodeURIComponent(new URL(this.page.url()).hash.split('/')[2] ?? '');
  }

  field(source: string): Locator {
    return this.page.locator(s.showField(source)).first();
  }

  async text(source: string): Promise<string> {
    return ((await this.field(source).textContent()) ?? '').replace(/\u00a0/g, ' ');
  }

  async status(): Promise<string | null> {
    const chip = this.field('status').locator(s.statusChip);
    await chip.waitFor();
    return chip.getAttribute('data-status');
  }

  deadline(): Locator {
    return this.field('notificationDue').locator(s.deadlineChip);
  }

  closedNotice(): Locator {
    return this.page.locator(s.closedNotice);
  }

  /** The actions an open entry has: Edit and Close incident. */
  actions(): { edit: Locator; close: Locator } {
    return { edit: this.page.locator(consoleShellSelectors.editButton), close: this.page.locator(s.close) };
  }

  async edit(): Promise<SecurityIncidentFormPage> {
    await this.actions().edit.click();
    return SecurityIncidentFormPage.waitFor(this.page, 'edit');
  }

  /** Opens "Close incident" and answers the dialog's text (what closing needs). */
  async openClose(): Promise<string> {
    await this.page.locator(s.close).click();
    const dialog = this.page.locator(s.dialog);
    await dialog.waitFor();
    return (await dialog.textContent()) ?? '';
  }

  /** Confirms closing and answers what the refusal names as missing: the fields and the server's messages. */
  async confirmCloseRefused(): Promise<Array<{ field: string | null; message: string | null }>> {
    await this.page.locator(s.closeConfirm).click();
    await this.page.locator(s.missing).waitFor();
    return this.page
      .locator(s.missingField)
      .evaluateAll((items) => items.map((item) => ({ field: item.getAttribute('data-field'), message: item.textContent })));
  }

  /** From the refusal, "Complete the entry": the edit page. */
  async completeEntry(): Promise<SecurityIncidentFormPage> {
    await this.page.locator(s.complete).click();
    return SecurityIncidentFormPage.waitFor(this.page, 'edit');
  }

  /** Leaves the dialog without closing the entry. */
  async cancelClose(): Promise<void> {
    await this.page.locator(s.closeCancel).click();
    await this.page.locator(s.dialog).waitFor({ state: 'detached' });
  }

  /** Confirms closing; the dialog goes once the entry is closed. */
  async confirmClose(): Promise<void> {
    await this.page.locator(s.closeConfirm).click();
    await this.page.locator(s.dialog).waitFor({ state: 'detached' });
  }
}
