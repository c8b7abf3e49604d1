import type { Locator, Page } from 'playwright-core';

/** Selector map of a person's show page. */
export const personShowSelectors = {
  tab: (path: string) => `a[role="tab"][href$="${path}"]`,
  dependentNames: '.RaArrayField-root td.column-displayName, td.column-displayName',
  statusChip: '.RaShow-main [data-status]',
  statusToggle: '.RaShow-main button.person-status-toggle, .RaTopToolbar-root button.person-status-toggle, button.person-status-toggle',
  title: '.RaShow-main',
  /** react-admin's Confirm dialog before a deactivation: its title, its confirm button (ra-confirm) and its cancel. */
  dialog: '[role="dialog"][aria-labelledby="alert-dialog-title"]',
  dialogTitle: '#alert-dialog-title',
  dialogConfirm: '[role="dialog"] button.ra-confirm',
  dialogCancel: '[role="dialog"] .MuiDialogActions-root button:not(.ra-confirm)',
  deactivatedNotice: '[data-testid="person-deactivated-notice"]',
  undo: '[data-testid="person-deactivation-undo"]',
} as const;

/** /persons/{id}/show: tabs, dependents, status. */
export class PersonShowPage {
  constructor(private readonly page: Page) {}

  /** The person id in the URL. */
  personId(): string {
    return decodeURIComponent(new URL(this.page.url()).hash.split('/')[2] ?? '');
  }

  async openDependents(): Promise<void> {
    await this.page.locator(personShowSelectors.tab('/show/dependents')).click();
    await this.page.waitForURL((url) => url.hash.endsWith('/show/dependents'));
  }

  async dependentNames(): Promise<string[]> {
    await this.page.locator(personShowSelectors.dependentNames).first().waitFor();
    return this.page.locator(personShowSelectors.dependentNames).allTextContents();
  }

  statusChip(): Locator {
    return this.page.locator(personShowSelectors.statusChip).first();
  }

  async toggleStatus(): Promise<void> {
    await this.page.locator(personShowSelectors.statusToggle).first().click();
  }

  /** The question asked before a deactivation (react-admin's Confirm). */
  dialog(): Locator {
    return this.page.locator(personShowSelectors.dialog);
  }

  dialogTitle(): Locator {
    return this.page.locator(personShowSelectors.dialogTitle);
  }

  /** Deactivates: the toggle, then the dialog's confirm button. */
  async deactivate(): Promise<void> {
    await this.toggleStatus();
    await this.page.locator(personShowSelectors.dialogConfirm).click();
  }

  async cancelDialog(): Promise<void> {
    await this.page.locator(personShowSelectors.dialogCancel).click();
    await this.dialog().waitFor({ state: 'hidden' });
  }

  /** The notification after a deactivation, which offers to undo it. */
  deactivatedNotice(): Locator {
    return this.page.locator(personShowSelectors.deactivatedNotice);
  }

  async undoDeactivation(): Promise<void> {
    await this.page.locator(personShowSelectors.undo).click();
  }
}
