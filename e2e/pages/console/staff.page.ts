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

/** Selector map of the invitations card under the staff list (StaffInvitations.tsx): test ids and classes. */
export const staffInvitationSelectors = {
  card: '[data-testid="staff-invitations"]',
  row: (email: string) => `[data-testid="staff-invitations"] [data-invitation-email="${email}"]`,
  status: '.staff-invitation-status',
  resend: 'button.staff-invitation-resend',
  revoke: 'button.staff-invitation-revoke',
  dialog: '.MuiDialog-root',
  confirm: '.MuiDialog-root button.ra-confirm',
  notification: '.MuiSnackbarContent-message',
} as const;

/** The open invitations under the staff list: one row (or, on a phone, one card) per e-mail. */
export class StaffInvitationsPanel {
  constructor(private readonly page: Page) {}

  card(): Locator {
    return this.page.locator(staffInvitationSelectors.card);
  }

  row(email: string): Locator {
    return this.page.locator(staffInvitationSelectors.row(email));
  }

  async status(email: string): Promise<string> {
    return (await this.row(email).locator(staffInvitationSelectors.status).textContent()) ?? '';
  }

  resendButton(email: string): Locator {
    return this.row(email).locator(staffInvitationSelectors.resend);
  }

  revokeButton(email: string): Locator {
    return this.row(email).locator(staffInvitationSelectors.revoke);
  }

  dialog(): Locator {
    return this.page.locator(staffInvitationSelectors.dialog);
  }

  async confirm(): Promise<void> {
    await this.page.locator(staffInvitationSelectors.confirm).click();
    await this.dialog().waitFor({ state: 'detached' });
  }

  notification(): Locator {
    return this.page.locator(staffInvitationSelectors.notification).first();
  }
}

/** /staff/create: the invitation form, the e-mail and the roles the user may grant (no name, no password). */
export class StaffCreatePage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string): Promise<StaffCreatePage> {
    await page.goto(`${consoleUrl}/#/staff/create`);
    const form = new StaffCreatePage(page);
    await form.input('email').waitFor();
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
