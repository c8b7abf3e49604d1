import type { Page } from 'playwright-core';
import { ConsoleFormPage } from './console-form.page';

/** The person form (create or edit): its inputs, helper lines and save button are the console's (console-form.page.ts). */
export class PersonFormPage extends ConsoleFormPage {
  static async openCreate(page: Page, consoleUrl: string): Promise<PersonFormPage> {
    await page.goto(`${consoleUrl}/#/persons/create`);
    const form = new PersonFormPage(page);
    await form.input('name').waitFor();
    return form;
  }
}
