import { errorText } from '@teleconsulta/schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { demoPatient } from './demo-users.fixtures';

/** SPEC §8: any network failure shows "Impossível acessar o servidor. Tente novamente", translated, and no blank page. */
describe('patient app when the server cannot be reached', () => {
  const { patientUrl } = getStack();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const [locale, lang] of [
    ['pt-BR', 'pt-BR'],
    ['en-US', 'en'],
  ] as const) {
    it(`says the server is unreachable in ${locale} and keeps the form`, async () => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const login = await LoginPage.open(page, patientUrl);
      await page.route('**/graphql', (route) => route.abort('connectionrefused'));
      await login.signInWithCpf(demoPatient.cpf, demoPatient.birthDate);
      await login.alert().waitFor();
      expect(await login.alert().textContent()).toContain(errorText('SERVER_UNREACHABLE', lang));
      expect(page.url()).toBe(`${patientUrl}/login`);
      expect(await login.input('cpf').inputValue()).not.toBe('');
      await context.close();
    });
  }
});
