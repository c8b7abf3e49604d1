import type { Locator, Page } from 'playwright-core';

/** Selector map of the terms-of-use gate (patient app and console): test ids, never translated text. */
export const termsSelectors = {
  gate: '[data-testid="terms-gate"]',
  title: '[data-testid="terms-gate"] h1',
  text: '[data-testid="terms-text"]',
  version: '[data-testid="terms-version"]',
  accept: '[data-testid="terms-accept"]',
  signOut: '[data-testid="terms-gate"] [data-testid="sign-out"], [data-testid="terms-gate"] [data-testid="terms-sign-out"]',
  readError: '[data-testid="terms-gate"] [data-testid="error-alert"], [data-testid="terms-read-error"]',
} as const;

/** The terms screen that stands in for the whole app until the version in force is accepted. */
export class TermsPage {
  constructor(private readonly page: Page) {}

  gate(): Locator {
    return this.page.locator(termsSelectors.gate);
  }

  title(): Locator {
    return this.page.locator(termsSelectors.title);
  }

  text(): Locator {
    return this.page.locator(termsSelectors.text);
  }

  version(): Locator {
    return this.page.locator(termsSelectors.version);
  }

  acceptButton(): Locator {
    return this.page.locator(termsSelectors.accept);
  }

  signOutButton(): Locator {
    return this.page.locator(termsSelectors.signOut);
  }

  async waitForTerms(): Promise<void> {
    await this.text().waitFor();
  }

  async accept(): Promise<void> {
    await this.acceptButton().click();
    await this.gate().waitFor({ state: 'detached' });
  }

  /** Set E2E_SCREENSHOTS_DIR to keep a PNG of the screen. */
  async snap(name: string): Promise<void> {
    const dir = process.env.E2E_SCREENSHOTS_DIR;
    if (dir) await this.page.screenshot({ path: `${dir}/terms-${name}.png`, fullPage: true });
  }
}
