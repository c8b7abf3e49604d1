import type { Locator, Page } from 'playwright-core';

/** Selector map of the console's sign-in page (react-admin's Login): names and roles, never translated text. */
export const consoleLoginSelectors = {
  email: 'input[name="email"]',
  password: 'input[name="password"]',
  submit: 'button[type="submit"]',
  notification: '.MuiSnackbarContent-message',
} as const;

/** The console's sign-in page. */
export class ConsoleLoginPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, consoleUrl: string): Promise<ConsoleLoginPage> {
    await page.goto(`${consoleUrl}/#/login`);
    const login = new ConsoleLoginPage(page);
    await page.locator(consoleLoginSelectors.email).waitFor();
    return login;
  }

  notification(): Locator {
    return this.page.locator(consoleLoginSelectors.notification);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.locator(consoleLoginSelectors.email).fill(email);
    await this.page.locator(consoleLoginSelectors.password).fill(password);
    await this.page.locator(consoleLoginSelectors.submit).click();
  }
}
