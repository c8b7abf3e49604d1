import { addDays, format } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalEn, professionalPtBR } from '../../../patient-app/src/features/professional/professional.i18n';
import { getStack, launchBrowser } from '../../harness';
import { ProfessionalDetailPage } from '../../pages/patient/professional-detail.page';
import { signInDoctor, snap } from '../../pages/patient/professional-session.page';
import { ProfessionalTodayPage } from '../../pages/patient/professional-today.page';
import { type ApiAppointment, demoDoctors, EVERY_DAY_ALL_DAY, type ProfessionalApi, professionalApi } from './professional-api.fixtures';

const LANGUAGES = [
  {
    browser: 'pt-BR',
    locale: 'pt-BR',
    ui: professionalPtBR,
    width: 390,
    patient: 'Maria Silva',
    reason: 'Dor torácica ao esforço',
    notes: 'PA 150/95. Sem dor no momento.',
    cid10: 'i20.9',
  },
  {
    browser: 'en-US',
    locale: 'en',
    ui: professionalEn,
    width: 1280,
    patient: 'João Souza',
    reason: 'Follow-up of blood pressure',
    notes: 'BP 130/85, well controlled.',
    cid10: 'I10',
  },
] as const;

for (const lang of LANGUAGES) {
  describe(`patient app: an appointment's detail for its doctor (${lang.browser}, ${lang.width}px)`, () => {
    const { patientUrl, gatewayUrl } = getStack();
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let api: ProfessionalApi;
    let appointment: ApiAppointment;

    beforeAll(async () => {
      api = await professionalApi(gatewayUrl);
      await api.setSchedule(api.houseId, { skipHolidays: false, weekly: EVERY_DAY_ALL_DAY });
      // Tomorrow always has free slots (he works all day).
      const booked = await api.bookHouse(addDays(api.today, 1), lang.patient, lang.reason);
      if (!booked) throw new Error('no free slot for Dr. House tomorrow');
      appointment = booked;
      browser = await launchBrowser({ locale: lang.browser });
      ({ context, page } = await signInDoctor(browser, patientUrl, demoDoctors.house, { locale: lang.browser, width: lang.width }));
    });

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      if (appointment) await api.discard(appointment.id);
    });

    it('shows the patient, the time and the reason', async () => {
      const detail = await ProfessionalDetailPage.open(page, patientUrl, appointment.id);
      await expect.poll(() => detail.text('patient')).toBe(appointment.patientName);
      expect(await detail.text('reason')).toBe(lang.reason);
      // The start in the language's one time format: 24-hour in Portuguese, 12-hour in English ("12:00 AM").
      const start = new Intl.DateTimeFormat(lang.browser, {
        hour: lang.locale === 'en' ? 'numeric' : '2-digit',
        minute: '2-digit',
        timeZone: 'America/Sao_Paulo',
      }).format(new Date(appointment.startsAt));
      expect(await detail.text('when')).toContain(start);
      expect(await detail.text('status')).toBe((await api.appointment(appointment.id, lang.locale)).statusName);
      expect(await detail.text('age')).toMatch(lang.locale === 'en' ? /^\d+ years old$/ : /^\d+ anos$/);
      await snap(page, `detail-${lang.browser}`);
    });

    it('saves his notes and CID-10 (upper-cased); the API has them', async () => {
      const detail = await ProfessionalDetailPage.open(page, patientUrl, appointment.id);
      await detail.writeNote('notes', lang.notes);
      await detail.writeNote('cid10', lang.cid10);
      await detail.saveNotes();
      await expect.poll(() => detail.notesMessage().textContent()).toBe(lang.ui['professional.notes.saved']);
      const saved = await api.appointment(appointment.id);
      expect(saved).toMatchObject({ notes: lang.notes, cid10: lang.cid10.toUpperCase() });
      expect(await detail.note('cid10').inputValue()).toBe(lang.cid10.toUpperCase());
      await snap(page, `notes-${lang.browser}`);
    });

    it('keeps notes typed just before leaving: they are saved on the way out, without pressing Save', async () => {
      const detail = await ProfessionalDetailPage.open(page, patientUrl, appointment.id);
      const typed = `${lang.notes} — ${lang.width}`;
      await detail.writeNote('notes', typed);
      await detail.back();
      await expect.poll(async () => (await api.appointment(appointment.id)).notes).toBe(typed);
    });

    it('lists every saved version of the notes, newest first, with who and when, and says the chain verifies', async () => {
      const detail = await ProfessionalDetailPage.open(page, patientUrl, appointment.id);
      await detail.openNotesHistory();
      const history = await detail.notesHistory();
      expect(history.intact).toBe('true');
      expect(history.chain).toBe(lang.ui['professional.notesHistory.intact']);
      // Saved by the button, then once more on the way out: at least two versions, each numbered, the newest on top.
      expect(history.versions.length).toBeGreaterThanOrEqual(2);
      const numbers = history.versions.map((v) => v.version);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      expect(numbers.at(-1)).toBe(1);
      expect(history.versions[0]!.notes).toContain(`${lang.notes} — ${lang.width}`);
      expect(history.versions.some((v) => v.notes.endsWith(lang.notes))).toBe(true);
      expect(history.versions[0]!.heading).toContain('Dr. Gregório House');
      await snap(page, `notes-history-${lang.browser}`);
    });

    it('an invalid CID-10 is refused under its input and nothing is saved', async () => {
      const detail = await ProfessionalDetailPage.open(page, patientUrl, appointment.id);
      const before = await api.appointment(appointment.id);
      await detail.writeNote('cid10', 'XYZ');
      await detail.writeNote('notes', `${lang.notes} (2)`);
      await detail.saveNotes();
      await expect
        .poll(() => detail.noteError('cid10').textContent())
        .toBe(format('invalid', lang.locale, lang.ui['professional.notes.cid10']));
      expect(await api.appointment(appointment.id)).toEqual(before);
    });

    it('is reached from today’s list by the patient’s name, with the keyboard', async () => {
      const today = await ProfessionalTodayPage.open(page, patientUrl);
      const [first] = await today.rowIds();
      expect(first).toBeDefined();
      const patient = await today.patient(first!);
      await today.row(first!).getByTestId('appointment-patient').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${patientUrl}/appointment/detail/${first}`);
      const detail = new ProfessionalDetailPage(page);
      await expect.poll(() => detail.text('patient')).toBe(patient);
    });
  });
}
