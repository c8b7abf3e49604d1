import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewaySession, gatewayClient } from '../../fixtures/gateway.client';
import { acceptCurrentTermsForDemoUsers } from '../../fixtures/terms-api';
import { getStack, launchBrowser } from '../../harness';
import { signInPatient } from '../../pages/patient/patient-session.page';
import { PrivacyPage } from '../../pages/patient/privacy.page';
import { demoPatient } from './demo-users.fixtures';

const SHOTS = '/tmp/shots-telemedicine-consent';

const VARIANTS = [
  { locale: 'pt-BR', width: 1280, height: 900, given: 'Dado em', revoked: 'Revogado em', self: 'Maria Silva (Eu)' },
  { locale: 'en-US', width: 390, height: 844, given: 'Given on', revoked: 'Revoked on', self: 'Maria Silva (Me)' },
] as const;

/** A full-page screenshot from the top (the app bar sticks to the top of what was scrolled to otherwise). */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

type Consent = { personId: string | null; accepted: boolean; revokedAt: string | null };

/**
 * LGPD art. 8 §5 / CFM 2.314/2022 art. 15: Maria, who gave the telemedicine consent (through the API, as the room
 * does), finds it on "My data" among her dependents' and revokes it; the API then says it is no longer given.
 */
describe('LGPD: Maria revokes her telemedicine consent', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let browser: Browser;
  let maria: GatewaySession;
  let personId: string;
  let protocol: string;
  /** Whether Maria had given it before this spec: other specs find it as they left it. */
  let givenBefore = false;

  const consents = async () =>
    (await maria.call<{ telemedicineConsents: Consent[] }>('query { telemedicineConsents { personId accepted revokedAt } }'))
      .telemedicineConsents;

  /** Maria gives the current telemedicine consent for one of her own appointments (its version read first). */
  async function giveConsent(): Promise<void> {
    const { telemedicineConsent } = await maria.call<{ telemedicineConsent: { version: string; accepted: boolean } }>(
      'query Consent($p: String!) { telemedicineConsent(protocol: $p) { version accepted } }',
      { p: protocol },
    );
    if (telemedicineConsent.accepted) return;
    await maria.call('mutation Accept($p: String!, $v: String!) { acceptTelemedicineConsent(protocol: $p, version: $v) { accepted } }', {
      p: protocol,
      v: telemedicineConsent.version,
    });
  }

  beforeAll(async () => {
    await acceptCurrentTermsForDemoUsers(gatewayUrl);
    maria = await gatewayClient(gatewayUrl).signInByCpf(demoPatient);
    const { me } = await maria.call<{ me: { personId: string } }>('query { me { personId } }');
    personId = me.personId;
    const { appointments } = await maria.call<{ appointments: { items: Array<{ protocol: string; patientId: string }> } }>(
      'query Mine($patientId: ID) { appointments(page: 1, perPage: 5, filter: { patientId: $patientId }) { items { protocol patientId } } }',
      { patientId: personId },
    );
    const own = appointments.items.find((a) => a.patientId === personId);
    if (!own) throw new Error('Maria has no appointment of her own');
    protocol = own.protocol;
    givenBefore = (await consents()).find((c) => c.personId === personId)?.accepted ?? false;
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (givenBefore) await giveConsent();
  });

  for (const v of VARIANTS) {
    it(`sees her consent given and revokes it (${v.locale}, ${v.width}px)`, async () => {
      // Given again before each variant: the one before revoked it.
      await giveConsent();
      expect((await consents()).find((c) => c.personId === personId)?.accepted).toBe(true);

      const { context, page } = await signInPatient(browser, patientUrl, demoPatient, {
        locale: v.locale,
        width: v.width,
        height: v.height,
      });
      const privacy = await PrivacyPage.open(page);
      const card = await privacy.consentCard();
      const text = await card.textContent();
      for (const name of [v.self, 'Pedro Silva', 'Laura Silva']) expect(text).toContain(name);
      expect(await privacy.consentRow(personId).getAttribute('data-accepted')).toBe('true');
      expect(await privacy.consentState(personId).textContent()).toContain(v.given);

      await shot(page, `${v.locale}-${v.width}-given`);

      const dialog = await privacy.openRevokeConsent(personId);
      expect(await dialog.textContent()).toContain('Maria Silva');
      // Once faded in (MUI's transition), for a readable picture.
      await page.waitForFunction(() => {
        const container = document.querySelector('[data-testid="telemedicine-consent-dialog"] .MuiDialog-container');
        return container !== null && getComputedStyle(container).opacity === '1';
      });
      await page.screenshot({ path: `${SHOTS}/${v.locale}-${v.width}-dialog.png` });
      const row = await privacy.confirmRevokeConsent(personId);
      expect(await row.getByTestId('telemedicine-consent-state').textContent()).toContain(v.revoked);
      expect(await row.getByTestId('telemedicine-consent-revoke').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);
      await shot(page, `${v.locale}-${v.width}`);

      // The API agrees: no longer given, revoked now.
      const own = (await consents()).find((c) => c.personId === personId);
      expect(own).toMatchObject({ accepted: false });
      expect(own?.revokedAt).toBeTruthy();
      await context.close();
    });
  }
});
