import { addDays, errorText, format, type Locale, weekdayOf } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalEn, professionalPtBR } from '../../../patient-app/src/features/professional/professional.i18n';
import { getStack, launchBrowser } from '../../harness';
import { ProfessionalAvailabilityPage } from '../../pages/patient/professional-availability.page';
import { signInDoctor, snap } from '../../pages/patient/professional-session.page';
import { shownValue } from '../../pages/picker-input';
import { demoDoctors, EVERY_DAY_ALL_DAY, type ProfessionalApi, professionalApi } from './professional-api.fixtures';

const LANGUAGES = [
  {
    browser: 'pt-BR',
    locale: 'pt-BR',
    ui: professionalPtBR,
    width: 1280,
    day: (y: string, m: string, d: string) => `${d}/${m}/${y}`,
    afternoon: '14:00',
  },
  {
    browser: 'en-US',
    locale: 'en',
    ui: professionalEn,
    width: 390,
    day: (y: string, m: string, d: string) => `${y}-${m}-${d}`,
    afternoon: '02:00 PM',
  },
] as const satisfies ReadonlyArray<{
  browser: string;
  locale: Locale;
  ui: Record<keyof typeof professionalEn, string>;
  width: number;
  day: unknown;
  afternoon: string;
}>;

for (const lang of LANGUAGES) {
  describe(`patient app: Dr. House's availability (${lang.browser}, ${lang.width}px)`, () => {
    const { patientUrl, gatewayUrl } = getStack();
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    let api: ProfessionalApi;

    beforeAll(async () => {
      api = await professionalApi(gatewayUrl);
      // Every day, all day: his demo appointments of the next days stay inside, so only the block below conflicts.
      await api.setSchedule(api.houseId, { skipHolidays: false, weekly: EVERY_DAY_ALL_DAY });
      browser = await launchBrowser({ locale: lang.browser });
      ({ context, page } = await signInDoctor(browser, patientUrl, demoDoctors.house, { locale: lang.browser, width: lang.width }));
    });

    afterAll(async () => {
      await context?.close();
      await browser?.close();
    });

    it('"my availability" opens his own, with his windows and the next days', async () => {
      await page.goto(`${patientUrl}/schedule_availability`);
      await page.waitForURL(`${patientUrl}/schedule_availability/${api.houseId}`);
      const availability = new ProfessionalAvailabilityPage(page);
      await availability.form().waitFor();
      expect(await availability.heading().textContent()).toBe(lang.ui['professional.availability']);
      expect(await availability.rowCount('weekly')).toBe(7);
      expect(await availability.field('weekly.0.allDay').isChecked()).toBe(true);
      expect(await availability.calendarDay(api.today).textContent()).toContain(lang.ui['professional.schedule.allDay']);
      await snap(page, `availability-${lang.browser}`);
    });

    it('blocking a day that has one of his appointments: the conflict under the date, and the appointment stays', async () => {
      const [upcoming] = await api.houseUpcoming();
      expect(upcoming).toBeDefined();
      const before = await api.schedule(api.houseId);
      const availability = await ProfessionalAvailabilityPage.open(page, patientUrl, api.houseId);
      const i = await availability.addException('blocked', upcoming!.startDate, 'allDay');
      await availability.save();

      const [y, m, d] = upcoming!.startDate.split('-');
      // The catalogue's template around its count {1} and dates {2}: " appointment(s) on " and the closing sentence.
      const template = format('appointmentsConflict', lang.locale, '', '{1}', '{2}');
      const between = template.slice(template.indexOf('{1}') + 3, template.indexOf('{2}'));
      const tail = template.slice(template.indexOf('{2}') + 3);
      await expect.poll(() => availability.helperText(`blocked.${i}.date`).textContent()).toContain(`${between}${lang.day(y!, m!, d!)}`);
      expect(await availability.helperText(`blocked.${i}.date`).textContent()).toContain(tail);
      expect(await availability.ariaInvalid(`blocked.${i}.date`)).toBe('true');
      expect(await availability.feedback().textContent()).toBe(errorText('SCHEDULE_SAVE_FAILED', lang.locale));
      await snap(page, `availability-conflict-${lang.browser}`);

      expect(await api.schedule(api.houseId)).toEqual(before);
      const after = await api.appointment(upcoming!.id);
      expect(after).toMatchObject({ status: upcoming!.status, startDate: upcoming!.startDate, startTime: upcoming!.startTime });
    });

    it('every other SPEC §5 rule: its own message under the exact input, and nothing is saved', async () => {
      const before = await api.schedule(api.houseId);
      const today = before.today;
      // A weekday without a window in the form: the Saturday row (weekly rows are shown by day, Sunday first) goes.
      const saturday = (() => {
        let date = addDays(today, 1);
        while (weekdayOf(date) !== 6) date = addDays(date, 1);
        return date;
      })();
      const availability = await ProfessionalAvailabilityPage.open(page, patientUrl, api.houseId);
      await availability.removeRow('weekly', 6);
      const overlap = await availability.addWeekly(1, '11:00', '13:00'); // Monday is worked all day already
      const backwards = await availability.addWeekly(2, '14:00', '09:00');
      const short = await availability.addWeekly(0, '09:00', '09:15');
      const noEnd = await availability.addWeekly(3, '08:00', '');
      const notFuture = await availability.addException('extra', today, { start: '08:00', end: '09:00' });
      const tooFar = await availability.addException('extra', addDays(today, 40), 'allDay');
      const worked = addDays(today, weekdayOf(addDays(today, 2)) === 6 ? 3 : 2); // not the Saturday
      const first = await availability.addException('blocked', worked, 'allDay');
      const twice = await availability.addException('blocked', worked, { start: '08:00', end: '09:00' });
      const notWorked = await availability.addException('blocked', saturday, 'allDay');
      // Times are typed and shown in the language's clock: 24-hour in Portuguese, AM/PM in English.
      expect(await shownValue(availability.field(`weekly.${backwards}.start`))).toBe(lang.afternoon);
      await availability.save();

      const expected: Record<string, string> = {
        [`weekly.${overlap}.start`]: format('timeConflict', lang.locale),
        [`weekly.${backwards}.end`]: format('endBeforeStart', lang.locale),
        [`weekly.${short}.end`]: format('tooShort', lang.locale),
        [`weekly.${noEnd}.end`]: format('required', lang.locale, lang.locale === 'en' ? 'End time' : 'Fim'),
        [`extra.${notFuture}.date`]: format('dateNotFuture', lang.locale),
        [`extra.${tooFar}.date`]: format('rangeTooLong', lang.locale),
        [`blocked.${twice}.date`]: format('dateExists', lang.locale),
        [`blocked.${notWorked}.date`]: format('outOfSchedule', lang.locale),
      };
      for (const [field, message] of Object.entries(expected)) {
        await expect.poll(() => availability.helperText(field).textContent(), { message: field }).toBe(message);
        expect(await availability.ariaInvalid(field), field).toBe('true');
      }
      // The valid rows carry no error.
      expect(await availability.helperText(`blocked.${first}.date`).count()).toBe(0);
      expect(await availability.helperText('weekly.0.allDay').count()).toBe(0);
      expect(await availability.feedback().textContent()).toBe(lang.ui['professional.schedule.fixErrors']);
      await snap(page, `availability-rules-${lang.browser}`);
      expect(await api.schedule(api.houseId)).toEqual(before);
    });

    it('another doctor’s availability is "Access Denied", with no form', async () => {
      const availability = await ProfessionalAvailabilityPage.open(page, patientUrl, api.anaId);
      expect(await availability.accessDenied().textContent()).toBe(errorText('ACCESS_DENIED', lang.locale));
      expect(await availability.form().count()).toBe(0);
      await snap(page, `availability-denied-${lang.browser}`);
    });
  });
}
