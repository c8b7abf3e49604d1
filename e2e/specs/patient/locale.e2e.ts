import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { fillDate, shownValue } from '../../pages/picker-input';

/** What a Portuguese sign-in page shows (any browser language but English). */
const PORTUGUESE = {
  lang: 'pt-BR',
  title: 'Entrar',
  birthDate: 'Data de nascimento',
  cnsTab: 'Cartão SUS',
  empty: 'DD/MM/AAAA',
  typed: '12/04/1985',
} as const;

/** SPEC §1: English when the browser asks for it, Brazilian Portuguese for every other language. */
describe.each([
  {
    locale: 'en-US',
    lang: 'en',
    title: 'Sign in',
    birthDate: 'Birth date',
    cnsTab: 'Healthcare ID',
    empty: 'MM/DD/YYYY',
    typed: '04/12/1985',
  },
  { locale: 'fr-FR', ...PORTUGUESE },
  { locale: 'pt-BR', ...PORTUGUESE },
])('patient app language for a $locale browser', ({ locale, lang, title, birthDate, cnsTab, empty, typed }) => {
  const { patientUrl } = getStack();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser({ locale });
  });

  afterAll(async () => {
    await browser.close();
  });

  it(`shows /login in ${lang}`, async () => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const login = await LoginPage.open(page, patientUrl);

    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await login.heading().textContent()).toBe(title);
    expect(await login.tab('CNS').textContent()).toBe(cnsTab);
    await login.chooseMethod('CPF');
    expect(await login.labelOf('birthDate')).toBe(birthDate);
    // The birth date is typed in the language's order (issue 21: never the browser's mm/dd/yyyy on a Portuguese page).
    expect(await shownValue(login.input('birthDate'))).toBe(empty);
    await fillDate(login.input('birthDate'), '1985-04-12');
    expect(await shownValue(login.input('birthDate'))).toBe(typed);
    await context.close();
  });
});
