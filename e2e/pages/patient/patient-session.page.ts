import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LoginPage } from './login.page';

/** A patient signed in to the patient app by CPF and birth date, in a browser context of the given language and width. */
export async function signInPatient(
  browser: Browser,
  patientUrl: string,
  who: { cpf: string; birthDate: string },
  options: { locale: string; width?: number; height?: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: options.locale,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  const page = await context.newPage();
  await (await LoginPage.open(page, patientUrl)).signInWithCpf(who.cpf, who.birthDate);
  await page.getByTestId('patient-home').waitFor();
  return { context, page };
}
