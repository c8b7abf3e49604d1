import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack } from '../../harness';
import { AppointmentRequestListPage } from '../../pages/console/appointment-request.page';
import { AppointmentShowPage, appointmentShowSelectors } from '../../pages/console/appointment-show.page';
import { appointmentRequestsApi } from './appointment-requests-api.fixtures';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

/** The window size this spec checks its screens in. */
const viewport = { width: 1440, height: 900 };

async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png`, fullPage: true });
}

const LANGUAGES = [
  {
    locale: 'pt-BR',
    header: 'Situação',
    open: 'Aberta',
    contacted: 'Contatada',
    patient: 'Maria Silva | 529.982.247-25',
    specialty: 'Cardiologia',
    contact: '+55 (11) 98765-4321',
    period: 'Em até 15 dias',
    nps: ['9 de 10', 'Promotor'],
  },
  {
    locale: 'en-US',
    header: 'Status',
    open: 'Open',
    contacted: 'Contacted',
    patient: 'Maria Silva | 529.982.247-25',
    specialty: 'Cardiology',
    contact: '+55 (11) 98765-4321',
    period: 'Within 15 days',
    nps: ['9 of 10', 'Promoter'],
  },
] as const;

for (const t of LANGUAGES) {
  /** One story, in order: each step starts where the previous one left the page. */
  describe(`console: staff work a patient’s scheduling request (${t.locale})`, () => {
    const { consoleUrl, gatewayUrl } = getStack();
    const observation = `Prefiro manhãs (e2e ${t.locale} ${Date.now()})`;
    const browser = consoleBrowser({ locale: t.locale });
    let page: Page;
    let api: Awaited<ReturnType<typeof appointmentRequestsApi>>;
    let requestId: string;

    beforeAll(async () => {
      api = await appointmentRequestsApi(gatewayUrl);
      requestId = (await api.patientAsks(observation)).id;
      ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
    });

    afterAll(async () => {
      await api?.cleanup();
    });

    it('sees the request the patient made, open, with what she asked and how to reach her', async () => {
      const list = await AppointmentRequestListPage.open(page, consoleUrl);
      expect(await list.headerText('status')).toContain(t.header);
      expect(await list.statusOf(observation)).toEqual({ code: 'OPEN', text: t.open });
      expect(await list.cell(observation, 'personName')).toBe(t.patient);
      expect(await list.cell(observation, 'specialtyName')).toBe(t.specialty);
      expect(await list.cell(observation, 'contactNumber')).toBe(t.contact);
      expect(await list.cell(observation, 'preferredPeriod')).toBe(t.period);
      await shot(page, `appointment-requests-list-${t.locale}`);
    });

    it('marks it contacted with a note; the request page and the list show the new status', async () => {
      const list = await AppointmentRequestListPage.open(page, consoleUrl);
      const show = await list.open(observation);
      expect(await show.status()).toEqual({ code: 'OPEN', text: t.open });
      const form = await show.edit();
      // An open request may only be contacted or closed (or keep its status with a note).
      expect(await form.statusChoices()).toEqual(['OPEN', 'CONTACTED', 'CLOSED']);
      await form.choose('status', 'CONTACTED');
      await form.input('changeNote').fill('Liguei; retorna amanhã.');
      await shot(page, `appointment-requests-edit-${t.locale}`);
      const saved = await form.save();
      await expect.poll(() => saved.status()).toEqual({ code: 'CONTACTED', text: t.contacted });
      expect(await saved.text('note')).toContain('Liguei; retorna amanhã.');
      expect(await saved.text('handledByName')).toContain(demoClinicAdmin.name);
      await shot(page, `appointment-requests-show-${t.locale}`);
      expect(await api.read(requestId)).toMatchObject({ status: 'CONTACTED' });

      const again = await AppointmentRequestListPage.open(page, consoleUrl);
      expect(await again.statusOf(observation)).toEqual({ code: 'CONTACTED', text: t.contacted });
    });

    it('the appointment detail shows the exam the patient attached, with a link that downloads it', async () => {
      const fileName = `Hemograma ${t.locale}.pdf`;
      const { appointmentId } = await api.patientAttaches(fileName, `hemograma ${t.locale} ${Date.now()}`);
      await page.goto(`${consoleUrl}/#/appointments/${appointmentId}/show`);
      const show = await AppointmentShowPage.ready(page);
      await show.openTab('files');
      const item = page.locator(appointmentShowSelectors.files, { hasText: fileName });
      await item.waitFor();
      const href = await item.locator('a').getAttribute('href');
      expect(href).toMatch(/\/media\/appointments\/.+\/files\/.+\?exp=\d+&sig=/);
      const download = await page.request.get(href!);
      expect([download.status(), download.headers()['content-type']]).toEqual([200, 'application/pdf']);
      await shot(page, `appointment-files-${t.locale}`);
    });

    it('the appointment detail shows the patient’s NPS score', async () => {
      const appointmentId = await api.patientRates(9, 'Muito atencioso');
      await page.goto(`${consoleUrl}/#/appointments/${appointmentId}/show`);
      await AppointmentShowPage.ready(page);
      const nps = page.locator('[data-testid="appointment-nps"]');
      await nps.waitFor();
      expect(await nps.getAttribute('data-score')).toBe('9');
      const text = (await nps.textContent()) ?? '';
      for (const part of t.nps) expect(text).toContain(part);
      expect(text).toContain('Muito atencioso');
      await shot(page, `appointment-nps-${t.locale}`);
    });
  });
}
