import { nowMs } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalEn, professionalPtBR } from '../../../patient-app/src/features/professional/professional.i18n';
import { getStack, launchBrowser } from '../../harness';
import { signInDoctor, snap } from '../../pages/patient/professional-session.page';
import { ProfessionalTodayPage } from '../../pages/patient/professional-today.page';
import { type ApiAppointment, demoDoctors, EVERY_DAY_ALL_DAY, type ProfessionalApi, professionalApi } from './professional-api.fixtures';

const LANGUAGES = [
  { browser: 'pt-BR', locale: 'pt-BR', ui: professionalPtBR, patient: 'Maria Silva', reason: 'Palpitações ao subir escadas' },
  { browser: 'en-US', locale: 'en', ui: professionalEn, patient: 'João Souza', reason: 'Shortness of breath at night' },
] as const;

for (const lang of LANGUAGES) {
  describe(`patient app: Dr. House's list of today (${lang.browser})`, () => {
    const { patientUrl, gatewayUrl } = getStack();
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let api: ProfessionalApi;
    /** A scheduled appointment of today booked for this test, or (late at night, no slot left) one of the demo's. */
    let target: ApiAppointment;
    let booked: ApiAppointment | null = null;

    beforeAll(async () => {
      api = await professionalApi(gatewayUrl);
      await api.setSchedule(api.houseId, { skipHolidays: false, weekly: EVERY_DAY_ALL_DAY });
      booked = await api.bookHouse(api.today, lang.patient, lang.reason);
      const startable = (await api.houseAppointments({ from: api.today, to: api.today })).find((a) =>
        ['SCHEDULED', 'PAID'].includes(a.status),
      );
      const chosen = booked ?? startable;
      if (!chosen) throw new Error('Dr. House has no appointment to start today');
      target = chosen;
      browser = await launchBrowser({ locale: lang.browser });
      ({ context, page } = await signInDoctor(browser, patientUrl, demoDoctors.house, { locale: lang.browser }));
    });

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      if (booked) await api.discard(booked.id);
    });

    it('shows his appointments of today in time order, with the times, patients and statuses the API has', async () => {
      const today = await ProfessionalTodayPage.open(page, patientUrl);
      expect(await today.listTitle().textContent()).toBe(lang.ui['professional.todayList']);
      const expected = await api.houseAppointments({ from: api.today, to: api.today }, lang.locale);
      expect(expected.length).toBeGreaterThanOrEqual(2);
      await expect.poll(() => today.rowIds()).toEqual(expected.map((a) => a.id));
      const times = await today.startTimes();
      expect(times).toEqual(expected.map((a) => a.startTime));
      expect([...times].sort()).toEqual(times);
      expect(await today.statusTexts()).toEqual(expected.map((a) => a.statusName));
      for (const a of expected) expect(await today.patient(a.id)).toBe(a.patientName);
      if (booked) expect(await today.reason(booked.id)).toContain(lang.reason);
      await snap(page, `today-${lang.browser}`);
    });

    it('sums up the day: the open appointments of today and the next patient, as the API has them (issue 18)', async () => {
      await ProfessionalTodayPage.open(page, patientUrl);
      const all = await api.houseAppointments({ from: api.today, to: api.today }, lang.locale);
      const open = all.filter((a) => ['SCHEDULED', 'PAID', 'IN_ATTENDANCE'].includes(a.status));
      const next = open.find((a) => Date.parse(a.endsAt) > nowMs());
      const summary = page.getByTestId('professional-day-summary');
      await summary.waitFor();
      const count = lang.locale === 'en' ? `${open.length} of today` : `${open.length} hoje`;
      expect(await summary.getByTestId('summary-count').textContent()).toBe(count);
      const nextText = (await summary.getByTestId('summary-next').textContent()) ?? '';
      if (next) expect(nextText).toContain(next.patientName);
      else expect(nextText).toBe(lang.ui['professional.summary.noNext']);
    });

    it('starts the attendance of a scheduled one: the status changes on screen and in the API', async () => {
      const today = await ProfessionalTodayPage.open(page, patientUrl);
      const before = await api.appointment(target.id);
      expect(['SCHEDULED', 'PAID']).toContain(before.status);
      await today.act(target.id, 'IN_ATTENDANCE');
      const inAttendance = (await api.houseAppointments({ from: api.today, to: api.today }, lang.locale)).find((a) => a.id === target.id)!;
      await expect.poll(() => today.statusText(target.id)).toBe(inAttendance.statusName);
      expect(inAttendance.status).toBe('IN_ATTENDANCE');
      // Now the attendance can be finished, not started again.
      expect(await today.action(target.id, 'IN_ATTENDANCE').count()).toBe(0);
      expect(await today.action(target.id, 'FINISHED_BY_PROFESSIONAL').count()).toBe(1);
      // The list reads the server again when the doctor comes back: still in attendance after a reload.
      await page.reload();
      await today.ready();
      expect(await today.statusText(target.id)).toBe(inAttendance.statusName);
      await snap(page, `today-started-${lang.browser}`);
    });
  });
}
