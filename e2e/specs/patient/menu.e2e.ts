import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { AppMenu } from '../../pages/patient/app-menu.page';
import { LoginPage } from '../../pages/patient/login.page';
import { scheduleSelectors } from '../../pages/patient/schedule.page';
import { demoPatient } from './demo-users.fixtures';
import { schedulingApi } from './scheduling-api.fixtures';

type Api = Awaited<ReturnType<typeof schedulingApi>>;
const ALL_ON = { allowsPatientToSchedule: true, accessPersonSchedule: true };

/** SPEC §2/§6: the patient's menu in SPEC order (messages last, 11), "Schedule" only while the company lets patients schedule. */
describe('patient menu', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let api: Api;
  let browser: Browser;

  beforeAll(async () => {
    api = await schedulingApi(gatewayUrl);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await api?.setScheduleRules(ALL_ON);
    await browser?.close();
  });

  const openMenu = async (locale: string, viewport = { width: 1280, height: 800 }) => {
    const context = await browser.newContext({ locale, viewport });
    const page = await context.newPage();
    const login = await LoginPage.open(page, patientUrl);
    await login.signInWithCpf(demoPatient.cpf, demoPatient.birthDate);
    await page.getByTestId('patient-home').waitFor();
    const menu = new AppMenu(page);
    await menu.show();
    // The rule-bound items appear once the company's rules are read: today's appointments is one of them.
    await menu.item('personAppointments').waitFor();
    return { context, page, menu };
  };

  describe.each([
    // The demo clinic has the emergency module and access_emergency on: "Attendance now" is SPEC §2's order 1.
    { locale: 'pt-BR', labels: ['Início', 'Atendimento agora', 'Consultas de hoje', 'Agendar', 'Mensagens'] },
    { locale: 'en-US', labels: ['Home', 'Attendance now', "Today's appointments", 'Schedule', 'Messages'] },
  ])('in $locale', ({ locale, labels }) => {
    it('shows the schedule only while a company rule allows it', async () => {
      const on = await openMenu(locale);
      expect(await on.menu.labels()).toEqual(labels);
      await on.context.close();

      await api.setScheduleRules({ allowsPatientToSchedule: false, accessPersonSchedule: false });
      try {
        const off = await openMenu(locale);
        expect(await off.menu.labels()).toEqual([...labels.slice(0, 3), ...labels.slice(4)]);
        expect(await off.menu.item('personSchedule').count()).toBe(0);
        // The page itself says scheduling is not available rather than offering times.
        await off.page.goto(`${patientUrl}/personschedule`);
        await off.page.locator(scheduleSelectors.unavailable).waitFor();
        await off.context.close();

        // One of the two rules is enough.
        await api.setScheduleRules({ allowsPatientToSchedule: false, accessPersonSchedule: true });
        const either = await openMenu(locale);
        expect(await either.menu.labels()).toEqual(labels);
        await either.context.close();
      } finally {
        await api.setScheduleRules(ALL_ON);
      }

      const back = await openMenu(locale);
      await back.menu.item('personSchedule').click();
      await back.page.locator(scheduleSelectors.step('patient')).waitFor();
      await back.context.close();
    });
  });

  it('opens as a drawer on a phone, with the same entries', async () => {
    const phone = await openMenu('en-US', { width: 390, height: 844 });
    expect(await phone.menu.labels()).toEqual(['Home', 'Attendance now', "Today's appointments", 'Schedule', 'Messages']);
    await phone.menu.item('personAppointments').click();
    await phone.page.getByTestId('person-appointments').waitFor();
    // Choosing an entry closes the drawer.
    await phone.page.locator('[data-testid="app-menu"]').waitFor({ state: 'hidden' });
    await phone.context.close();
  });
});
