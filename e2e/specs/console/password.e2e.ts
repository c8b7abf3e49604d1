import { errorText, format } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { newestResetPath } from '../../fixtures/platform-mail-api';
import { getStack } from '../../harness';
import { ConsoleLoginPage } from '../../pages/console/login.page';
import { ConsolePasswordPages } from '../../pages/console/password.page';
import { demoRepresentative } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

const REP = demoRepresentative;

describe('forgotten and changed passwords in the console (issue 18)', () => {
  const { consoleUrl, gatewayUrl, platformMailUrl } = getStack();
  const browser = consoleBrowser();
  const gateway = gatewayClient(gatewayUrl);

  // A terms version another spec published may still wait for the representative: accepted here, this spec is about passwords.
  beforeAll(async () => {
    const rep = await gateway.signIn(REP);
    const { termsOfUse } = await rep.call<{ termsOfUse: { version: string; accepted: boolean } }>('{ termsOfUse { version accepted } }');
    if (!termsOfUse.accepted)
      await rep.call('mutation($v: String!) { acceptTermsOfUse(version: $v) { accepted } }', { v: termsOfUse.version });
  });

  afterAll(async () => {
    // The representative's demo password again, for whatever runs after.
    await gateway.call('mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) }', {
      input: { email: REP.email, app: 'CONSOLE' },
    });
    const token = (await newestResetPath(platformMailUrl, REP.email)).split('/').pop();
    await gateway.call('mutation($input: PasswordResetInput!) { resetPassword(input: $input) }', {
      input: { token, password: REP.password, passwordConfirm: REP.password },
    });
  });

  it('asks for a link from the sign-in page, sets a new password from the mail and signs in with it (pt-BR)', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    const pages = new ConsolePasswordPages(page);
    await ConsoleLoginPage.open(page, consoleUrl);
    await page.getByTestId('forgot-password-link').click();
    await page.waitForURL((url) => url.hash === '#/forgot-password');
    expect(await (await pages.heading('Esqueceu a senha')).isVisible()).toBe(true);
    const sent = await pages.askForLink(REP.email);
    await sent.waitFor();
    expect(await sent.textContent()).toContain(`Se houver uma conta com o e-mail ${REP.email}`);

    const path = await newestResetPath(platformMailUrl, REP.email);
    expect(path.startsWith('#/reset-password/')).toBe(true);
    await page.goto(`${consoleUrl}/${path}`);
    await pages.setNewPassword('fraca');
    expect(await pages.fieldError('password').textContent()).toBe(format('passwordRule', 'pt-BR'));
    await pages.setNewPassword('Rep2026nova');
    await pages.resetDone().waitFor();
    expect(await pages.resetDone().textContent()).toBe('Sua senha foi alterada. Entre com a nova senha.');

    const login = await ConsoleLoginPage.open(page, consoleUrl);
    await login.signIn(REP.email, REP.password);
    await login.notification().waitFor();
    expect(await login.notification().textContent()).toBe(errorText('INVALID_CREDENTIALS', 'pt-BR'));
    await login.signIn(REP.email, 'Rep2026nova');
    await page.waitForURL((url) => url.hash !== '#/login');
    await context.close();
  });

  it('a used link says so and offers a new one (en)', async () => {
    await gateway.call('mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) }', {
      input: { email: REP.email, app: 'CONSOLE' },
    });
    const path = await newestResetPath(platformMailUrl, REP.email);
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const pages = new ConsolePasswordPages(page);
    await page.goto(`${consoleUrl}/${path}`);
    await pages.setNewPassword('Rep2026outra');
    await pages.resetDone().waitFor();
    await page.goto(`${consoleUrl}/${path}`);
    await page.reload();
    await pages.setNewPassword('Rep2026mais');
    await pages.alert().waitFor();
    expect(await pages.alert().textContent()).toBe(errorText('PASSWORD_RESET_INVALID', 'en'));
    await page.getByTestId('reset-ask-again').click();
    await page.waitForURL((url) => url.hash === '#/forgot-password');
    await context.close();
  });

  it('changes the password on its page: a wrong current password is refused (en)', async () => {
    const { context, page } = await browser.signIn({ email: REP.email, password: 'Rep2026outra' }, { locale: 'en-US' });
    const pages = new ConsolePasswordPages(page);
    await pages.openChangePassword(consoleUrl);
    expect(await (await pages.heading('Change password')).isVisible()).toBe(true);
    await pages.changePassword('Wrong2026pass', 'Rep2026trocada');
    await pages.fieldError('currentPassword').waitFor();
    expect(await pages.fieldError('currentPassword').textContent()).toBe('Current password is invalid');
    await pages.changePassword('Rep2026outra', 'Rep2026trocada');
    await pages.changeDone().waitFor();
    expect(await pages.changeDone().textContent()).toBe('Your password was changed. Every other device was signed out.');
    // This device keeps working on its new session (a signed-out one would be sent to #/login).
    await page.reload();
    await page.getByTestId('change-password').waitFor();
    expect(new URL(page.url()).hash).toBe('#/account/password');
    await context.close();
  });
});
