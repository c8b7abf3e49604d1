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
    sent: 'Seu pedido foi enviado à clínica. A resposta chegará nas suas mensagens.',
    subject: 'LGPD: pedido de eliminação dos meus dados',
  },
  {
    locale: 'en-US',
    width: 390,
    ready: 'Your data was downloaded.',
    title: 'Your data at Clínica Saúde Total',
    sent: 'Your request was sent to the clinic. Its answer will come in your messages.',
    subject: 'LGPD: request to erase my data',
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
      expect(await outcome.textContent()).toBe(v.sent);
      // The clinic finds the request in its inbox, to answer it there.
      const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
      const { messages } = await admin.call<{ messages: { items: Array<{ id: string; subject: string; personName: string }> } }>(
        'query($q: String) { messages(perPage: 5, filter: { q: $q }) { items { id subject personName } } }',
        { q: v.subject },
      );
      expect(messages.items[0]).toMatchObject({ subject: v.subject });
      expect(messages.items[0]!.personName).toContain('Maria Silva');
      // Filed away again, so the other specs' inboxes stay as they were.
      await admin.call('mutation($ids: [ID!]!) { archiveMessages(ids: $ids) }', { ids: messages.items.map((m) => m.id) });
      await context.close();
    });
  }
});
