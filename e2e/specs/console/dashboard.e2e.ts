import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyDuty } from '../../fixtures/emergency-duty';
import { getStack } from '../../harness';
import { DashboardPage } from '../../pages/console/dashboard.page';
import { demoClinicAdmin, demoManager, demoRepresentative } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { dashboardApi } from './dashboard-api.fixtures';
import { emergencyApi } from './emergency-api.fixtures';
import { messagesApi } from './messages-api.fixtures';

const QUEUE = 'Clínica geral';

const texts = {
  'pt-BR': {
    who: demoClinicAdmin,
    titles: ['Consultas de hoje', 'Filas do pronto atendimento', 'Mensagens'],
    inAttendance: 'Em atendimento: 1',
    listTitle: 'Consultas',
  },
  'en-US': {
    who: demoManager,
    titles: ["Today's appointments", 'Emergency queues', 'Messages'],
    inAttendance: 'In attendance: 1',
    listTitle: 'Appointments',
  },
} as const;

for (const locale of ['pt-BR', 'en-US'] as const) {
  const t = texts[locale];

  /** One story, in order: the dashboard is open while a patient joins a queue and writes to the clinic. */
  describe(`console: the clinic's day on the dashboard, live (${locale})`, () => {
    const { consoleUrl, gatewayUrl } = getStack();
    const browser = consoleBrowser({ locale });
    let page: Page;
    let dashboard: DashboardPage;
    let emergency: Awaited<ReturnType<typeof emergencyApi>>;
    let messages: Awaited<ReturnType<typeof messagesApi>>;
    let duty: Awaited<ReturnType<typeof emergencyDuty>>;
    let protocolId: string | null = null;
    let threadId: string | null = null;

    beforeAll(async () => {
      emergency = await emergencyApi(gatewayUrl);
      messages = await messagesApi(gatewayUrl);
      // A patient joins a queue below: a professional is on duty (Emergency is offline otherwise).
      duty = await emergencyDuty(gatewayUrl);
      await duty.on();
      ({ page } = await browser.signIn(t.who));
      dashboard = await DashboardPage.open(page, consoleUrl);
    });

    afterAll(async () => {
      if (protocolId) await emergency.closeIfOpen(protocolId);
      if (threadId) await messages.archive([threadId]);
      await duty?.off();
    });

    it("shows today's appointments by status, as the appointment list counts them, in the browser's language", async () => {
      const expected = await (await dashboardApi(gatewayUrl)).appointmentsOn(await dashboard.date());
      expect(expected.total).toBeGreaterThan(0);
      expect(await dashboard.appointmentsTotal()).toBe(expected.total);
      for (const code of ['SCHEDULED', 'PAID', 'IN_ATTENDANCE', 'FINISHED_BY_PROFESSIONAL', 'CANCELLED']) {
        expect((await dashboard.appointmentStatus(code)).count).toBe(expected.byStatus[code] ?? 0);
      }
      expect((await dashboard.appointmentStatus('IN_ATTENDANCE')).label).toBe(t.inAttendance);
      const cards = [
        await dashboard.cardText('appointmentsCard'),
        await dashboard.cardText('emergencyCard'),
        await dashboard.cardText('messagesCard'),
      ];
      for (const [i, title] of t.titles.entries()) expect(cards[i]).toContain(title);
      await page.screenshot({ path: `/tmp/dashboard-${locale}.png`, fullPage: true });
    });

    it('counts a patient who joins the emergency queue without a reload, and again when the manager closes the protocol', async () => {
      await dashboard.waitUntilLive();
      const queueBefore = await dashboard.queueWaiting(QUEUE);
      const totalBefore = await dashboard.emergencyWaiting();
      const opened = await emergency.patientJoins(QUEUE);
      protocolId = opened.id;
      await expect.poll(() => dashboard.queueWaiting(QUEUE), { timeout: 10_000 }).toBe(queueBefore + 1);
      expect(await dashboard.emergencyWaiting()).toBe(totalBefore + 1);
      await emergency.closeIfOpen(opened.id);
      await expect.poll(() => dashboard.queueWaiting(QUEUE), { timeout: 10_000 }).toBe(queueBefore);
    });

    it("counts a patient's new message as unread without a reload", async () => {
      const before = await dashboard.unreadMessages();
      threadId = await messages.patientWrites(`Dashboard ${locale}`, 'Posso remarcar minha consulta?', locale === 'en-US' ? 'en' : 'pt-BR');
      await expect.poll(() => dashboard.unreadMessages(), { timeout: 10_000 }).toBe(before + 1);
      expect(await messages.unread()).toBe(before + 1);
    });

    it('a status opens the appointment list filtered to today and to it', async () => {
      await dashboard.openAppointmentStatus('IN_ATTENDANCE');
      await page.waitForURL((url) => url.hash.startsWith('#/appointments'));
      await expect.poll(() => page.locator('.RaList-main tbody tr').count(), { timeout: 10_000 }).toBe(1);
      expect(await page.locator('.RaList-main tbody tr').first().textContent()).toContain(
        locale === 'en-US' ? 'In attendance' : 'Em atendimento',
      );
    });
  });
}

describe('console: the dashboard is for the clinic’s staff', () => {
  const { consoleUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });

  it('a representative sees the welcome and the company, not the clinic’s day', async () => {
    const { context, page } = await browser.signIn(demoRepresentative);
    const dashboard = await DashboardPage.open(page, consoleUrl, { expectClinicDay: false });
    await page.getByText('Empresa atual').waitFor();
    expect(await dashboard.clinicDay().count()).toBe(0);
    await context.close();
  });
});
