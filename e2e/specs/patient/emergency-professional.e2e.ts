import { errorText, triageLabel } from '@teleconsulta/schema';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmergencyQueueRow,
  emergencyApi,
  lineDoctor,
  linePatient,
  type OpenedProtocol,
  otherDoctor,
} from '../../fixtures/emergency-api';
import { getStack, launchBrowser } from '../../harness';
import { EmergencyProfessionalPage, lineSelectors } from '../../pages/patient/emergency-professional.page';
import { signInDoctor, snap } from '../../pages/patient/professional-session.page';
import { RoomPage } from '../../pages/patient/room.page';

type Api = Awaited<ReturnType<typeof emergencyApi>>;

/**
 * Issue 7, SPEC §2 professional flow (/emergency/professional): Dr. House checks in to his queues, sees Maria arrive on
 * the dashboard by herself (opened and assessed through the API), calls her, reads her triage on "ready to attend",
 * opens the video room, comes back to post attendance and forwards her to his other queue; then calls her again there
 * and finishes the attendance, and the finished room leads back to the line; a doctor granted no queue reads the
 * catalogue's refusal; with the module off the line is offline. In English on a desktop and in Portuguese on a phone.
 */
describe.each([
  { locale: 'en-US', lang: 'en' as const, width: 1280 },
  { locale: 'pt-BR', lang: 'pt-BR' as const, width: 390 },
])('the virtual line of a professional ($locale, $width px)', ({ locale, lang, width }) => {
  const { patientUrl, gatewayUrl } = getStack();
  let api: Api;
  let browser: Browser;
  let context: BrowserContext;
  let line: EmergencyProfessionalPage;
  let queues: EmergencyQueueRow[];
  let maria: OpenedProtocol;
  const shot = (name: string) => snap(line.page, `line-${locale}-${width}-${name}`);

  beforeAll(async () => {
    api = await emergencyApi(gatewayUrl);
    await api.reset();
    queues = await api.doctorQueues();
    browser = await launchBrowser({ locale });
    const signedIn = await signInDoctor(browser, patientUrl, lineDoctor, { locale, width });
    context = signedIn.context;
    line = new EmergencyProfessionalPage(signedIn.page);
  });
  afterAll(async () => {
    await api?.reset().catch(() => undefined);
    await context?.close().catch(() => undefined);
    await browser?.close();
  });

  it('checks in to every granted queue and sees a patient arrive on the dashboard by herself', async () => {
    expect(queues.length).toBeGreaterThanOrEqual(2);
    line = await EmergencyProfessionalPage.open(line.page, patientUrl);
    await line.waitForScreen('checkIn');
    const labels = await line.checkInQueues();
    expect(labels).toHaveLength(queues.length);
    for (const queue of queues) expect(labels.some((label) => label.includes(queue.name))).toBe(true);
    await shot('check-in');

    await line.checkIn();
    await line.locator(lineSelectors.live).waitFor();
    maria = await api.openAssessed(queues[0]!.id, 'Dor abdominal forte desde ontem');
    expect(maria.priority).not.toBeNull();

    const row = await line.waitingRow(queues[0]!.name, maria.number);
    expect(await row.locator(lineSelectors.waitingName).textContent()).toContain(linePatient.name);
    // Each of her steps (arrival, complaint, pre-assessment) reaches the dashboard live, without a reload.
    await expect.poll(() => row.locator(lineSelectors.waitingComplaint).textContent()).toBe('Dor abdominal forte desde ontem');
    const chip = row.locator(lineSelectors.priorityChip);
    await expect.poll(() => chip.getAttribute('data-priority')).toBe(String(maria.priority));
    expect(await chip.textContent()).toContain(triageLabel(maria.priority as 1, lang));
    await shot('dashboard');
  });

  it('calls the next patient: ready to attend shows her complaint and triage, and the room opens', async () => {
    await line.callNext();
    expect(await line.locator(lineSelectors.patientName).textContent()).toContain(linePatient.name);
    expect(await line.locator(lineSelectors.complaint).textContent()).toBe('Dor abdominal forte desde ontem');
    expect((await line.triageReasons()).length).toBeGreaterThan(0);
    expect(await line.locator(lineSelectors.priorityChip).textContent()).toContain(triageLabel(maria.priority as 1, lang));
    await shot('ready');

    await line.enterRoom();
    const room = new RoomPage(line.page);
    await room.loaded();
    expect(['error', 'refused']).not.toContain(await room.state());
    expect((await api.protocol(maria.id)).status).toBe('IN_ATTENDANCE');
  });

  it('back from the room, post attendance forwards her to the other queue, where she waits again', async () => {
    await line.page.goBack();
    await line.waitForScreen('attending');
    expect(await line.locator(lineSelectors.backToRoom).getAttribute('href')).toMatch(/^\/accessroom\/[^/?]+\?from=emergency$/);
    await shot('post-attendance');

    await line.forwardTo(queues[1]!.name);
    await line.locator(lineSelectors.notice).waitFor();
    expect(await api.protocol(maria.id)).toMatchObject({ status: 'WAITING', queueId: queues[1]!.id });
    await line.waitingRow(queues[1]!.name, maria.number);
  });

  it('calls her again in the other queue, reloads on the right screen, and finishes the attendance', async () => {
    await line.callNext();
    await line.page.reload();
    await line.waitForScreen('ready');
    await line.enterRoom();
    await new RoomPage(line.page).loaded();
    await line.page.goBack();
    await line.waitForScreen('attending');

    const roomHref = await line.locator(lineSelectors.backToRoom).getAttribute('href');
    await line.finish();
    const summary = await line.locator(lineSelectors.finishedSummary).textContent();
    expect(summary).toContain(maria.number);
    expect(summary).toContain(linePatient.name);
    expect((await api.protocol(maria.id)).status).toBe('FINISHED');
    await shot('end');

    await line.locator(lineSelectors.endDashboard).click();
    await line.waitForScreen('dashboard');

    // The finished attendance's room opens on its end screen, with the way back to the virtual line.
    await line.page.goto(`${patientUrl}${roomHref}`);
    const room = new RoomPage(line.page);
    await room.loaded();
    if ((await room.state()) === 'checking') await room.enter();
    await room.waitForState('ended');
    await snap(line.page, `line-${locale}-${width}-room-end`);
    await line.locator(lineSelectors.roomBackToLine).click();
    await line.waitForScreen('dashboard');

    // The attendance's page: when it started, and how long it lasted by its own times (a minute or so here), not the
    // two hours its room was valid for.
    const appointmentId = await api.appointmentOf(maria.id);
    await line.page.goto(`${patientUrl}/appointment/detail/${appointmentId}`);
    const attendance = line.page.getByTestId('detail-attendance');
    await attendance.waitFor();
    const lasted = /^\d{1,2}:\d{2}(\s[AP]M)?–\d{1,2}:\d{2}(\s[AP]M)? \((\d+) min\)$/.exec((await attendance.textContent()) ?? '');
    expect(lasted, (await attendance.textContent()) ?? '').not.toBeNull();
    expect(Number(lasted![3])).toBeLessThan(10);
    expect(await line.page.getByTestId('detail-when').textContent()).not.toContain('–');
    await shot('attendance-detail');
    await line.page.goBack();
    await line.waitForScreen('dashboard');

    await line.locator(lineSelectors.checkOut).click();
    await line.waitForScreen('checkIn');
  });

  it('a doctor granted no queue is told to check the access with the manager', async () => {
    const { context: other, page } = await signInDoctor(browser, patientUrl, otherDoctor, { locale, width });
    try {
      const paulo = await EmergencyProfessionalPage.open(page, patientUrl);
      await paulo.waitForScreen('checkIn');
      expect(await paulo.checkInQueues()).toEqual([]);
      expect(await paulo.locator(lineSelectors.noQueue).textContent()).toBe(errorText('NO_QUEUE_TO_CHECK_IN', lang));
      expect(await paulo.locator(lineSelectors.checkInSubmit).count()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('with the emergency module off the line says the emergency is offline, and works again once it is back', async () => {
    await api.setEmergencyModule(false);
    try {
      line = await EmergencyProfessionalPage.open(line.page, patientUrl);
      await line.waitForScreen('offline');
      expect(await line.locator(lineSelectors.offline).textContent()).toBe(errorText('EMERGENCY_OFFLINE', lang));
      await shot('offline');
    } finally {
      await api.setEmergencyModule(true);
    }
    line = await EmergencyProfessionalPage.open(line.page, patientUrl);
    await line.waitForScreen('checkIn');
  });
});
