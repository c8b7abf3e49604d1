import type { Page } from 'playwright-core';
import { ConsoleFormPage, consoleFormSelectors } from './console-form.page';

const s = consoleFormSelectors;

/** The professional form (create or edit). */
export class ProfessionalFormPage extends ConsoleFormPage {
  static async openCreate(page: Page, consoleUrl: string): Promise<ProfessionalFormPage> {
    await page.goto(`${consoleUrl}/#/professionals/create`);
    const form = new ProfessionalFormPage(page);
    await form.input('name').waitFor();
    return form;
  }

  static async openEdit(page: Page, consoleUrl: string, id: string): Promise<ProfessionalFormPage> {
    await page.goto(`${consoleUrl}/#/professionals/${id}`);
    const form = new ProfessionalFormPage(page);
    await form.input('name').waitFor();
    return form;
  }

  /** Picks one value (or, for a multiple select, several) by code. */
  async choose(field: string, ...values: string[]): Promise<void> {
    await this.page.locator(s.select(field)).click();
    for (const value of values) await this.page.locator(s.option(value)).click();
    await this.page.keyboard.press('Escape');
    await this.page.locator(s.listbox).waitFor({ state: 'detached' });
  }
}
