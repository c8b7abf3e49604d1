import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { newestLinkPath } from '../../fixtures/platform-mail-api';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';

const CARLA = { email: 'carla@example.com', password: 'Paciente123', name: 'Carla Lima' } as const;

const VARIANTS = [
  {
    locale: 'pt-BR',
    width: 1280,
    next: 'carla.pt@example.com',
    wrong: 'O campo Senha atual é inválido',
    sent: 'Um link está a caminho de carla.pt@example.com. Abra-o em até 60 minutos para passar a entrar com ele.',
    done: 'Pronto: a partir de agora você entra com carla.pt@example.com.',
  },
  {
    locale: 'en-US',
    width: 390,
    next: 'carla.en@example.com',
    wrong: 'Current password is invalid',
    sent: 'A link is on its way to carla.en@example.com. Open it within 60 minutes to start signing in with it.',
    done: 'Done: you sign in with carla.en@example.com from now on.',
  },
] as const;

describe('changing the sign-in e-mail with a confirmation link (issue 18)', () => {
  const { patientUrl, gatewayUrl, platformMailUrl } = getStack();
  let browser: Browser;
  let current: string = CARLA.email;

  const confirmPath = (to: string) => newestLinkPath(platformMailUrl, to, 'confirm-email');

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Carla's demo e-mail again, through the same link, for whatever runs after.
    if (current !== CARLA.email) {
      const carla = await gatewayClient(gatewayUrl).signIn({ email: current, password: CARLA.password });
      await carla.call('mutation($input: EmailChangeInput!) { requestEmailChange(input: $input) }', {
        input: { email: CARLA.email, currentPassword: CARLA.password },
      });
      const token = (await confirmPath(CARLA.email)).split('/').pop();
      await gatewayClient(gatewayUrl).call('mutation($token: String!) { confirmEmailChange(token: $token) }', { token });
    }
    await browser.close();
  });

  for (const v of VARIANTS) {
    it(`asks for the new address, confirms it from the mail and signs in with it (${v.locale}, ${v.width}px)`, async () => {
      const context = await browser.newContext({ locale: v.locale, viewport: { width: v.width, height: v.width < 600 ? 844 : 800 } });
      const page = await context.newPage();
      const login = await LoginPage.open(page, patientUrl);
      await login.signInWithEmail(current, CARLA.password);
      await page.getByTestId('patient-home').waitFor();
      await page.getByTestId('account-menu').click();
      await page.getByTestId('account-change-email').click();
      const form = page.getByTestId('email-change');
      await form.waitFor();
      expect(await page.getByTestId('email-current').textContent()).toContain(current);

      await page.locator('#email-new').fill(v.next);
      await page.locator('#email-currentPassword').fill('Errada2026x');
      await form.locator('button[type="submit"]').click();
      await page.locator('#email-currentPassword-helper-text').waitFor();
      expect(await page.locator('#email-currentPassword-helper-text').textContent()).toBe(v.wrong);
      await page.locator('#email-currentPassword').fill(CARLA.password);
      await form.locator('button[type="submit"]').click();
      await page.getByTestId('email-change-sent').waitFor();
      expect(await page.getByTestId('email-change-sent').textContent()).toBe(v.sent);

      await page.goto(`${patientUrl}${await confirmPath(v.next)}`);
      await page.getByTestId('confirm-email-done').waitFor();
      expect(await page.getByTestId('confirm-email-done').textContent()).toBe(v.done);
      current = v.next;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);

      const again = await browser.newContext({ locale: v.locale });
      const other = await again.newPage();
      const otherLogin = await LoginPage.open(other, patientUrl);
      await otherLogin.signInWithEmail(v.next, CARLA.password);
      await other.getByTestId('patient-home').waitFor();
      await again.close();
      await context.close();
    });
  }
});
