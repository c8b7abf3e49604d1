import type { Page } from 'playwright-core';
import { ConsoleListPage } from './console-list.page';

/** Selector map of the professionals list, beside the table's (console-list.page.ts): data attributes, never translated text. */
export const professionalListSelectors = {
  specialtyChips: '[data-specialty]',
} as const;

/** /professionals: read the rows and their specialties. */
export class ProfessionalListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string, search?: string): Promise<ProfessionalListPage> {
    const filter = search ? `?filter=${encodeURIComponent(JSON.stringify({ q: search }))}` : '';
    return ProfessionalListPage.openAt(page, `${consoleUrl}/#/professionals${filter}`);
  }

  async names(): Promise<string[]> {
    return this.column('name');
  }

  /** The specialty chips of a row, as shown. */
  async specialtiesOf(name: string): Promise<string[]> {
    return this.rowsWith('name', name).first().locator(professionalListSelectors.specialtyChips).allTextContents();
  }
}
