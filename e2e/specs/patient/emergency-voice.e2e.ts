import { errorText } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyQueueApi, queuePatients } from '../../fixtures/emergency-queue-api';
import { fakeSpeechApi } from '../../fixtures/fake-speech-api';
import { getStack, launchBrowser } from '../../harness';
import { EmergencyPersonPage } from '../../pages/patient/emergency-person.page';
import { LoginPage } from '../../pages/patient/login.page';

const SENTENCE = 'dor de cabeça forte há dois dias';

/** Set E2E_SCREENSHOTS_DIR to keep a PNG of the complaint step's voice states. */
const snap = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/emergency-voice-${name}.png`, fullPage: true });
};

/**
 * Issue 7's voice screening through the server's speech-to-text (the e2e services use SPEECH_PROVIDER=ws with a local
 * vosk-style fake): at the complaint step the patient presses "Speak", sees that it records, stops, and the words the
 * speech service heard fill the complaint; a speech service that does not answer and a refused microphone are told
 * in the patient's language and leave typing. Dr. House is checked in first: patients join only while a professional
 * attends.
 */
describe('the emergency complaint by voice', () => {
  const { patientUrl, gatewayUrl, speechControlUrl } = getStack();
  const speech = fakeSpeechApi(speechControlUrl);
  let api: Awaited<ReturnType<typeof emergencyQueueApi>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let joao: EmergencyPersonPage;

  const complaintStep = async (who: { cpf: string; birthDate: string }, locale: string, width: number) => {
    const context = await browser.newContext({ locale, viewport: { width, height: 844 } });
    contexts.push(context);
    const page: Page = await context.newPage();
    await (await LoginPage.open(page, patientUrl)).signInWithCpf(who.cpf, who.birthDate);
    await page.getByTestId('patient-home').waitFor();
    const flow = await EmergencyPersonPage.open(page, patientUrl);
    await flow.join('Clínica geral');
    await flow.checkResourcesAndPay();
    return flow;
  };

  beforeAll(async () => {
    api = await emergencyQueueApi(gatewayUrl);
    await api.clearBoard();
    await api.checkIn(['Clínica geral']);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await api?.clearBoard().catch(() => undefined);
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });

  it('records the patient, shows it is recording, and the speech service’s words fill the complaint', async () => {
    const maria = await complaintStep(queuePatients.maria, 'pt-BR', 390);

    // The first try reaches a speech service that refuses the connection: the catalogue's message, typing stays.
    await speech.failNext('refuse');
    await maria.startSpeaking();
    await maria.stopSpeaking();
    const problem = maria.byTestId('emergency-voice-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toBe(errorText('SPEECH_PROVIDER_UNAVAILABLE', 'pt-BR'));
    await snap(maria.page, 'unavailable-390');
    expect(await maria.byTestId('emergency-complaint-text').isEditable()).toBe(true);
    expect(await maria.complaintText()).toBe('');

    await speech.speak(SENTENCE);
    const sessionsBefore = (await speech.sessions()).length;
    await maria.startSpeaking();
    expect(await problem.count()).toBe(0);
    await maria.page.locator('[data-testid="emergency-recording-time"]', { hasText: /^Gravando… 0:0[1-9] de 0:30$/ }).waitFor();
    await snap(maria.page, 'recording-390');
    await maria.stopSpeaking();

    await expect.poll(() => maria.complaintText()).toBe(SENTENCE);
    await snap(maria.page, 'heard-390');
    const sessions = await speech.sessions();
    expect(sessions.length).toBe(sessionsBefore + 1);
    const heard = sessions.at(-1)!;
    // About a second and a half of Chromium's fake microphone, at 16 kHz 16-bit: tens of kilobytes, never empty.
    expect(heard.config).toEqual({ sample_rate: 16000, language: 'pt-BR' });
    expect(heard.bytes).toBeGreaterThan(16_000);
    expect(heard.bytes).toBeLessThan(32_000 * 30);
    expect(heard.eof).toBe(true);

    // The spoken complaint goes on like a typed one.
    expect(await maria.byTestId('emergency-complaint-continue').isEnabled()).toBe(true);
    await maria.byTestId('emergency-complaint-continue').click();
    await maria.byTestId('emergency-assessment').waitFor();
  });

  it('where the browser has no AudioWorklet, a ScriptProcessor records instead', async () => {
    joao = await complaintStep(queuePatients.joao, 'en-US', 1280);
    await joao.page.evaluate(() => {
      Object.defineProperty(BaseAudioContext.prototype, 'audioWorklet', { get: () => undefined, configurable: true });
    });
    const worklet = await joao.page.evaluate(async () => {
      const context = new AudioContext();
      const kind = typeof context.audioWorklet;
      await context.close();
      return kind;
    });
    expect(worklet).toBe('undefined');
    await speech.speak('headache since yesterday');
    await joao.startSpeaking();
    await joao.page.locator('[data-testid="emergency-recording-time"]', { hasText: /^Recording… 0:0[1-9] of 0:30$/ }).waitFor();
    await joao.stopSpeaking();
    await expect.poll(() => joao.complaintText()).toBe('headache since yesterday');
    const heard = (await speech.sessions()).at(-1)!;
    expect(heard.config).toEqual({ sample_rate: 16000, language: 'en' });
    expect(heard.bytes).toBeGreaterThan(16_000);
  });

  it('a refused microphone is told in the patient’s language; the typed complaint goes on', async () => {
    // The browser (or the patient) says no to the microphone, as a permission prompt refused does.
    await joao.page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    const sessionsBefore = (await speech.sessions()).length;
    await joao.byTestId('emergency-speak').click();
    const problem = joao.byTestId('emergency-voice-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toBe('The microphone is blocked. Allow it in the address bar to speak, or type your complaint.');
    expect((await speech.sessions()).length).toBe(sessionsBefore);
    await joao.reportComplaint('Headache since yesterday, worse in the morning');
  });
});
