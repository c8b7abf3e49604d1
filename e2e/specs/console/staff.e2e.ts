import { format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { ConsoleLoginPage, consoleHome } from '../../pages/console/login.page';
import { OutboxPage } from '../../pages/console/messages.page';
import { StaffCreatePage, StaffInvitationsPanel, StaffListPage } from '../../pages/console/staff.page';
import { InvitationPage, invitationPathOf } from '../../pages/patient/staff-invitation.page';
import { demoClinicAdmin, demoCompanies } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { staffApi } from './staff-api.fixtures';

/** Screenshots for a human look, only when asked (E2E_SHOTS=/some/dir). */
const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
};

const PHONE = { width: 390, height: 844 };

const TEXTS = {
  'pt-BR': {
    lang: 'pt-BR' as const,
    name: 'Marina Gestora',
    sent: (email: string) => `Convite enviado para ${email}`,
    pending: 'Pendente',
    subject: `${demoCompanies.main} convida você para participar como Gestor`,
    role: 'Gestor',
    inviteTitle: 'Convite para a equipe',
    resendTitle: (email: string) => `Reenviar o convite para ${email}?`,
    resent: (email: string) => `Convite reenviado para ${email}`,
    revokeTitle: (email: string) => `Revogar o convite para ${email}?`,
    revoked: (email: string) => `Convite para ${email} revogado`,
    console: 'console administrativo',
  },
  'en-US': {
    lang: 'en' as const,
    name: 'Marina Manager',
    sent: (email: string) => `Invitation sent to ${email}`,
    pending: 'Pending',
    subject: `${demoCompanies.main} invites you to join as Manager`,
    role: 'Manager',
    inviteTitle: 'Invitation to join a team',
    resendTitle: (email: string) => `Resend the invitation to ${email}?`,
    resent: (email: string) => `Invitation sent again to ${email}`,
    revokeTitle: (email: string) => `Revoke the invitation to ${email}?`,
    revoked: (email: string) => `Invitation to ${email} revoked`,
    console: 'back-office console',
  },
} as const;

