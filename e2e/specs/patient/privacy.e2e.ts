import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayClient } from '../../fixtures/gateway.client';
import { getStack, launchBrowser } from '../../harness';
import { signInPatient } from '../../pages/patient/patient-session.page';
import { PrivacyPage } from '../../pages/patient/privacy.page';
import { demoClinicAdmin } from '../console/console-api.fixtures';
import { demoPatient } from './demo-users.fixtures';

const VARIANTS = [
  {
    locale: 'pt-BR',
    width: 1280,
    ready: 'Seus dados foram baixados.',
    title: 'Seus dados na Clínica Saúde Total',
    asked: 'Você pediu a eliminação em',
  },
  {
    locale: 'en-US',
    width: 390,
    ready: 'Your data was downloaded.',
    title: 'Your data at Clínica Saúde Total',
    asked: 'You asked for erasure on',
  },
] as const;

type Exported = { person: { name: string; cpf: string }; dependents: Array<{ name: string }>; appointments: unknown[] };

describe("LGPD: Maria's own data (issue 18)", () => {
  const { patientUrl, gatewayUrl } = getStack();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const v of VARIANTS) {
    it(`downloads her data, reads it as a document and asks for erasure (${v.locale}, ${v.width}px)`, async () => {
      const { context, page } = await signInPatient(browser, patientUrl, demoPatient, { locale: v.locale, width: v.width });
      const privacy = await PrivacyPage.open(page);

      const file = await privacy.downloadJson();
      expect(file.name).toMatch(/^teleconsulta-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
      const data = file.json as { person: Exported['person'] } as unknown as Exported;
      expect(data.person).toMatchObject({ name: 'Maria Silva', cpf: '52998224725' });
      expect(data.dependents.map((d) => d.name).sort()).toEqual(['Laura Silva', 'Pedro Silva']);
      expect(data.appointments.length).toBeGreaterThan(0);
      expect(await privacy.exportOutcome().textContent()).toBe(v.ready);

      const doc = await privacy.openDocument();
      expect(await doc.getByRole('heading', { level: 1 }).textContent()).toBe(v.title);
      expect(await doc.textContent()).toContain('Pedro Silva');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(v.width);

      await page.goBack();
      const outcome = await privacy.askForErasure();
      expect(await outcome.textContent()).toContain(v.asked);
      // Pending: no second request while this one is open.
      expect(await privacy.canAsk()).toBe(false);
      // The clinic finds the request among its erasure requests, pending.
      const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
      const { erasureRequests } = await admin.call<{ erasureRequests: { items: Array<{ id: string; personName: string }> } }>(
        'query { erasureRequests(perPage: 5, filter: { status: [REQUESTED] }) { items { id personName } } }',
      );
      const mine = erasureRequests.items.find((r) => r.personName.startsWith('Maria Silva'));
      expect(mine).toBeDefined();
      // Answered (refused) through the API, so Maria keeps her account for the other specs.
      await admin.call('mutation($id: ID!) { refuseErasureRequest(id: $id, answer: "e2e") { id } }', { id: mine!.id });
      await context.close();
    });
  }
});
