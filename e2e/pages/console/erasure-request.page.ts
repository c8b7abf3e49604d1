import type { Locator, Page } from 'playwright-core';
import { ConsoleListPage } from './console-list.page';

/** Selector map of the erasure request pages: data attributes and react-admin classes, never translated text. */
export const erasureRequestSelectors = {
  statusChip: '[data-status]',
  showField: (source: string) => `.ra-field-${source}`,
  anonymise: '[data-testid="erasure-anonymise"]',
  refuse: '[data-testid="erasure-refuse"]',
  answer: '[data-testid="erasure-answer"]',
  confirm: (kind: 'anonymise' | 'refuse') => `[data-testid="erasure-${kind}-confirm"]`,
  dialog: '[role="dialog"]',
} as const;

/** /erasureRequests: the rows of the list and their status. */
export class ErasureRequestListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<ErasureRequestListPage> {
    return ErasureRequestListPage.openAt(page, `${consoleUrl}/#/erasureRequests`);
  }

  /** The row of this patient's request. */
  row(personName: string): Locator {
    return this.rowsWith('personName', personName).first();
  }

  statusOf(personName: string): Promise<string | null> {
    return this.row(personName).locator(erasureRequestSelectors.statusChip).getAttribute('data-status');
  }

  async open(personName: string): Promise<ErasureRequestShowPage> {
    await this.row(personName).click();
    return ErasureRequestShowPage.waitFor(this.page);
  }
}

/** /erasureRequests/{id}/show, with its Anonymise and Refuse dialogs. */
export class ErasureRequestShowPage {
  constructor(private readonly page: Page) {}

  static async waitFor(page: Page): Promise<ErasureRequestShowPage> {
    await page.waitForURL((url) => /#\/erasureRequests\/[^/]+\/show/.test(url.hash));
    const show = new ErasureRequestShowPage(page);
    await show.field('personName').waitFor();
    return show;
  }

  field(source: string): Locator {
    return this.page.locator(erasureRequestSelectors.showField(source)).first();
  }

  /** Opens "Anonymise" and answers the dialog's text (what is erased and what is kept). */
  async openAnonymise(): Promise<string> {
    await this.page.locator(erasureRequestSelectors.anonymise).click();
    const dialog = this.page.locator(erasureRequestSelectors.dialog);
    await dialog.waitFor();
    return (await dialog.textContent()) ?? '';
  }

  async confirm(kind: 'anonymise' | 'refuse'): Promise<void> {
    await this.page.locator(erasureRequestSelectors.confirm(kind)).click();
    await this.page.locator(erasureRequestSelectors.dialog).waitFor({ state: 'detached' });
  }

  async status(): Promise<string | null> {
    const chip = this.field('status').locator(erasureRequestSelectors.statusChip);
    await chip.waitFor();
    return chip.getAttribute('data-status');
  }
}
