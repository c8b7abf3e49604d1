import type { Locator, Page } from 'playwright-core';
import { consoleFormSelectors } from './console-form.page';
import { ConsoleListPage } from './console-list.page';

/** Selector map of the staff list and form, beside the console's (console-list, console-form): role codes, never translated text. */
export const staffSelectors = {
  role: (code: string) => `input[type="checkbox"][value="${code}"]`,
  roleChip: (code: string) => `[data-testid="role-chip-${code}"]`,
} as const;

/** /staff: the members with their role chips. */
export class StaffListPage extends ConsoleListPage {
  static open(page: Page, consoleUrl: string): Promise<StaffListPage> {
    return StaffListPage.openAt(page, `${consoleUrl}/#/staff`);
  }

  async names(): Promise<string[]> {
    return this.column('name');
  }

  /** The role chip of a member's row. */
  roleChip(name: string, code: string): Locator {
    return this.rowsWith('name', name).locator(staffSelectors.roleChip(code));
  }
}

/** /staff/create: name, e-mail, initial password and the roles the user may grant. */
export class StaffCreatePage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string): Promise<StaffCreatePage> {
    await page.goto(`${consoleUrl}/#/staff/create`);
    const form = new StaffCreatePage(page);
    await form.input('name').waitFor();
    return form;
  }

  input(field: string): Locator {
    return this.page.locator(consoleFormSelectors.input(field));
  }

  role(code: string): Locator {
    return this.page.locator(staffSelectors.role(code));
  }

  helperText(field: string): Locator {
    return this.page.locator(consoleFormSelectors.helperText(field));
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [field, value] of Object.entries(values)) await this.input(field).fill(value);
  }

  async save(): Promise<void> {
    await this.page.locator(consoleFormSelectors.save).click();
  }
}
