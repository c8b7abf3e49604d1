import { errorText } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyQueueApi, type QueueProtocol, queuePatients } from '../../fixtures/emergency-queue-api';
import { getStack, launchBrowser } from '../../harness';
import { EmergencyPersonPage } from '../../pages/patient/emergency-person.page';
import { signInPatient as signInAs } from '../../pages/patient/patient-session.page';
import { signInDoctor } from '../../pages/patient/professional-session.page';
import { RoomPage } from '../../pages/patient/room.page';
import { demoDoctor } from './demo-users.fixtures';

type Api = Awaited<ReturnType<typeof emergencyQueueApi>>;

/**
 * Issue 7's acceptance, the patient's side (/emergency/person): two patients join the virtual queue through the app;
 * the second sees place 2 with a wait estimate and moves to place 1 by itself when Dr. House calls the first; the
 * doctor and the first patient see each other's video in the attendance room; the doctor forwards the second patient
 * to another queue and her page follows; a manager closes her protocol and she sees SPEC §8's message; a red-flag
 * answer at the pre-assessment shows the SAMU 192 advice. The doctor's and the manager's actions go through the API
 * here (their screens have their own specs).
 */
describe('the emergency virtual queue, for the patient', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let api: Api;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let joao: EmergencyPersonPage;
  let maria: EmergencyPersonPage;
  let joaoCalled: QueueProtocol;

  const signInPatient = async (who: { cpf: string; birthDate: string }, locale: string, width = 1280): Promise<Page> => {
    const { context, page } = await signInAs(browser, patientUrl, who, { locale, width });
    contexts.push(context);
    return page;
  };

  beforeAll(async () => {
    api = await emergencyQueueApi(gatewayUrl);
    await api.clearBoard();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await api?.clearBoard().catch(() => undefined);
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });

  it('the queue is closed while no professional is checked in, and opens by itself when the doctor checks in', async () => {
    joao = await EmergencyPersonPage.open(await signInPatient(queuePatients.joao, 'en-US'), patientUrl);
    const offline = joao.byTestId('emergency-offline');
    await offline.waitFor();
    expect(await offline.textContent()).toContain('Emergency is offline');
    expect(await joao.byTestId('emergency-arrival').count()).toBe(0);
    await joao.page.screenshot({ path: '/tmp/emergency-queue-offline.png' });

    await api.checkIn(['Clínica geral']);
    // No reload: the closed page asks again by itself and shows the arrival.
    await joao.byTestId('emergency-queue-Clínica geral').waitFor({ timeout: 30_000 });
    // Only the queue someone is checked in to is offered.
    expect(await joao.byTestId('emergency-queue-Pediatria').count()).toBe(0);
  });

  it('two patients join; the second sees place 2 with an estimate and moves to place 1 by itself when the first is called', async () => {
    await joao.joinAndWait('Clínica geral', 'Fever and cough since yesterday');
    expect(await joao.placeText()).toBe('You are next');

    // Two queues open: Join before choosing one says what is missing under the queues and takes her there; nothing is
    // opened. (With one queue open, it is chosen for her.)
    await api.checkIn(['Clínica geral', 'Pediatria']);
    maria = await EmergencyPersonPage.open(await signInPatient(queuePatients.maria, 'pt-BR', 390), patientUrl);
    await maria.byTestId('emergency-queue-Pediatria').waitFor();
    expect(await maria.byTestId('emergency-queue-hint').textContent()).toBe('Escolha a fila do atendimento de que você precisa.');
    await maria.byTestId('emergency-join').click();
    await expect.poll(() => maria.byTestId('emergency-queue-hint').textContent()).toBe('Escolha uma fila para entrar.');
    expect(
      await maria.page.evaluate(() => document.activeElement?.closest('[data-testid^="emergency-queue-"]')?.getAttribute('data-testid')),
    ).toMatch(/^emergency-queue-(Clínica geral|Pediatria)$/);
    expect((await api.board()).filter((p) => p.patientName.startsWith('Maria'))).toEqual([]);
    await api.checkIn(['Clínica geral']);
    await maria.joinAndWait('Clínica geral', 'Dor de garganta e febre desde ontem');
    expect(await maria.placeText()).toBe('Você é o 2º da fila');
    expect(await maria.estimateText()).toMatch(/^Espera estimada: cerca de \d+ min$/);

    joaoCalled = await api.callNext();
    expect(joaoCalled.patientName).toMatch(/^João Souza/);
    // Nobody reloads: Maria's place moves by itself, and João is told it is his turn.
    await maria.waitForPlace('Você é o próximo');
    await joao.byTestId('emergency-called').waitFor();
    expect(await joao.byTestId('emergency-called').textContent()).toContain('is calling you');
  });

  it('the doctor and the first patient see each other’s video in the attendance room', async () => {
    // One protocol number (issue 21): the room's header reads the number his queue page showed.
    const number = /(\d{6})/.exec(await joao.protocolText())![1]!;
    await joao.byTestId('emergency-enter-room').click();
    const patientRoom = new RoomPage(joao.page);
    await patientRoom.loaded();
    if ((await patientRoom.state()) === 'consent') await patientRoom.acceptConsent();
    await patientRoom.enter();
    await patientRoom.waitForState('waiting');

    await api.attend(joaoCalled.id);
    const { context, page } = await signInDoctor(browser, patientUrl, demoDoctor, { locale: 'en-US' });
    contexts.push(context);
    const doctorRoom = await RoomPage.open(page, patientUrl, joaoCalled.roomAccess!);
    await doctorRoom.enter();
    expect(await patientRoom.headerText()).toContain(`protocol ${number}`);
    expect(await doctorRoom.headerText()).toContain(`protocol ${number}`);
    await doctorRoom.start();
    await patientRoom.waitForState('live');
    expect(await doctorRoom.waitForRemoteFrames()).toBeGreaterThan(0);
    expect(await patientRoom.waitForRemoteFrames()).toBeGreaterThan(0);

    // Finishing the room ends the attendance too: nothing left for the doctor to finish a second time.
    await doctorRoom.finish();
    await patientRoom.waitForState('ended');
    expect((await api.asCaller(joaoCalled.id)).status).toBe('FINISHED');
  });

  it('the doctor forwards the second patient to another queue: her page follows to that queue’s waiting room', async () => {
    const called = await api.callNext();
    expect(called.patientName).toMatch(/^Maria Silva/);
    await maria.byTestId('emergency-called').waitFor();
    await api.forward(called.id, 'Pediatria');
    await maria.byTestId('emergency-waiting').waitFor();
    await maria.waitForPlace('Você é o próximo');
    expect(await maria.protocolText()).toContain('Pediatria');
    // Nobody is checked in to Pediatria: she is told so, keeps her place, and no estimate pretends otherwise.
    const nobody = maria.byTestId('emergency-no-professional');
    await nobody.waitFor();
    expect(await nobody.textContent()).toBe(
      'Nenhum profissional está atendendo nesta fila agora. Você mantém o seu lugar, e a estimativa aparece quando alguém fizer check-in.',
    );
    expect(await maria.byTestId('emergency-estimate').count()).toBe(0);
    await maria.page.screenshot({ path: '/tmp/emergency-queue-no-professional.png' });
  });

  it('a manager closes her protocol: she sees that the manager closed her attendance', async () => {
    const [open] = (await api.board()).filter((p) => p.patientName.startsWith('Maria Silva'));
    await api.close(open!.id, 'Orientada a procurar o pronto-socorro presencial');
    await maria.byTestId('emergency-notice').waitFor();
    expect(await maria.byTestId('emergency-notice').textContent()).toBe(errorText('CLOSED_BY_MANAGER', 'pt-BR'));
  });

  it('a red-flag answer at the pre-assessment shows the SAMU 192 advice', async () => {
    await maria.byTestId('emergency-restart').click();
    await maria.byTestId('emergency-arrival').waitFor();
    await maria.joinAndWait('Clínica geral', 'Dor no peito e falta de ar', { redFlag: true });
    const advice = maria.byTestId('red-flag-advice');
    await advice.waitFor();
    expect(await advice.textContent()).toContain('SAMU 192');
    expect(await maria.byTestId('call-samu').getAttribute('href')).toBe('tel:192');
    expect(await maria.byTestId('triage-priority').textContent()).toBe('Prioridade: Emergência');
  });
});
