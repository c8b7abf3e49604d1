import type { Locator, Page } from 'playwright-core';

/** Selector map of the staff list and forms: column classes, input names, role codes, never translated text. */
export const staffSelectors = {
  row: 'tbody tr.RaDataTable-row',
  cell: (column: string) => `tbody td.column-${column}`,
  header: (column: string) => `thead th.column-${column}`,
  loading: '.RaList-main .MuiLinearProgress-root, tbody .MuiSkeleton-root',
  input: (field: string) => `input[name="${field}"]`,
  role: (code: string) => `input[type="checkbox"][value="${code}"]`,
  roleChip: (code: string) => `[data-testid="role-chip-${code}"]`,
  helperText: (field: string) => `.MuiFormControl-root:has(input[name="${field}"]) .MuiFormHelperText-root`,
  save: 'form button[type="submit"]',
} as const;

/** /staff: the members with their role chips. */
export class StaffListPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string): Promise<StaffListPage> {
    await page.goto(`${consoleUrl}/#/staff`);
    const list = new StaffListPage(page);
    await list.waitForRows();
    return list;
  }

  async waitForRows(): Promise<void> {
    await this.page.locator(staffSelectors.row).first().waitFor();
    await this.page.locator(staffSelectors.loading).first().waitFor({ state: 'detached' });
  }

  async names(): Promise<string[]> {
    return this.page.locator(staffSelectors.cell('name')).allTextContents();
  }

  async headerText(column: string): Promise<string> {
    return (await this.page.locator(staffSelectors.header(column)).textContent()) ?? '';
  }

  /** The role chip of a member's row. */
  roleChip(name: string, code: string): Locator {
    return this.page
      .locator(staffSelectors.row)
      .filter({ has: this.page.locator('td.column-name', { hasText: name }) })
      .locator(staffSelectors.roleChip(code));
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
    return this.page.locator(staffSelectors.input(field));
  }

  role(code: string): Locator {
    return this.page.locator(staffSelectors.role(code));
  }

  helperText(field: string): Locator {
    return this.page.locator(staffSelectors.helperText(field));
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [field, value] of Object.entries(values)) await this.input(field).fill(value);
  }

  async save(): Promise<void> {
    await this.page.locator(staffSelectors.save).click();
  }
}
