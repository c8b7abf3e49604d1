import type { Page } from 'playwright-core';
import { ConsoleListPage } from './console-list.page';

/** Selector map of the persons list, beside the table's (console-list.page.ts): never translated text. */
export const personListSelectors = {
  create: 'a.RaCreateButton-root, a[href="#/persons/create"]',
} as const;

/** /persons: read the rows, open a person. */
export class PersonListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<PersonListPage> {
    return PersonListPage.openAt(page, `${consoleUrl}/#/persons`);
  }

  async displayNames(): Promise<string[]> {
    return this.column('displayName');
  }

  /** Opens a person's show page by clicking its row. */
  async openRow(displayName: string): Promise<void> {
    await this.openRowWith('displayName', displayName);
  }
}
