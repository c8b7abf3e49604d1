import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyDuty } from '../../fixtures/emergency-duty';
import { getStack } from '../../harness';
import { EmergencyBoardPage } from '../../pages/console/emergency-board.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { redFlagApi } from './emergency-red-flag-api.fixtures';

const QUEUE = 'Clínica geral';
const MARIA = 'Maria Silva';
const JOAO = 'João Souza';
const viewport = { width: 1280, height: 900 };

const texts = {
  'pt-BR': {
    redFlag: 'Sinal de alerta',
    iconLabel: 'Sinal de alerta: o paciente relatou um sinal de alerta e foi orientado a ligar para o SAMU 192',
    complaint: 'Dor no peito e falta de ar há uma hora',
    calmComplaint: 'Dor de cabeça leve desde ontem',
    alertTitle: 'Paciente com sinal de alerta no painel',
    alertBody: 'O paciente relatou um sinal de alerta e foi orientado a ligar para o SAMU 192.',
    notification: (patient: string, complaint: string) => ({
      title: `Sinal de alerta: ${patient}`,
      body: `${QUEUE} — ${complaint}. Orientado(a) a ligar para o SAMU 192.`,
    }),
    enable: 'Ativar notificações do navegador',
    enabled: 'Notificações do navegador ativadas',
    acknowledge: 'Ciente',
    mute: 'Silenciar o som dos alertas',
  },
  'en-US': {
    redFlag: 'Red flag',
    iconLabel: 'Red flag: the patient reported a warning sign and was told to call SAMU 192',
    complaint: 'Chest pain and shortness of breath for an hour',
    calmComplaint: 'Mild headache since yesterday',
    alertTitle: 'Red-flag patient on the board',
    alertBody: 'The patient reported a warning sign and was told to call SAMU 192.',
    notification: (patient: string, complaint: string) => ({
      title: `Red flag: ${patient}`,
      body: `${QUEUE} — ${complaint}. Told to call SAMU 192.`,
    }),
    enable: 'Turn on desktop notifications',
    enabled: 'Desktop notifications on',
    acknowledge: 'Acknowledge',
    mute: 'Mute alert sound',
  },
} as const;

