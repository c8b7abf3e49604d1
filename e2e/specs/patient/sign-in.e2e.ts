import { errorText, format } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { demoDoctor, demoPatient } from './demo-users.fixtures';

describe('patient app sign-in', () => {
  const { patientUrl } = getStack();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser({ locale: 'pt-BR' });
  });

  afterAll(async () => {
    await browser.close();
  });

  const openLogin = async (locale: string) => {
    context = await browser.newContext({ locale });
    page = await context.newPage();
    return LoginPage.open(page, patientUrl);
  };

  afterEach(async () => {
    await context.close();
  });

  it('signs a patient in by CPF and birth date and lands on the patient home', async () => {
    const login = await openLogin('pt-BR');
    await login.signInWithCpf(demoPatient.cpf, demoPatient.birthDate);

    await page.waitForURL(`${patientUrl}/`);
    const home = page.getByTestId('patient-home');
    await home.waitFor();
    expect(await home.getByRole('heading', { level: 1 }).textContent()).toBe(`Olá, ${demoPatient.name}`);
    expect(await page.getByTestId('signed-in-user').textContent()).toBe(demoPatient.name);
  });

  it('sends a doctor signing in by e-mail to the professional home', async () => {
    const login = await openLogin('en-US');
    await login.signInWithEmail(demoDoctor.email, demoDoctor.password);

    await page.waitForURL(`${patientUrl}/professional/listscheduled`);
    const home = page.getByTestId('professional-home');
    await home.waitFor();
    expect(await home.getByRole('heading', { level: 2 }).textContent()).toBe("Today's list");
  });

  it('shows the translated CPF error under the input and stays on /login', async () => {
    const login = await openLogin('pt-BR');
    await login.signInWithCpf('123.456.789-00', demoPatient.birthDate);

    const error = login.fieldError('cpf');
    await error.waitFor();
    expect(await error.textContent()).toBe(format('cpfInvalid', 'pt-BR'));
    expect(await login.input('cpf').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('says the credentials are invalid for an unknown password, in the browser language', async () => {
    const login = await openLogin('en-US');
    await login.signInWithEmail(demoPatient.email, 'Wrong-password1');

    await login.alert().waitFor();
    expect(await login.alert().textContent()).toBe(errorText('INVALID_CREDENTIALS', 'en'));
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs out back to /login and keeps the secure home closed', async () => {
    const login = await openLogin('pt-BR');
    await login.signInWithEmail(demoPatient.email, demoPatient.password);
    await page.getByTestId('patient-home').waitFor();

    await page.getByTestId('sign-out').click();
    await page.waitForURL(`${patientUrl}/login`);
    await page.goto(`${patientUrl}/`);
    await page.waitForURL(`${patientUrl}/login`);
  });
});
