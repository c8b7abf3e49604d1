import { addDays, errorText, format, type Locale, publicHolidays, weekdayOf } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalSchedulesEn, professionalSchedulesPtBr } from '../../../console/src/i18n/schedule';
import { getStack } from '../../harness';
import { ProfessionalSchedulePage } from '../../pages/console/professional-schedule.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';
import { scheduleApi } from './schedule-api.fixtures';

/** The window size this spec checks its screens in. */
const viewport = { width: 1366, height: 900 };

/** Set E2E_SCREENSHOTS_DIR to keep a PNG of each screen the story passes through. */
async function snap(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/schedule-${name}.png`, fullPage: true });
}

/** The first date after `from` on a weekday (0 = Sunday). */
const next = (weekday: number, from: string) => {
  let d = addDays(from, 1);
  while (weekdayOf(d) !== weekday) d = addDays(d, 1);
  return d;
};
/** The same, on a day the demo clinic (São Paulo) is open: a schedule that skips holidays works it (issue 25). */
const nextOpen = (weekday: number, from: string) => {
  let d = next(weekday, from);
  while (publicHolidays(Number(d.slice(0, 4)), 'SP').some((h) => h.date === d && h.closed)) d = addDays(d, 7);
  return d;
};

/** The two languages of the console: the browser's, the catalogue's and the availability strings. */
const LANGUAGES = [
  {
    browser: 'pt-BR',
    locale: 'pt-BR',
    ui: professionalSchedulesPtBr,
    crm: ['771001', '771002'],
    day: (y: string, m: string, d: string) => `${d}/${m}/${y}`,
  },
  {
    browser: 'en-US',
    locale: 'en',
    ui: professionalSchedulesEn,
    crm: ['771011', '771012'],
    day: (y: string, m: string, d: string) => `${y}-${m}-${d}`,
  },
] as const satisfies ReadonlyArray<{
  browser: string;
  locale: Locale;
  ui: typeof professionalSchedulesEn;
  crm: readonly string[];
  day: unknown;
}>;

for (const lang of LANGUAGES) {
  describe(`console: the clinic admin gives a professional a weekly schedule and a blocked day (${lang.browser})`, () => {
    const { consoleUrl, gatewayUrl } = getStack();
    const browser = consoleBrowser({ locale: lang.browser });
    let page: Page;
    let api: Awaited<ReturnType<typeof scheduleApi>>;
    let professionalId: string;
    let today: string;

    beforeAll(async () => {
      api = await scheduleApi(gatewayUrl);
      professionalId = await api.createProfessional(`Dra. Lívia Agenda ${lang.browser}`, lang.crm[0]);
      today = (await api.schedule(professionalId)).today;
      ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
    });

    afterAll(async () => {
      if (professionalId) await api.deleteProfessional(professionalId);
    });

    it('the availability tab of a professional without a schedule says so, in the browser’s language', async () => {
      const schedule = await ProfessionalSchedulePage.open(page, consoleUrl, professionalId);
      await expect.poll(() => schedule.tab().textContent()).toContain(lang.ui.never_saved);
      expect(await schedule.weekDay(1).textContent()).toBe(lang.ui.not_working);
      expect(await page.locator('.MuiTabs-root [role="tab"][aria-selected="true"]').textContent()).toBe(lang.ui.tab);
      await snap(page, `empty-${lang.browser}`);
    });

    it('sets Monday and Wednesday windows and blocks next Monday; the show page shows them', async () => {
      const monday = nextOpen(1, today);
      const schedule = await ProfessionalSchedulePage.open(page, consoleUrl, professionalId);
      await schedule.openEditFromTab();
      await schedule.addWeekly(1, '08:00', '12:00');
      await schedule.addWeekly(1, '13:00', '17:00');
      await schedule.addWeekly(3, '09:00', '18:00');
      await schedule.addException('blocked', monday, 'allDay');
      await snap(page, `edit-${lang.browser}`);
      await schedule.save();
      await page.waitForURL((url) => url.hash.endsWith('/show/availability'));

      await expect.poll(() => schedule.weekDay(1).textContent()).toBe('08:00–12:0013:00–17:00');
      expect(await schedule.weekDay(3).textContent()).toBe('09:00–18:00');
      expect(await schedule.weekDay(2).textContent()).toBe(lang.ui.not_working);
      expect(await schedule.exceptionDates('blocked')).toEqual([monday]);
      expect(await schedule.exception('blocked', monday).textContent()).toContain(lang.ui.all_day);
      expect(await schedule.skipHolidays().textContent()).toBe(lang.ui.skips_holidays);
      // The next days follow the calendar (two weeks are listed): the blocked Monday is not worked, a Wednesday is.
      expect(await schedule.nextDay(monday).textContent()).toContain(lang.ui.not_working);
      const wednesday = nextOpen(3, today);
      expect(await schedule.nextDay(wednesday).textContent()).toContain('09:00–18:00');
      await snap(page, `saved-${lang.browser}`);

      const saved = await api.schedule(professionalId);
      expect(saved.weekly).toEqual([
        { day: 1, allDay: false, start: '08:00', end: '12:00' },
        { day: 1, allDay: false, start: '13:00', end: '17:00' },
        { day: 3, allDay: false, start: '09:00', end: '18:00' },
      ]);
      expect(saved.blocked).toEqual([{ date: monday, allDay: true, start: null, end: null }]);
    });

    it('blocking a day with an appointment is refused by the service, under the date, and cancels nothing', async () => {
      const houseId = await api.professionalId('Dr. Gregório House');
      // Every hour of every day, holidays too: other specs book Dr. House weeks ahead (the reception spec 29–33 days out),
      // which on some days reaches 1 January, a holiday he works in the demo; skipping holidays would refuse this save.
      await api.setSchedule(houseId, { skipHolidays: false, weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, allDay: true })) });
      const [booked] = await api.upcomingAppointmentDates(houseId, today);
      expect(booked).toBeDefined();
      const before = await api.upcomingAppointmentDates(houseId, today);

      const schedule = await ProfessionalSchedulePage.openEdit(page, consoleUrl, houseId);
      await schedule.addException('blocked', booked!, 'allDay');
      await schedule.save();
      const [y, m, d] = booked!.split('-');
      // The catalogue's template around its count {1} and dates {2}: " appointment(s) on " and the closing sentence.
      const template = format('appointmentsConflict', lang.locale, '', '{1}', '{2}');
      const between = template.slice(template.indexOf('{1}') + 3, template.indexOf('{2}'));
      const tail = template.slice(template.indexOf('{2}') + 3);
      await expect.poll(() => schedule.helperText('blocked.0.date').textContent()).toContain(`${between}${lang.day(y!, m!, d!)}`);
      expect(await schedule.helperText('blocked.0.date').textContent()).toContain(tail);
      await expect.poll(() => page.getByText(errorText('SCHEDULE_SAVE_FAILED', lang.locale)).count()).toBeGreaterThan(0);
      await snap(page, `conflict-${lang.browser}`);
      expect((await api.schedule(houseId)).blocked).toEqual([]);
      expect(await api.upcomingAppointmentDates(houseId, today)).toEqual(before);
    });
  });
}

for (const lang of LANGUAGES) {
  describe(`console: a schedule breaking each rule shows its own field error (${lang.browser})`, () => {
    const { consoleUrl, gatewayUrl } = getStack();
    const browser = consoleBrowser({ locale: lang.browser });
    let page: Page;
    let api: Awaited<ReturnType<typeof scheduleApi>>;
    let professionalId: string;
    let today: string;

    beforeAll(async () => {
      api = await scheduleApi(gatewayUrl);
      professionalId = await api.createProfessional(`Dr. Rules Schedule ${lang.browser}`, lang.crm[1]);
      today = (await api.schedule(professionalId)).today;
      await api.setSchedule(professionalId, { weekly: [{ day: 1, start: '08:00', end: '12:00' }] });
      ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
    });

    afterAll(async () => {
      if (professionalId) await api.deleteProfessional(professionalId);
    });

    it('labels the tab and the form in the browser’s language', async () => {
      const schedule = await ProfessionalSchedulePage.open(page, consoleUrl, professionalId);
      expect(await page.locator('.MuiTabs-root [role="tab"][aria-selected="true"]').textContent()).toBe(lang.ui.tab);
      expect(await schedule.weekDay(1).textContent()).toBe('08:00–12:00');
      expect(await schedule.weekDay(0).textContent()).toBe(lang.ui.not_working);
    });

    it('every rule: its message under the exact input, and nothing is saved', async () => {
      const monday = nextOpen(1, today);
      const saturday = next(6, today);
      const before = await api.schedule(professionalId);
      const schedule = await ProfessionalSchedulePage.openEdit(page, consoleUrl, professionalId);
      await schedule.addWeekly(1, '11:00', '13:00'); // 1: overlaps Monday 08–12
      await schedule.addWeekly(2, '14:00', '09:00'); // 2: ends before it starts
      await schedule.addWeekly(4, '09:00', '09:15'); // 3: shorter than 30 minutes
      await schedule.addException('extra', today, 'allDay'); // not after today
      await schedule.addException('extra', addDays(today, 40), 'allDay'); // beyond 35 days
      await schedule.addException('blocked', monday, 'allDay');
      await schedule.addException('blocked', monday, { start: '08:00', end: '09:00' }); // the same date twice
      await schedule.addException('blocked', saturday, 'allDay'); // a day not worked
      await schedule.save();

      const expected: Record<string, string> = {
        'weekly.1.start': format('timeConflict', lang.locale),
        'weekly.2.end': format('endBeforeStart', lang.locale),
        'weekly.3.end': format('tooShort', lang.locale),
        'extra.0.date': format('dateNotFuture', lang.locale),
        'extra.1.date': format('rangeTooLong', lang.locale),
        'blocked.1.date': format('dateExists', lang.locale),
        'blocked.2.date': format('outOfSchedule', lang.locale),
      };
      for (const [field, message] of Object.entries(expected)) {
        await expect.poll(() => schedule.helperText(field).textContent(), { message: field }).toBe(message);
      }
      // The valid rows carry no error.
      expect(await schedule.helperText('weekly.0.start').textContent()).not.toBe(format('timeConflict', lang.locale));
      await snap(page, `rules-${lang.browser}`);
      expect(await api.schedule(professionalId)).toEqual(before);
    });

    it('a window without its end time: "End time is required" under it, translated', async () => {
      const schedule = await ProfessionalSchedulePage.openEdit(page, consoleUrl, professionalId);
      const i = await schedule.addRow('weekly');
      await schedule.chooseDay(i, 5);
      await schedule.fill(`weekly.${i}.start`, '08:00');
      await schedule.save();
      await expect
        .poll(() => schedule.helperText(`weekly.${i}.end`).textContent())
        .toBe(format('required', lang.locale, lang.locale === 'en' ? 'End time' : 'Fim'));
    });
  });
}
