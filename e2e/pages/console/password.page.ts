import type { Locator, Page } from 'playwright-core';

/** The console's password pages (issue 18): #/forgot-password, #/reset-password/:token, #/account/password. */
export class ConsolePasswordPages {
  constructor(private readonly page: Page) {}

  /** The page's h1 of that name, once shown (the sign-in page's own may linger for a frame). */
  async heading(name: string): Promise<Locator> {
    const heading = this.page.getByRole('heading', { level: 1, name });
    await heading.waitFor();
    return heading;
  }

  alert(): Locator {
    return this.page.getByTestId('password-alert');
  }

  fieldError(name: 'currentPassword' | 'password' | 'passwordConfirm' | 'email'): Locator {
    return this.page.locator(name === 'email' ? '#forgot-email-helper-text' : `#password-${name}-helper-text`);
  }

  async askForLink(email: string): Promise<Locator> {
    await this.page.locator('#forgot-email').fill(email);
    await this.page.locator('[data-testid="forgot-password"] button[type="submit"]').click();
    return this.page.getByTestId('forgot-password-sent').getByRole('status');
  }

  async setNewPassword(password: string, confirmation = password): Promise<void> {
    await this.page.locator('#password-password').fill(password);
    await this.page.locator('#password-passwordConfirm').fill(confirmation);
    await this.page.locator('[data-testid="reset-password"] button[type="submit"]').click();
  }

  resetDone(): Locator {
    return this.page.getByTestId('reset-password-done').getByRole('status');
  }

  /**
   * The change-password page (#/account/password, the user menu's "Change password"). A terms version published by
   * another spec meanwhile stands in front of the console: it is accepted first, as its user would.
   */
  async openChangePassword(consoleUrl: string): Promise<void> {
    await this.page.goto(`${consoleUrl}/#/account/password`);
    const form = this.page.getByTestId('change-password');
    const terms = this.page.getByTestId('terms-accept');
    await form.or(terms).first().waitFor();
    if (await terms.isVisible()) await terms.click();
    await form.waitFor();
  }

  async changePassword(current: string, password: string, confirmation = password): Promise<void> {
    await this.page.locator('#password-currentPassword').fill(current);
    await this.page.locator('#password-password').fill(password);
    await this.page.locator('#password-passwordConfirm').fill(confirmation);
    await this.page.locator('[data-testid="change-password"] button[type="submit"]').click();
  }

  changeDone(): Locator {
    return this.page.getByTestId('change-password-done');
  }
}
