import { errorText } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoomAppointment, roomApi, roomDoctor, roomPatient } from '../../fixtures/room-api';
import { getStack, launchBrowser } from '../../harness';
import { tabTo } from '../../pages/keyboard';
import { LoginPage } from '../../pages/patient/login.page';
import { signInDoctor } from '../../pages/patient/professional-session.page';
import { RoomPage, roomSelectors } from '../../pages/patient/room.page';

type Api = Awaited<ReturnType<typeof roomApi>>;
type Lang = 'pt-BR' | 'en';

/**
 * Issue 6, SPEC §7 room (/accessroom/:id): the built-in WebRTC room between two browser contexts with Chromium's fake
 * camera and microphone (e2e/browser.ts). The patient and Dr. House receive each other's video, a reload of the doctor
 * resumes the call, a second location of the patient stops the first with the other-location message, the doctor
 * finishes and the patient's NPS answer is stored; an unpaid consultation is refused with the payment message.
 */
describe('the video room', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let api: Api;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    api = await roomApi(gatewayUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });

  /** Maria signed in by CPF in a new context of the given language. */
  const signInPatient = async (locale: string): Promise<Page> => {
    const context = await browser.newContext({ locale, viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await (await LoginPage.open(page, patientUrl)).signInWithCpf(roomPatient.cpf, roomPatient.birthDate);
    await page.getByTestId('patient-home').waitFor();
    return page;
  };

  const signInHouse = async (locale: string): Promise<Page> => {
    const { context, page } = await signInDoctor(browser, patientUrl, roomDoctor, { locale });
    contexts.push(context);
    return page;
  };

  describe('a paid consultation: Dr. House (en-US) and Maria (pt-BR)', () => {
    const lang: Lang = 'pt-BR';
    let appointment: RoomAppointment;
    let doctor: RoomPage;
    let patient: RoomPage;
    let patientElsewhere: RoomPage;

    beforeAll(async () => {
      appointment = await api.book({ paid: true, consent: true });
    });
    afterAll(async () => {
      if (appointment) await api.cancel(appointment.id);
    });

    it('the doctor enters, the patient waits in the waiting room; the doctor starts and each one receives the other’s video', async () => {
      doctor = await RoomPage.open(await signInHouse('en-US'), patientUrl, appointment.roomAccess);
      await doctor.enter();
      patient = await RoomPage.open(await signInPatient('pt-BR'), patientUrl, appointment.roomAccess, 'a');
      await patient.enter();
      await patient.waitForState('waiting');

      await doctor.start();
      await patient.waitForState('live');
      expect(await doctor.waitForRemoteFrames()).toBeGreaterThan(0);
      expect(await patient.waitForRemoteFrames()).toBeGreaterThan(0);
    });

    it('the doctor reloads the page and enters again: the call resumes on both sides', async () => {
      await doctor.page.reload();
      doctor = new RoomPage(doctor.page);
      await doctor.loaded();
      const before = await patient.remoteFrames();
      await doctor.enter();
      await doctor.waitForState('live');
      expect(await doctor.waitForRemoteFrames()).toBeGreaterThan(0);
      expect(await patient.waitForRemoteFrames(before)).toBeGreaterThan(0);
    });

    it('the patient opens the room in another context: the first location gets the other-location message', async () => {
      patientElsewhere = await RoomPage.open(await signInPatient('pt-BR'), patientUrl, appointment.roomAccess);
      await patientElsewhere.enter();
      await patient.waitForState('superseded');
      expect(await patient.messageText()).toContain(errorText('ANOTHER_LOCATION', lang));
      await patientElsewhere.waitForState('live');
      expect(await patientElsewhere.waitForRemoteFrames()).toBeGreaterThan(0);
      expect(await doctor.waitForRemoteFrames(await doctor.remoteFrames())).toBeGreaterThan(0);
    });

    it('the doctor’s notes save themselves (J069 kept as J06.9); finishing with a CID-10 that is not valid asks first', async () => {
      await doctor.writeNote('notes', 'Paciente estável, sem febre.');
      await doctor.writeNote('cid10', 'J069');
      await expect
        .poll(() => api.serviceNotes(appointment.id), { timeout: 15_000 })
        .toEqual({ notes: 'Paciente estável, sem febre.', cid10: 'J06.9' });
      // English times are 12-hour ("Saved at 1:16 AM." after midnight, "10:05 PM" at night).
      await expect.poll(() => doctor.notesStatus()).toMatch(/^Saved at \d{1,2}:\d{2}\s[AP]M\.$/);

      await doctor.writeNote('cid10', 'J0');
      const question = await doctor.askToFinishWithUnsavedNotes();
      expect(question).toContain('Your service notes are not saved');
      await doctor.backToNotes();
      expect(await doctor.notesStatus()).toBe('Not saved: CID-10 is invalid');
      await doctor.writeNote('cid10', 'J06.9');
      await expect.poll(() => doctor.notesStatus()).toMatch(/^Saved at/);
      expect((await api.serviceNotes(appointment.id)).cid10).toBe('J06.9');
    });

    it('the doctor finishes; the patient answers the NPS survey and the answer is stored', async () => {
      await doctor.finish();
      await patientElsewhere.waitForState('ended');
      await patientElsewhere.answerNps(9, 'Ótimo atendimento por vídeo');
      const stored = await api.appointment(appointment.id);
      expect(stored.status).toBe('FINISHED_BY_PROFESSIONAL');
      expect(stored.nps).toEqual({ score: 9, comment: 'Ótimo atendimento por vídeo' });
    });
  });

  it.each(['pt-BR', 'en-US'])('%s: the patient enters the room from the appointment with the keyboard alone', async (locale) => {
    const appointment = await api.book({ paid: true, consent: true, daysAhead: 2 });
    try {
      const page = await signInPatient(locale);
      await page.goto(`${patientUrl}/appointment/detail/${appointment.id}`);
      await page.getByTestId('appointment-enter-room').waitFor();
      await tabTo(page, '[data-testid="appointment-enter-room"]');
      await page.keyboard.press('Enter');
      const room = new RoomPage(page);
      await room.loaded();
      await room.locator(`${roomSelectors.enter}:not([disabled])`).waitFor({ timeout: 30_000 });
      await tabTo(page, roomSelectors.enter);
      await page.keyboard.press('Enter');
      await room.waitForState('waiting');
      // The focus is never lost to the page's body on the way (a keyboard user always knows where they are).
      expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    } finally {
      await api.cancel(appointment.id);
    }
  });

  it("a guardian gives the telemedicine consent on the room's consent screen before a dependent's first teleconsultation (T23)", async () => {
    const laura = await api.book({ paid: true, consent: false, dependent: 'Laura Silva' });
    try {
      expect((await api.consent(laura.protocol)).accepted).toBe(false);
      const room = await RoomPage.open(await signInPatient('pt-BR'), patientUrl, laura.roomAccess, 'a');
      await room.waitForState('consent');
      expect(await room.consentText()).toContain('Resolução CFM nº 2.314/2022');
      // Without the consent the room does not go further: the accept button stays disabled until it is read.
      expect(await room.locator(roomSelectors.consentAccept).isDisabled()).toBe(true);
      await room.acceptConsent();
      await room.waitForState('checking');
      expect(await api.consent(laura.protocol)).toEqual({ accepted: true, byRepresentative: true });
      await room.enter();
      await room.waitForState('waiting');

      // SPEC §4 page visibility: hidden, the notification sound loops; visible again, it stops and the token is renewed.
      expect(await room.alertSound()).toBe('off');
      await room.setHidden(true);
      await expect.poll(() => room.alertSound()).toBe('playing');
      const renewal = room.page.waitForRequest((r) => (r.postData() ?? '').includes('RefreshSession'));
      await room.setHidden(false);
      await expect.poll(() => room.alertSound()).toBe('off');
      await renewal;
    } finally {
      await api.cancel(laura.id);
    }
  });

  describe.each([
    { locale: 'pt-BR', lang: 'pt-BR' as const },
    { locale: 'en-US', lang: 'en' as const },
  ])('in $locale', ({ locale, lang }) => {
    it('an unpaid consultation of a clinic that charges is refused with the payment message', async () => {
      const unpaid = await api.book({ paid: false, consent: true });
      try {
        const room = await RoomPage.open(await signInPatient(locale), patientUrl, unpaid.roomAccess);
        await room.waitForState('refused');
        expect(await room.messageText()).toContain(errorText('PAYMENT_REQUIRED', lang));
      } finally {
        await api.cancel(unpaid.id);
      }
    });
  });
});
