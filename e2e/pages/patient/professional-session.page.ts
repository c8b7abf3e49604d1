import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LoginPage } from './login.page';

/** A doctor signed in to the patient app by e-mail, in a browser context of the given language and width. */
export async function signInDoctor(
  browser: Browser,
  patientUrl: string,
  who: { email: string; password: string },
  options: { locale: string; width?: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: options.locale, viewport: { width: options.width ?? 1280, height: 900 } });
  const page = await context.newPage();
  const login = await LoginPage.open(page, patientUrl);
  await login.signInWithEmail(who.email, who.password);
  await page.waitForURL(`${patientUrl}/professional/listscheduled`);
  return { context, page };
}

/** Set E2E_SCREENSHOTS_DIR to keep a PNG of each screen a spec passes through. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/professional-${name}.png`, fullPage: true });
}
