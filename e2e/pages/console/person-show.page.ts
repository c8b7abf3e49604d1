import type { Locator, Page } from 'playwright-core';

/** Selector map of a person's show page. */
export const personShowSelectors = {
  tab: (path: string) => `a[role="tab"][href$="${path}"]`,
  dependentNames: '.RaArrayField-root td.column-displayName, td.column-displayName',
  statusChip: '.RaShow-main [data-status]',
  statusToggle: '.RaShow-main button.person-status-toggle, .RaTopToolbar-root button.person-status-toggle, button.person-status-toggle',
  title: '.RaShow-main',
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
}
