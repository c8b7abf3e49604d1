import type { Locator, Page } from 'playwright-core';

/** The patient app's password pages (issue 18): forgot password, the mailed link's new password, change password. */
export class PasswordPages {
  constructor(private readonly page: Page) {}

  forgotLink(): Locator {
    return this.page.getByTestId('forgot-password-link');
  }

  /** The page's h1 of that name, once shown (the sign-in page's own may linger for a frame). */
  async heading(name: string): Promise<Locator> {
    const heading = this.page.getByRole('heading', { level: 1, name });
    await heading.waitFor();
    return heading;
  }

  /** The page's refusal above the inputs. */
  alert(): Locator {
    return this.page.getByTestId('password-alert');
  }

  async askForLink(email: string): Promise<string> {
    await this.page.locator('#forgot-email').fill(email);
    await this.page.locator('[data-testid="forgot-password"] button[type="submit"]').click();
    const sent = this.page.getByTestId('forgot-password-sent');
    await sent.waitFor();
    return (await sent.getByRole('status').textContent()) ?? '';
  }

  input(prefix: 'reset' | 'change', name: 'currentPassword' | 'password' | 'passwordConfirm'): Locator {
    return this.page.locator(`#${prefix}-${name}`);
  }

  fieldError(prefix: 'reset' | 'change', name: 'currentPassword' | 'password' | 'passwordConfirm'): Locator {
    return this.page.locator(`#${prefix}-${name}-helper-text`);
  }

  async setNewPassword(password: string, confirmation = password): Promise<void> {
    await this.input('reset', 'password').fill(password);
    await this.input('reset', 'passwordConfirm').fill(confirmation);
    await this.page.locator('[data-testid="reset-password"] button[type="submit"]').click();
  }

  done(): Locator {
    return this.page.getByTestId('reset-password-done');
  }

  askAgain(): Locator {
    return this.page.getByTestId('reset-ask-again');
  }

  async openChangeFromAccountMenu(): Promise<void> {
    await this.page.getByTestId('account-menu').click();
    await this.page.getByTestId('account-change-password').click();
    await this.page.getByTestId('change-password').waitFor();
  }

  async changePassword(current: string, password: string, confirmation = password): Promise<void> {
    await this.input('change', 'currentPassword').fill(current);
    await this.input('change', 'password').fill(password);
    await this.input('change', 'passwordConfirm').fill(confirmation);
    await this.page.locator('[data-testid="change-password"] button[type="submit"]').click();
  }

  changeDone(): Locator {
    return this.page.getByTestId('change-password-done');
  }
}
