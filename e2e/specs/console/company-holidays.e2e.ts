import { addDays, publicHolidays } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyHolidaysEn, companyHolidaysPtBr } from '../../../console/src/i18n/company-holidays';
import { professionalSchedulesEn, professionalSchedulesPtBr } from '../../../console/src/i18n/schedule';
import { getStack } from '../../harness';
import { CompanyHolidaysPage } from '../../pages/console/company-holidays.page';
import { ProfessionalSchedulePage } from '../../pages/console/professional-schedule.page';
import { companyHolidaysApi, type HolidaysInput } from './company-holidays-api.fixtures';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { scheduleApi } from './schedule-api.fixtures';

/** The window size this spec checks its screens in. */
const viewport = { width: 1366, height: 900 };

/** Set E2E_SCREENSHOTS_DIR to keep a PNG of each screen the story passes through. */
async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/company-holidays-${name}.png`, fullPage: true });
}

/**
 * The first date from `from` on that is no national or São Paulo holiday (the demo clinic is in SP) and has no
 * appointment (closing a day with one is refused, as a schedule change would be).
 */
function ordinaryDay(from: string, booked: ReadonlySet<string>): string {
  let d = from;
  while (booked.has(d) || publicHolidays(Number(d.slice(0, 4)), 'SP').some((h) => h.date === d)) d = addDays(d, 1);
  return d;
}

const LANGUAGES = [
  {
    browser: 'pt-BR',
    ui: companyHolidaysPtBr,
    schedule: professionalSchedulesPtBr,
    tab: 'Feriados',
    crm: '781001',
    offset: 3,
    holiday: 'Aniversário da cidade',
    christmas: 'Natal',
  },
  {
    browser: 'en-US',
    ui: companyHolidaysEn,
    schedule: professionalSchedulesEn,
    tab: 'Holidays',
    crm: '781011',
    offset: 5,
    holiday: 'City anniversary',
    christmas: 'Christmas Day',
  },
] as const;

for (const lang of LANGUAGES) {
  describe(`console: the clinic admin adds a clinic holiday and the professionals' calendars skip it (${lang.browser})`, () => {
    const { consoleUrl, gatewayUrl } = getStack();
    const browser = consoleBrowser({ locale: lang.browser });
    let page: Page;
    let holidays: Awaited<ReturnType<typeof companyHolidaysApi>>;
    let schedules: Awaited<ReturnType<typeof scheduleApi>>;
    let professionalId: string;
    let day: string;
    let year: number;
    let before: HolidaysInput;

    beforeAll(async () => {
      holidays = await companyHolidaysApi(gatewayUrl);
      schedules = await scheduleApi(gatewayUrl);
      professionalId = await schedules.createProfessional(`Dra. Feriado ${lang.browser}`, lang.crm);
      await schedules.setSchedule(professionalId, {
        skipHolidays: true,
        weekly: [0, 1, 2, 3, 4, 5, 6].map((d) => ({ day: d, start: '08:00', end: '12:00' })),
      });
      const today = (await schedules.schedule(professionalId)).today;
      day = ordinaryDay(addDays(today, lang.offset), await holidays.appointmentDates(today, addDays(today, 13)));
      year = Number(day.slice(0, 4));
      before = await holidays.own(year);
      ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
    });

    afterAll(async () => {
      if (before) await holidays.setOwn(year, before);
      if (professionalId) await schedules.deleteProfessional(professionalId);
    });

    it('the Holidays tab lists the national and state holidays of the year in the browser’s language', async () => {
      const tab = await CompanyHolidaysPage.open(page, consoleUrl, holidays.companyId);
      await tab.goToYear(year, { previous: lang.ui.previous_year, next: lang.ui.next_year });
      expect(await tab.selectedTabLabel()).toBe(lang.tab);
      await expect.poll(() => tab.row(`${year}-12-25`).textContent()).toContain(lang.christmas);
      expect(await tab.row(`${year}-12-25`).textContent()).toContain(lang.ui.kinds.NATIONAL);
      expect(await tab.row(`${year}-07-09`).textContent()).toContain(lang.ui.kinds.STATE);
      expect(await tab.row(`${year}-12-25`).textContent()).toContain(lang.ui.status.closed);
    });

    it('adds a clinic holiday: it is listed as the clinic’s, closed, and saved', async () => {
      const tab = await CompanyHolidaysPage.open(page, consoleUrl, holidays.companyId);
      await tab.goToYear(year, { previous: lang.ui.previous_year, next: lang.ui.next_year });
      await tab.addClinicHoliday(day, lang.holiday);
      await expect.poll(() => tab.row(day).count()).toBe(1);
      const text = await tab.row(day).textContent();
      expect(text).toContain(lang.holiday);
      expect(text).toContain(lang.ui.kinds.CLINIC);
      expect(text).toContain(lang.ui.status.closed);
      const dates = await tab.dates();
      expect(dates).toEqual([...dates].sort());
      await snap(page, `added-${lang.browser}`);
      const saved = await holidays.holidays(year);
      expect(saved.holidays.find((h) => h.date === day)).toMatchObject({ kind: 'CLINIC', name: lang.holiday, closed: true });
    });

    it('the professional’s availability tab shows that day as a holiday, not worked', async () => {
      const schedule = await ProfessionalSchedulePage.open(page, consoleUrl, professionalId);
      await expect.poll(() => schedule.nextDay(day).textContent()).toContain(lang.holiday);
      const text = await schedule.nextDay(day).textContent();
      expect(text).toContain(lang.schedule.holiday_skipped);
      expect(text).toContain(lang.schedule.not_working);
      expect(await schedule.nextDay(addDays(day, 1)).textContent()).not.toContain(lang.holiday);
      await snap(page, `availability-${lang.browser}`);
    });

    it('marks Christmas as worked and closes it again; removes the clinic holiday', async () => {
      const tab = await CompanyHolidaysPage.open(page, consoleUrl, holidays.companyId);
      await tab.goToYear(year, { previous: lang.ui.previous_year, next: lang.ui.next_year });
      const christmas = `${year}-12-25`;
      await tab.act(christmas, lang.ui.mark_worked);
      await expect.poll(() => tab.row(christmas).textContent()).toContain(lang.ui.status.worked);
      expect((await holidays.holidays(year)).holidays.find((h) => h.date === christmas)).toMatchObject({ worked: true, closed: false });
      await tab.act(christmas, lang.ui.mark_closed);
      await expect.poll(() => tab.row(christmas).textContent()).toContain(lang.ui.status.closed);
      await tab.act(day, lang.ui.remove);
      await expect.poll(() => tab.row(day).count()).toBe(0);
      expect((await holidays.holidays(year)).holidays.some((h) => h.date === day)).toBe(false);
    });
  });
}
