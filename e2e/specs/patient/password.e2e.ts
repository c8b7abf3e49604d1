import { errorText, format } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { newestResetPath } from '../../fixtures/platform-mail-api';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { PasswordPages } from '../../pages/patient/password.page';

const JOAO = { email: 'joao@example.com', password: 'Paciente123', name: 'João Souza' };
const NEW_PASSWORD = 'Joao2026nova';

describe('forgotten and changed passwords in the patient app (issue 18)', () => {
  const { patientUrl, gatewayUrl, platformMailUrl } = getStack();
  const gateway = gatewayClient(gatewayUrl);
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await context?.close();
  });
  afterAll(async () => {
    // João's demo password again, for whatever runs after (through the same mailed-link flow, by API).
    await gateway.call('mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) }', {
      input: { email: JOAO.email },
    });
    const token = (await newestResetPath(platformMailUrl, JOAO.email)).split('/').pop();
    await gateway.call('mutation($input: PasswordResetInput!) { resetPassword(input: $input) }', {
      input: { token, password: JOAO.password, passwordConfirm: JOAO.password },
    });
    await browser.close();
  });

  const open = async (locale: string, width = 1280) => {
    context = await browser.newContext({ locale, viewport: { width, height: width < 600 ? 844 : 800 } });
    page = await context.newPage();
    return new PasswordPages(page);
  };

  it('João asks for a new password, follows the mailed link, and signs in with it while the old one fails (pt-BR)', async () => {
    const pages = await open('pt-BR');
    const login = await LoginPage.open(page, patientUrl);
    await pages.forgotLink().click();
    await page.waitForURL(`${patientUrl}/forgot-password`);
    expect(await (await pages.heading('Esqueceu a senha')).isVisible()).toBe(true);
    const sent = await pages.askForLink(JOAO.email);
    expect(sent).toContain(`Se houver uma conta com o e-mail ${JOAO.email}`);
    expect(sent).toContain('por 30 minutos');

    await page.goto(`${patientUrl}${await newestResetPath(platformMailUrl, JOAO.email)}`);
    expect(await (await pages.heading('Criar uma nova senha')).isVisible()).toBe(true);
    await pages.setNewPassword('fraca', 'fraca');
    expect(await pages.fieldError('reset', 'password').textContent()).toBe(format('passwordRule', 'pt-BR'));
    await pages.setNewPassword(NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(await pages.fieldError('reset', 'passwordConfirm').textContent()).toBe(format('passwordConfirm', 'pt-BR'));
    await pages.setNewPassword(NEW_PASSWORD);
    await pages.done().waitFor();
    expect(await pages.done().getByRole('status').textContent()).toBe('Sua senha foi alterada. Entre com a nova senha.');

    await pages.done().getByRole('link', { name: 'Entrar' }).click();
    await page.waitForURL(`${patientUrl}/login`);
    await login.signInWithEmail(JOAO.email, JOAO.password);
    await login.alert().waitFor();
    expect(await login.alert().textContent()).toBe(errorText('INVALID_CREDENTIALS', 'pt-BR'));
    await login.input('password').fill(NEW_PASSWORD);
    await login.submit();
    await page.getByTestId('patient-home').waitFor();
    expect(await page.getByTestId('signed-in-user').textContent()).toBe(JOAO.name);
  });

  it('says a used link no longer works and offers a new one, on a phone (en)', async () => {
    await gateway.call('mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) }', {
      input: { email: JOAO.email },
    });
    const path = await newestResetPath(platformMailUrl, JOAO.email);
    const pages = await open('en-US', 390);
    await page.goto(`${patientUrl}${path}`);
    await pages.setNewPassword('Joao2026outra');
    await pages.done().waitFor();

    await page.goto(`${patientUrl}${path}`);
    await pages.setNewPassword('Joao2026mais');
    await pages.alert().waitFor();
    expect(await pages.alert().textContent()).toBe(errorText('PASSWORD_RESET_INVALID', 'en'));
    await pages.askAgain().click();
    await page.waitForURL(`${patientUrl}/forgot-password`);
    const sent = await pages.askForLink('nobody-at-all@example.com');
    expect(sent).toBe(
      'If an account has the e-mail nobody-at-all@example.com, a link to set a new password is on its way. It works once, for 30 minutes. Look in the spam folder too.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('changes the password while signed in: a wrong current password is refused, the new one works (en)', async () => {
    const pages = await open('en-US');
    const login = await LoginPage.open(page, patientUrl);
    await login.signInWithEmail(JOAO.email, 'Joao2026outra');
    await page.getByTestId('patient-home').waitFor();
    await pages.openChangeFromAccountMenu();
    expect(await (await pages.heading('Change password')).isVisible()).toBe(true);

    await pages.changePassword('Wrong2026pass', 'Joao2026trocada');
    await pages.fieldError('change', 'currentPassword').waitFor();
    expect(await pages.fieldError('change', 'currentPassword').textContent()).toBe('Current password is invalid');
    await pages.changePassword('Joao2026outra', 'Joao2026trocada');
    await pages.changeDone().waitFor();
    expect(await pages.changeDone().textContent()).toBe('Your password was changed. Every other device was signed out.');

    // This device keeps its session (new tokens); a fresh sign-in takes the new password only.
    await page.reload();
    await page.getByTestId('change-password').waitFor();
    const other = await browser.newContext({ locale: 'en-US' });
    const otherPage = await other.newPage();
    const otherLogin = await LoginPage.open(otherPage, patientUrl);
    await otherLogin.signInWithEmail(JOAO.email, 'Joao2026outra');
    await otherLogin.alert().waitFor();
    await otherLogin.input('password').fill('Joao2026trocada');
    await otherLogin.submit();
    await otherPage.getByTestId('patient-home').waitFor();
    await other.close();
  });
});
