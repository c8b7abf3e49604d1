import { errorText } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { ConsoleLoginPage, consoleHome } from '../../pages/console/login.page';
import { demoClinicAdmin, demoPatient } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

describe('console sign-in: staff only, in the browser language', () => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser();

  it.each([
    ['pt-BR', 'pt-BR'],
    ['en-US', 'en'],
    ['fr-FR', 'pt-BR'],
  ] as const)('refuses a patient with "Access Denied" (browser %s → %s) and keeps no session', async (browserLocale, locale) => {
    const context = await browser.newContext({ locale: browserLocale });
    const page = await context.newPage();
    const login = await ConsoleLoginPage.open(page, consoleUrl);
    await login.signIn(demoPatient.email, demoPatient.password);

    await login.notification().waitFor();
    expect(await login.notification().textContent()).toBe(errorText('ACCESS_DENIED', locale));
    await page.goto(`${consoleUrl}/#/companies`);
    await page.waitForURL((url) => url.hash === '#/login');
    await context.close();
  });

  it('lets the clinic admin in', async () => {
    const { context, page } = await browser.signIn(demoClinicAdmin, { locale: 'pt-BR', until: consoleHome });
    // The dashboard greets the admin (the login page's own heading may linger for a frame after the URL changes).
    const greeting = page.getByRole('heading', { level: 2, name: `Olá, ${demoClinicAdmin.name}` });
    await greeting.waitFor();
    expect(await greeting.textContent()).toBe(`Olá, ${demoClinicAdmin.name}`);
    await context.close();
  });
});
