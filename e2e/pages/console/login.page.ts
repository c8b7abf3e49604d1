import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

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

export type SignedInConsoleOptions = {
  browser: Browser;
  /** The browser language of the new context (the console follows it). */
  locale: string;
  consoleUrl: string;
  user: { email: string; password: string };
  /** The window size; Playwright's default (1280 × 720) without one. */
  viewport?: { width: number; height: number };
  acceptDownloads?: boolean;
  /** Where the sign-in has landed (e.g. consoleHome); by default anywhere but #/login. */
  until?: (url: URL) => boolean;
};

/** The console's home (#/), where every role lands after signing in. */
export const consoleHome = (url: URL) => url.hash === '#/';

/** A new browser context in the user's language, signed in on the console's login page. The caller closes the context. */
export async function signedInConsole(options: SignedInConsoleOptions): Promise<{ context: BrowserContext; page: Page }> {
  const { browser, locale, consoleUrl, user, viewport, acceptDownloads, until = (url) => !url.hash.includes('login') } = options;
  const context = await browser.newContext({
    locale,
    ...(viewport ? { viewport } : {}),
    ...(acceptDownloads === undefined ? {} : { acceptDownloads }),
  });
  const page = await context.newPage();
  const login = await ConsoleLoginPage.open(page, consoleUrl);
  await login.signIn(user.email, user.password);
  await page.waitForURL(until);
  return { context, page };
}