for (const locale of ['pt-BR', 'en-US'] as const) {
  const t = TEXTS[locale];

  /** One story, in order (issue 16): invite → Outbox → the invitee accepts → signs in to the console. */
  describe(`console: the clinic admin invites a manager (${locale})`, () => {
    const { consoleUrl, gatewayUrl, patientUrl } = getStack();
    const browser = consoleBrowser({ locale });
    const email = `marina.${locale.toLowerCase()}.${Date.now()}@clinica.example.com`;
    const other = `outra.${locale.toLowerCase()}.${Date.now()}@clinica.example.com`;
    const password = 'Gestora123';
    let page: Page;
    let api: Awaited<ReturnType<typeof staffApi>>;
    let invitationPath: string;

    beforeAll(async () => {
      api = await staffApi(gatewayUrl);
      ({ page } = await browser.signIn(demoClinicAdmin));
    });

    afterAll(async () => {
      const member = await api.findByEmail(email);
      if (member) await api.revoke(member.userId);
      for (const address of [email, other]) await api.revokeInvitationOf(address);
    });

    it('the form asks only an e-mail and roles; an invalid e-mail shows the shared rule and sends nothing', async () => {
      const form = await StaffCreatePage.open(page, consoleUrl);
      expect(await form.input('name').count()).toBe(0);
      expect(await form.input('password').count()).toBe(0);
      await form.fill({ email: 'not-an-email' });
      await form.role('M').check();
      await form.save();
      await expect.poll(() => form.helperText('email').textContent()).toBe(format('emailInvalid', t.lang));
      expect(await api.invitation('not-an-email')).toBeNull();
    });

    it('sends the invitation: the list shows it pending, and the person is not a member yet', async () => {
      const form = await StaffCreatePage.open(page, consoleUrl);
      await form.fill({ email });
      await form.role('M').check();
      await shot(page, `staff-invite-form-${locale}`);
      await form.save();
      await page.waitForURL((url) => url.hash === '#/staff' || url.hash.startsWith('#/staff?'));
      const panel = new StaffInvitationsPanel(page);
      await expect.poll(() => panel.notification().textContent()).toBe(t.sent(email));
      await panel.row(email).waitFor();
      expect(await panel.status(email)).toBe(t.pending);
      expect(await panel.row(email).textContent()).toContain(t.role);
      expect(await api.findByEmail(email)).toBeNull();
      await StaffListPage.open(page, consoleUrl);
      await panel.row(email).scrollIntoViewIfNeeded();
      await shot(page, `staff-list-invitations-${locale}`);
    });

    it('the mail is in the Outbox, in the admin’s language, with the accept link', async () => {
      const outbox = await OutboxPage.open(page, consoleUrl);
      const [first] = await outbox.rows();
      expect(first).toMatchObject({ to: email, subject: t.subject });
      await outbox.openFirst();
      invitationPath = invitationPathOf(await outbox.text());
      await shot(page, `staff-invite-mail-${locale}`);
    });

    it('the invitee opens the link, creates the account, and is sent to the console, where they sign in', async () => {
      const context = await browser.newContext({ locale });
      const invitee = await context.newPage();
      const invitation = await InvitationPage.open(invitee, patientUrl, invitationPath);
      expect(await invitation.locator('heading').textContent()).toBe(t.inviteTitle);
      expect(await invitation.locator('clinic').textContent()).toBe(demoCompanies.main);
      expect(await invitation.role('M').textContent()).toBe(t.role);
      await shot(invitee, `invite-page-manager-${locale}`);
      await invitation.createAccount({ name: t.name, password });
      await invitation.locator('accepted').waitFor();
      expect(await invitation.locator('console').textContent()).toContain(t.console);
      expect(await invitation.locator('continue').count()).toBe(0);
      await shot(invitee, `invite-accepted-manager-${locale}`);
      await context.close();
      expect(await api.findByEmail(email)).toMatchObject({ name: t.name, roles: ['M'] });

      // The right place for a manager: the console, with their own e-mail and password.
      const managerContext = await browser.newContext({ locale });
      const manager = await managerContext.newPage();
      await (await ConsoleLoginPage.open(manager, consoleUrl)).signIn(email, password);
      await manager.waitForURL(consoleHome);
      const list = await StaffListPage.open(manager, consoleUrl);
      expect(await list.names()).toContain(t.name);
      await shot(manager, `staff-new-manager-console-${locale}`);
      await managerContext.close();
    });

    it('Resend and Revoke ask first; a revoked invitation leaves the list', async () => {
      await api.invite(other, ['D'], t.lang);
      await StaffListPage.open(page, consoleUrl);
      const panel = new StaffInvitationsPanel(page);
      await panel.row(other).waitFor();

      await panel.resendButton(other).click();
      await expect.poll(() => panel.dialog().textContent()).toContain(t.resendTitle(other));
      await shot(page, `staff-invite-resend-confirm-${locale}`);
      await panel.confirm();
      await expect.poll(() => panel.notification().textContent()).toBe(t.resent(other));
      expect((await api.invitationMail(other)).subject).toContain(demoCompanies.main);

      await panel.revokeButton(other).click();
      await expect.poll(() => panel.dialog().textContent()).toContain(t.revokeTitle(other));
      await panel.confirm();
      await expect.poll(() => panel.notification().textContent()).toBe(t.revoked(other));
      await panel.row(other).waitFor({ state: 'detached' });
      expect(await api.invitation(other)).toBeNull();
    });

    it('on a phone, the invitations are cards with their actions', async () => {
      await api.invite(other, ['DC'], t.lang);
      const phone = await browser.signIn(demoClinicAdmin, { viewport: PHONE });
      // On a phone the members are a simple list, not the table StaffListPage reads.
      await phone.page.goto(`${consoleUrl}/#/staff`);
      const panel = new StaffInvitationsPanel(phone.page);
      await panel.row(other).waitFor();
      await panel.row(other).scrollIntoViewIfNeeded();
      await shot(phone.page, `staff-list-invitations-phone-${locale}`);
      expect(await panel.resendButton(other).isVisible()).toBe(true);
      // Nothing on the page is wider than the phone: no sideways scrolling.
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect((await panel.card().boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
      await phone.context.close();
    });
  });
}
