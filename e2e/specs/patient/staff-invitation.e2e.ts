import { errorText, format } from '@teleconsulta/schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { signInPatient } from '../../pages/patient/patient-session.page';
import { InvitationPage, invitationPathOf } from '../../pages/patient/staff-invitation.page';
import { TermsPage } from '../../pages/patient/terms.page';
import { demoCompanies, demoOtherClinicAdmin } from '../console/console-api.fixtures';
import { staffApi } from '../console/staff-api.fixtures';
import { demoPatient } from './demo-users.fixtures';

/** Screenshots for a human look, only when asked (E2E_SHOTS=/some/dir). */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const paulo = { email: 'dr.paulo@example.com', password: 'Medico123' } as const;

const TEXTS = {
  'pt-BR': { lang: 'pt-BR' as const, title: 'Convite para a equipe', doctor: 'Médico', name: 'Dra. Helena Nova' },
  'en-US': { lang: 'en' as const, title: 'Invitation to join a team', doctor: 'Doctor', name: 'Dr. Helen New' },
} as const;

/** /invite/:token (issue 16): the page of an invitation's link, in both languages and at both widths. */
describe('patient app: accepting a clinic’s invitation', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let browser: Browser;
  let clinic: Awaited<ReturnType<typeof staffApi>>;
  let otherClinic: Awaited<ReturnType<typeof staffApi>>;
  const joined: string[] = [];
  const invited: string[] = [];

  beforeAll(async () => {
    [clinic, otherClinic] = await Promise.all([staffApi(gatewayUrl), staffApi(gatewayUrl, demoOtherClinicAdmin)]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const email of joined) {
      const member = await clinic.findByEmail(email);
      if (member) await clinic.revoke(member.userId);
    }
    for (const email of invited) await clinic.revokeInvitationOf(email);
    const pauloThere = await otherClinic.findByEmail(paulo.email);
    if (pauloThere) await otherClinic.revoke(pauloThere.userId);
    await browser?.close();
  });

  /** Invites through the API in the page's language and answers the link's path from the mail. */
  async function linkFor(api: typeof clinic, email: string, roles: string[], lang: string): Promise<string> {
    await api.invite(email, roles, lang);
    return invitationPathOf((await api.invitationMail(email)).text);
  }

  for (const [locale, viewport] of [
    ['pt-BR', DESKTOP],
    ['en-US', PHONE],
  ] as const) {
    const t = TEXTS[locale];

    it(`a new doctor creates the account and lands on the today's list of the clinic (${locale}, ${viewport.width}px)`, async () => {
      const email = `helena.${locale.toLowerCase()}.${Date.now()}@example.com`;
      joined.push(email);
      const path = await linkFor(clinic, email, ['D'], t.lang);
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      const invitation = await InvitationPage.open(page, patientUrl, path);
      expect(await invitation.locator('heading').textContent()).toBe(t.title);
      expect(await invitation.locator('clinic').textContent()).toBe(demoCompanies.main);
      expect(await invitation.role('D').textContent()).toBe(t.doctor);
      expect(await page.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
      await shot(page, `invite-new-account-${locale}-${viewport.width}`);
      // Nothing overflows sideways at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await invitation.createAccount({ name: t.name, password: 'fraca', passwordConfirm: 'outra', acceptTerms: false });
      await expect.poll(() => invitation.helper('password').textContent()).toBe(format('passwordRule', t.lang));
      expect(await page.getByText(format('termsRequired', t.lang)).count()).toBe(1);
      await shot(page, `invite-new-account-errors-${locale}-${viewport.width}`);
      expect(await clinic.findByEmail(email)).toBeNull();

      await invitation.createAccount({ name: t.name, password: 'Medica123' });
      await invitation.locator('accepted').waitFor();
      await shot(page, `invite-new-account-done-${locale}-${viewport.width}`);
      await invitation.locator('continue').click();
      await page.waitForURL(`${patientUrl}/professional/listscheduled`);
      await page.getByTestId('professional-home').waitFor();
      await expect.poll(() => page.getByTestId('header-company').textContent()).toBe(demoCompanies.main);
      expect(await clinic.findByEmail(email)).toMatchObject({ name: t.name, roles: ['D'] });

      // The link worked once.
      const again = await InvitationPage.open(page, patientUrl, path);
      expect(await again.locator('invalid').textContent()).toBe(errorText('INVITATION_INVALID', t.lang));
      await shot(page, `invite-used-${locale}-${viewport.width}`);
      await context.close();
    });

    it(`a doctor of another clinic signs in as the invited e-mail to accept (${locale}, ${viewport === PHONE ? DESKTOP.width : PHONE.width}px)`, async () => {
      const width = viewport === PHONE ? DESKTOP : PHONE;
      const path = await linkFor(otherClinic, paulo.email, ['D'], t.lang);
      const context = await browser.newContext({ locale, viewport: width });
      const page = await context.newPage();
      const invitation = await InvitationPage.open(page, patientUrl, path);
      await invitation.locator('signIn').waitFor();
      expect(await invitation.locator('newAccount').count()).toBe(0);
      expect(await invitation.locator('clinic').textContent()).toBe('Clínica Bem Viver');
      await shot(page, `invite-sign-in-${locale}-${width.width}`);

      await invitation.signInAndAccept('Errada123');
      await expect.poll(() => invitation.locator('alert').textContent()).toBe(errorText('INVALID_CREDENTIALS', t.lang));
      expect(await otherClinic.findByEmail(paulo.email)).toBeNull();

      await invitation.signInAndAccept(paulo.password);
      await invitation.locator('accepted').waitFor();
      await invitation.locator('continue').click();
      // His account accepted the terms of use at his first clinic; the clinic he joins asks for them too (the first
      // time he joins it: the other language's run finds them accepted there).
      const terms = new TermsPage(page);
      await terms.text().or(page.getByTestId('professional-home')).waitFor();
      if (await terms.text().isVisible()) await terms.accept();
      await page.waitForURL(`${patientUrl}/professional/listscheduled`);
      await page.getByTestId('professional-home').waitFor();
      await expect.poll(() => page.getByTestId('header-company').textContent()).toBe('Clínica Bem Viver');
      await shot(page, `invite-sign-in-done-${locale}-${width.width}`);
      expect((await otherClinic.findByEmail(paulo.email))?.roles).toEqual(['D']);
      // Teardown for the other language's run: Bem Viver lets him go again.
      await otherClinic.revoke((await otherClinic.findByEmail(paulo.email))!.userId);
      await context.close();
    });

    it(`someone signed in with another e-mail is told so and can sign out first (${locale})`, async () => {
      const email = `outra.pessoa.${locale.toLowerCase()}.${Date.now()}@example.com`;
      invited.push(email);
      const path = await linkFor(clinic, email, ['DC'], t.lang);
      const { context, page } = await signInPatient(browser, patientUrl, demoPatient, { locale, width: viewport.width });
      const invitation = await InvitationPage.open(page, patientUrl, path);
      await invitation.locator('otherAccount').waitFor();
      const warning = await invitation.locator('otherAccount').textContent();
      expect(warning).toContain(demoPatient.email);
      expect(warning).toContain(email);
      expect(await invitation.locator('newAccount').count()).toBe(0);
      await shot(page, `invite-other-account-${locale}-${viewport.width}`);
      await invitation.locator('signOut').click();
      await invitation.locator('newAccount').waitFor();
      await context.close();
    });

    it(`an unknown link says the invitation is no longer valid (${locale})`, async () => {
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      const invitation = await InvitationPage.open(page, patientUrl, `/invite/${'A'.repeat(43)}`);
      expect(await invitation.locator('invalid').textContent()).toBe(errorText('INVITATION_INVALID', t.lang));
      await context.close();
    });
  }
});
