import { errorText, format } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyDuty } from '../../fixtures/emergency-duty';
import { getStack } from '../../harness';
import { EmergencyBoardPage } from '../../pages/console/emergency-board.page';
import { EmergencyQueuesPage } from '../../pages/console/emergency-queues.page';
import { demoClinicAdmin, demoOtherClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { emergencyApi } from './emergency-api.fixtures';

const QUEUE = 'Clínica geral';
const PATIENT = 'Maria Silva';

const texts = {
  'pt-BR': {
    step: '1. Chegada',
    status: 'Aguardando',
    reason: 'Paciente atendido presencialmente',
    notice: 'Seu atendimento foi encerrado pelo gestor',
    reasonLabel: 'Motivo',
    noProfessional: 'nenhum profissional fez check-in',
  },
  'en-US': {
    step: '1. Arrival',
    status: 'Waiting',
    reason: 'Seen at the front desk',
    notice: 'Your attendance was closed by the manager',
    reasonLabel: 'Reason',
    noProfessional: 'no professional is checked in',
  },
} as const;

for (const locale of ['pt-BR', 'en-US'] as const) {
  const t = texts[locale];

  /** One story, in order: the board is open while the patient joins, then the manager closes the protocol. */
  describe(`console: the manager's live emergency board (${locale})`, () => {
    const { consoleUrl, gatewayUrl } = getStack();
    const browser = consoleBrowser({ locale });
    let page: Page;
    let board: EmergencyBoardPage;
    let api: Awaited<ReturnType<typeof emergencyApi>>;
    let duty: Awaited<ReturnType<typeof emergencyDuty>>;
    let protocolId: string | null = null;
    let protocolNumber = '';

    beforeAll(async () => {
      api = await emergencyApi(gatewayUrl);
      duty = await emergencyDuty(gatewayUrl);
      ({ page } = await browser.signIn(demoClinicAdmin));
    });

    afterAll(async () => {
      if (protocolId) await api.closeIfOpen(protocolId);
      await duty?.off();
    });

    it('lists the queues with their group and granted professionals, and opens one with its grants', async () => {
      const queues = await EmergencyQueuesPage.open(page, consoleUrl);
      expect(await queues.cellOf(QUEUE, 'groupName')).toBe('Pronto atendimento virtual');
      expect(await queues.cellOf(QUEUE, 'professionalIds')).toContain('Dr. Gregório House');
      await page.screenshot({ path: `/tmp/emergency-queues-${locale}.png` });
      await queues.edit(QUEUE);
      expect(await queues.input('name').inputValue()).toBe(QUEUE);
      await page.screenshot({ path: `/tmp/emergency-queue-edit-${locale}.png`, fullPage: true });
      await expect.poll(() => queues.grantedNames()).toEqual(expect.arrayContaining(['Dr. Gregório House']));
      await page.screenshot({ path: `/tmp/emergency-queue-edit-${locale}.png`, fullPage: true });
    });

    it('shows the queues with nobody of the demo patient in them', async () => {
      board = await EmergencyBoardPage.open(page, consoleUrl);
      await board.queue(QUEUE).waitFor();
      await board.queue('Pediatria').waitFor();
      await board.waitUntilLive();
      expect((await board.rows(QUEUE)).map((r) => r.patient)).not.toContainEqual(expect.stringContaining(PATIENT));
    });

    it('says patients cannot join while no professional is checked in, until one checks in (live)', async () => {
      const notice = page.getByTestId('emergency-no-professional');
      await notice.waitFor();
      expect(await notice.textContent()).toContain(t.noProfessional);
      await page.screenshot({ path: `/tmp/emergency-board-no-professional-${locale}.png` });
      await duty.on();
      await notice.waitFor({ state: 'detached', timeout: 10_000 });
    });

    it('shows the patient who joins through the API, without a reload, with no place before the pre-assessment, step, status and a ticking wait', async () => {
      const url = page.url();
      const opened = await api.patientJoins(QUEUE);
      protocolId = opened.id;
      protocolNumber = opened.number;
      await board.row(QUEUE, PATIENT).waitFor({ timeout: 10_000 });
      expect(page.url()).toBe(url);
      const [row] = (await board.rows(QUEUE)).filter((r) => r.patient.startsWith(PATIENT));
      // Just arrived (step 1): no place in the line until past the pre-assessment, so "—" and no number from the API.
      expect(opened.position).toBeNull();
      expect(row).toMatchObject({ position: '—', number: protocolNumber, step: t.step, status: t.status });
      const first = row!.waiting;
      await expect
        .poll(async () => (await board.rows(QUEUE)).find((r) => r.patient.startsWith(PATIENT))?.waiting, { timeout: 5_000 })
        .not.toBe(first);
      await page.screenshot({ path: `/tmp/emergency-board-${locale}.png`, fullPage: true });
    });

    it('asks for the reason before closing, then the protocol leaves the board and the patient is told', async () => {
      await board.openClose(QUEUE, PATIENT);
      expect(await board.dialog().textContent()).toContain(protocolNumber);
      await board.confirm();
      await expect
        .poll(() => board.reasonHelper().textContent())
        .toBe(format('required', locale === 'en-US' ? 'en' : 'pt-BR', t.reasonLabel));
      expect(await board.row(QUEUE, PATIENT).count()).toBe(1);
      await page.screenshot({ path: `/tmp/emergency-close-${locale}.png` });

      await board.reason().fill(t.reason);
      await board.confirm();
      await board.dialog().waitFor({ state: 'detached' });
      await expect.poll(() => board.row(QUEUE, PATIENT).count(), { timeout: 10_000 }).toBe(0);
      const seen = await api.patientReads(protocolId!, locale === 'en-US' ? 'en' : 'pt-BR');
      expect(seen).toEqual({ status: 'CLOSED_BY_MANAGER', notice: t.notice });
    });

    it('says "Emergency is offline" to a clinic without the module', async () => {
      const other = await browser.signIn(demoOtherClinicAdmin);
      try {
        const offline = await EmergencyBoardPage.open(other.page, consoleUrl);
        expect(await offline.offline().textContent()).toBe(errorText('EMERGENCY_OFFLINE', locale === 'en-US' ? 'en' : 'pt-BR'));
        await other.page.screenshot({ path: `/tmp/emergency-offline-${locale}.png` });
      } finally {
        await other.context.close();
      }
    });
  });
}