for (const locale of ['pt-BR', 'en-US'] as const) {
  const t = texts[locale];

  /**
   * One story, in order: the clinic admin watches the board; João joins with a headache (no alert), then Maria answers
   * the pre-assessment with chest pain and shortness of breath — the screening tells her to call SAMU 192 — and the
   * board flags her row and alerts the admin. The browser's sound and notifications are recorded (headless Chromium
   * can neither play them nor show them to anyone).
   */
  describe(`console: the live board flags a red-flag patient and alerts (${locale})`, () => {
    const { consoleUrl, gatewayUrl } = getStack();
    const browser = consoleBrowser({ locale });
    let page: Page;
    let board: EmergencyBoardPage;
    let api: Awaited<ReturnType<typeof redFlagApi>>;
    let duty: Awaited<ReturnType<typeof emergencyDuty>>;

    beforeAll(async () => {
      api = await redFlagApi(gatewayUrl);
      duty = await emergencyDuty(gatewayUrl);
      await api.clearBoard();
      // Patients join only a queue a professional is checked in to.
      await duty.on();
      ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
      board = await EmergencyBoardPage.openRecordingAlerts(page, consoleUrl);
      await board.waitUntilLive();
    });

    afterAll(async () => {
      // The other specs expect a clean board and nobody on duty.
      await api?.clearBoard().catch(() => undefined);
      await duty?.off().catch(() => undefined);
    });

    it('asks the browser for desktop notifications only when the admin clicks the board’s button', async () => {
      expect((await board.recordedAlerts()).permissionRequests).toBe(0);
      const enable = board.enableNotificationsButton();
      expect((await enable.textContent())?.trim()).toBe(t.enable);
      await enable.click();
      await board.notificationsOn().waitFor();
      expect((await board.notificationsOn().textContent())?.trim()).toBe(t.enabled);
      expect((await board.recordedAlerts()).permissionRequests).toBe(1);
    });

    it('shows a patient without a red flag as a plain row, without any alert', async () => {
      const calm = await api.joaoJoinsCalm(QUEUE, t.calmComplaint);
      expect(calm.redFlag).toBe(false);
      await board.complaintOf(QUEUE, JOAO).filter({ hasText: t.calmComplaint }).waitFor({ timeout: 15_000 });
      expect(await board.redFlagOf(QUEUE, JOAO).count()).toBe(0);
      expect(await board.alert().count()).toBe(0);
      expect(await board.recordedAlerts()).toMatchObject({ beeps: 0, notifications: [] });
    });

    it('flags Maria’s row — colour, icon, text and complaint — above João, and alerts with a sound and a notification', async () => {
      const assessed = await api.mariaJoinsWithRedFlag(QUEUE, t.complaint);
      // The service's triage, not the spec, decides the red flag.
      expect(assessed).toMatchObject({ redFlag: true, priority: 1, complaint: t.complaint });
      expect(assessed.patientName).toMatch(new RegExp(`^${MARIA}`));

      await board.redFlagOf(QUEUE, MARIA).waitFor({ timeout: 15_000 });
      // What is seen (the icon's label is for screen readers, in its <title>).
      // biome-ignore lint/performance/useDomNodeTextContent: the visible text, without the icon's <title>
      expect((await board.redFlagOf(QUEUE, MARIA).innerText()).trim()).toBe(t.redFlag);
      const icon = board.row(QUEUE, MARIA).getByRole('img', { name: t.iconLabel });
      expect(await icon.isVisible()).toBe(true);
      expect((await board.complaintOf(QUEUE, MARIA).textContent())?.trim()).toBe(t.complaint);
      const order = await board.patientsInOrder(QUEUE);
      expect(order[0]).toMatch(new RegExp(`^${MARIA}`));
      expect(order[1]).toMatch(new RegExp(`^${JOAO}`));
      // A red row: its background is tinted, João's is not.
      const background = (name: string) => board.row(QUEUE, name).evaluate((row) => getComputedStyle(row).backgroundColor);
      expect(await background(MARIA)).not.toBe(await background(JOAO));

      const alert = board.alert();
      await alert.waitFor();
      expect(await alert.textContent()).toContain(t.alertTitle);
      expect(await alert.textContent()).toContain(t.alertBody);
      expect(await board.alertItems()).toEqual([`${assessed.patientName} — ${QUEUE}: ${t.complaint}`]);

      const recorded = await board.recordedAlerts();
      expect(recorded.beeps).toBeGreaterThan(0);
      expect(new Set(recorded.frequencies)).toEqual(new Set([880]));
      expect(recorded.notifications).toEqual([t.notification(assessed.patientName, t.complaint)]);
      // The alert slides in (MUI's transition): the screenshot shows it once it has settled.
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/emergency-board-red-flag-${locale}.png`, fullPage: true });
    });

    it('keeps the alert until the admin acknowledges it, and the row stays flagged', async () => {
      await page.waitForTimeout(2_000);
      expect(await board.alert().isVisible()).toBe(true);
      await board.acknowledge();
      await board.alert().waitFor({ state: 'detached' });
      expect(await board.redFlagOf(QUEUE, MARIA).isVisible()).toBe(true);
      // One red flag, one alert: nothing more was played or shown meanwhile.
      expect((await board.recordedAlerts()).notifications).toHaveLength(1);
      await page.screenshot({ path: `/tmp/emergency-board-red-flag-acknowledged-${locale}.png` });
    });

    it('remembers that the admin muted the alert sound', async () => {
      const mute = board.muteButton();
      expect((await mute.textContent())?.trim()).toBe(t.mute);
      expect(await mute.getAttribute('aria-pressed')).toBe('false');
      await mute.click();
      expect(await mute.getAttribute('aria-pressed')).toBe('true');
      await page.reload();
      await board.muteButton().waitFor();
      expect(await board.muteButton().getAttribute('aria-pressed')).toBe('true');
      // Opening the board again with Maria already flagged shows her row, and alerts nobody again.
      await board.redFlagOf(QUEUE, MARIA).waitFor();
      expect(await board.alert().count()).toBe(0);
    });
  });
}
