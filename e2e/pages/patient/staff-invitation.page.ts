import type { Locator, Page } from 'playwright-core';

/** Selector map of the invitation page (/invite/:token): test ids and input names, never translated text. */
export const invitationSelectors = {
  root: '[data-testid="invite-page"]',
  summary: '[data-testid="invite-summary"]',
  clinic: '[data-testid="invite-clinic"]',
  role: (code: string) => `[data-testid="invite-role-${code}"]`,
  invalid: '[data-testid="invite-invalid"]',
  newAccount: '[data-testid="invite-new-account"]',
  signIn: '[data-testid="invite-sign-in"]',
  otherAccount: '[data-testid="invite-other-account"]',
  signOut: '[data-testid="invite-sign-out"]',
  input: (name: string) => `form input[name="${name}"]`,
  helper: (name: string) => `#invite-${name}-helper-text`,
  acceptTerms: 'input[name="acceptTerms"]',
  createAccount: '[data-testid="invite-create-account"]',
  signInAccept: '[data-testid="invite-sign-in-accept"]',
  alert: '[data-testid="invite-alert"]',
  accepted: '[data-testid="invite-accepted"]',
  continue: '[data-testid="invite-continue"]',
  console: '[data-testid="invite-console"]',
  heading: 'h1',
} as const;

const s = invitationSelectors;

/** The path of an invitation mail's accept link (its origin is the configured PATIENT_APP_URL, not the test app's). */
export function invitationPathOf(mailText: string): string {
  const match = /\/invite\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/.exec(mailText);
  if (!match) throw new Error('no invitation link in the mail');
  return `/invite/${match[1]}`;
}

/** The public invitation page: the clinic and roles offered, then create an account or sign in, and accept. */
export class InvitationPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, patientUrl: string, path: string): Promise<InvitationPage> {
    await page.goto(`${patientUrl}${path}`);
    const invitation = new InvitationPage(page);
    await invitation.loaded();
    return invitation;
  }

  locator(key: Exclude<keyof typeof s, 'role' | 'input' | 'helper'>): Locator {
    return this.page.locator(s[key]);
  }

  role(code: string): Locator {
    return this.page.locator(s.role(code));
  }

  input(name: string): Locator {
    return this.page.locator(s.input(name));
  }

  helper(name: string): Locator {
    return this.page.locator(s.helper(name));
  }

  /** Waits until the page shows the invitation, or why it cannot. */
  async loaded(): Promise<void> {
    await this.locator('summary').or(this.locator('invalid')).waitFor();
  }

  async createAccount(values: { name: string; password: string; passwordConfirm?: string; acceptTerms?: boolean }): Promise<void> {
    await this.input('name').fill(values.name);
    await this.input('password').fill(values.password);
    await this.input('passwordConfirm').fill(values.passwordConfirm ?? values.password);
    if (values.acceptTerms ?? true) await this.locator('acceptTerms').check();
    await this.locator('createAccount').click();
  }

  async signInAndAccept(password: string): Promise<void> {
    await this.input('password').fill(password);
    await this.locator('signInAccept').click();
  }
}
