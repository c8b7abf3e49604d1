import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';

describe('patient app page not found', () => {
  const { patientUrl } = getStack();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'en-US' });
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each(['/no/such/page', '/pagenotfound'])('shows the page-not-found screen at %s', async (path) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${patientUrl}${path}`);

    const screen = page.getByTestId('page-not-found');
    await screen.waitFor();
    expect(await screen.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(new URL(page.url()).pathname).toBe(path);
    await context.close();
  });
});
