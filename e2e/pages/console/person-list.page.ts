import type { Page } from 'playwright-core';
import { ConsoleListPage } from './console-list.page';

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
