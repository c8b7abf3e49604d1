import type { Locator, Page } from 'playwright-core';

/** Selector map of the public cancel page (/cancel/:id, /cn/:id). */
export const publicCancelSelectors = {
  root: '[data-testid="public-cancel"]',
  protocol: '[data-testid="public-appointment"] [data-testid="summary-protocol"] dd',
  status: '[data-testid="appointment-status"]',
  reason: 'textarea[name="reason"]',
  submit: '[data-testid="public-cancel-submit"]',
  cancelled: '[data-testid="public-cancelled"]',
  blocked: '[data-testid="public-cancel-blocked"]',
  error: '[data-testid="error-alert"]',
  /** How long a cancel link works, under "Unable to retrieve data" (SECURITY.md T24). */
  expiry: '[data-testid="public-cancel-expiry"]',
} as const;

/** The short link's cancel page, without signing in. */
export class PublicCancelPage {
  constructor(readonly page: Page) {}

  static async open(page: Page, patientUrl: string, access: string, path: 'cn' | 'cancel' = 'cn'): Promise<PublicCancelPage> {
    await page.goto(`${patientUrl}/${path}/${access}`);
    const cancel = new PublicCancelPage(page);
    await page.locator(publicCancelSelectors.root).waitFor();
    return cancel;
  }

  locator(key: keyof typeof publicCancelSelectors): Locator {
    return this.page.locator(publicCancelSelectors[key]);
  }

  /** Waits until the page has read the appointment (or failed to). */
  async loaded(): Promise<void> {
    await this.locator('protocol').or(this.locator('error')).waitFor();
  }

  async cancel(reason: string): Promise<void> {
    await this.locator('reason').fill(reason);
    await this.locator('submit').click();
  }
}
