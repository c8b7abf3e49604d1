import { format } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { PersonAppointmentsPage, personAppointmentsSelectors } from '../../pages/patient/person-appointments.page';
import { SchedulePage, scheduleSelectors } from '../../pages/patient/schedule.page';
import { demoPatient } from './demo-users.fixtures';
import { demoSecondPatient, schedulingApi } from './scheduling-api.fixtures';

/** Angiology: no seeded professional has it, so its free times are this spec's professional's only. */
const SPECIALTY = { code: '225115', en: 'Angiology', pt: 'Angiologia' };
type Api = Awaited<ReturnType<typeof schedulingApi>>;
type Who = { cpf: string; birthDate: string };

async function signedIn(browser: Browser, patientUrl: string, locale: string, who: Who): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const login = await LoginPage.open(page, patientUrl);
  await login.signInWithCpf(who.cpf, who.birthDate);
  await page.getByTestId('patient-home').waitFor();
  return { context, page };
}

/** The patient's schedule flow (SPEC §2) against the whole stack: booking for a dependent, taken times, a race. */
describe('patient scheduling', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let api: Api;
  let professionalId: string;
  let browser: Browser;

  beforeAll(async () => {
    api = await schedulingApi(gatewayUrl);
    professionalId = await api.createProfessional('Dra. Helena Angiologista', SPECIALTY.code);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.cleanUp();
  });

  describe.each([
    { locale: 'pt-BR', lang: 'pt' as const, reason: 'Dor nas pernas ao caminhar', upcoming: 'Próximas' },
    { locale: 'en-US', lang: 'en' as const, reason: 'Leg pain when walking', upcoming: 'Upcoming' },
  ])('in $locale', ({ locale, lang, reason, upcoming }) => {
    it('Maria books for her dependent Pedro: specialty, day, time, reason, confirm, and sees the protocol; it is then upcoming', async () => {
      const slot = await api.freeSlotFrom(professionalId, 2);
      const { context, page } = await signedIn(browser, patientUrl, locale, demoPatient);
      const schedule = await SchedulePage.open(page, patientUrl);
      await schedule.toTimes(api.pedroId, SPECIALTY.code);
      await schedule.showDay(slot.date);
      await schedule.chooseTime(professionalId, slot.startsAt);
      await schedule.toConfirm(reason);

      expect(await schedule.summary('patient').textContent()).toBe('Pedro Silva');
      expect(await schedule.summary('specialty').textContent()).toBe(SPECIALTY[lang]);
      expect(await schedule.summary('professional').textContent()).toBe('Dra. Helena Angiologista');
      expect(await schedule.summary('reason').textContent()).toBe(reason);
      await schedule.confirm({ doubleClick: true });
      expect(await schedule.outcome()).toBe('booked');
      expect(await schedule.locator(scheduleSelectors.paymentNote).isVisible()).toBe(true);
      const protocol = await schedule.finish();
      expect(protocol).toMatch(/^\d{6,}$/);
      expect(await schedule.locator(scheduleSelectors.finalRow('patient')).textContent()).toBe('Pedro Silva');

      // Booked once, double click or not, for Pedro, with the reason.
      const booked = (await api.appointmentsOf(professionalId)).filter((a) => a.startsAt === slot.startsAt && a.status !== 'CANCELLED');
      expect(booked).toHaveLength(1);
      expect(booked[0]).toMatchObject({ protocol, patientName: 'Pedro Silva', reason, status: 'SCHEDULED' });

      const list = await PersonAppointmentsPage.open(page, patientUrl, 'upcoming');
      expect(await page.locator(personAppointmentsSelectors.tab('upcoming')).textContent()).toBe(upcoming);
      const card = list.card(protocol);
      await card.waitFor();
      expect(await card.locator(personAppointmentsSelectors.professional).textContent()).toBe(
        `Dra. Helena Angiologista — ${SPECIALTY[lang]}`,
      );
      expect(await card.locator(personAppointmentsSelectors.status).getAttribute('data-status')).toBe('SCHEDULED');
      expect(await card.locator(personAppointmentsSelectors.cancel).isVisible()).toBe(true);
      await context.close();
    });
  });

  it('books with the keyboard alone, the focus moving to each new step’s title', async () => {
    const slot = await api.freeSlotFrom(professionalId, 5);
    const { context, page } = await signedIn(browser, patientUrl, 'en-US', demoPatient);
    const schedule = await SchedulePage.open(page, patientUrl);
    const key = (name: string) => page.keyboard.press(name);

    await schedule.tabTo(scheduleSelectors.patientOption(api.mariaPersonId));
    await key('Space');
    await schedule.tabTo(scheduleSelectors.next);
    await key('Enter');
    await schedule.locator(scheduleSelectors.step('specialty')).waitFor();
    expect(await schedule.focusedText()).toBe('Specialty or professional');
    await schedule.tabTo(scheduleSelectors.specialtyOption(SPECIALTY.code));
    await key('Space');
    await schedule.tabTo(scheduleSelectors.next);
    await key('Enter');
    await schedule.locator(scheduleSelectors.times).first().waitFor();
    if (!(await schedule.locator(scheduleSelectors.day(slot.date)).isVisible())) {
      await schedule.tabTo(scheduleSelectors.moreDays);
      await key('Enter');
    }
    await schedule.tabTo(scheduleSelectors.day(slot.date));
    await key('Enter');
    await schedule.tabTo(scheduleSelectors.time(professionalId, slot.startsAt));
    await key('Enter');
    await schedule.tabTo(scheduleSelectors.next);
    await key('Enter');
    await schedule.locator(scheduleSelectors.step('reason')).waitFor();
    await schedule.tabTo(scheduleSelectors.reason);
    await page.keyboard.type('Swollen ankles');
    for (const step of ['exams', 'confirm']) {
      await schedule.tabTo(scheduleSelectors.next);
      await key('Enter');
      await schedule.locator(scheduleSelectors.step(step)).waitFor();
    }
    expect(await schedule.summary('when').textContent()).toContain(new Date(`${slot.date}T12:00:00Z`).getUTCDate().toString());
    await schedule.tabTo(scheduleSelectors.next);
    await key('Enter');
    expect(await schedule.outcome()).toBe('booked');
    await schedule.tabTo(scheduleSelectors.next);
    await key('Enter');
    await schedule.locator(scheduleSelectors.protocol).waitFor();

    const booked = (await api.appointmentsOf(professionalId)).filter((a) => a.startsAt === slot.startsAt && a.status !== 'CANCELLED');
    expect(booked).toMatchObject([{ patientName: expect.stringContaining('Maria Silva'), reason: 'Swollen ankles' }]);
    await context.close();
  });

  it('a time Maria booked is no longer offered to João for that professional', async () => {
    const slot = await api.freeSlotFrom(professionalId, 3);
    await api.bookAsMaria(professionalId, slot.startsAt);
    const { context, page } = await signedIn(browser, patientUrl, 'pt-BR', demoSecondPatient);
    const schedule = await SchedulePage.open(page, patientUrl);
    const self = await page.locator('[data-testid^="patient-option-"] input').first().getAttribute('value');
    await schedule.toTimes(self!, SPECIALTY.code);
    await schedule.showDay(slot.date);

    const offered = await schedule.offeredTimes(professionalId);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(slot.startsAt);
    await context.close();
  });

  it('two browsers confirm the same time: one books it, the other is told it is gone and sees the times without it', async () => {
    const slot = await api.freeSlotFrom(professionalId, 4);
    const second = await launchBrowser({ locale: 'en-US' });
    try {
      const [maria, joao] = await Promise.all([
        signedIn(browser, patientUrl, 'en-US', demoPatient),
        signedIn(second, patientUrl, 'en-US', demoSecondPatient),
      ]);
      const flows = [new SchedulePage(maria.page), new SchedulePage(joao.page)];
      for (const flow of flows) {
        await flow.page.goto(`${patientUrl}/personschedule`);
        await flow.locator(scheduleSelectors.step('patient')).waitFor();
        const self = await flow.locator('[data-testid^="patient-option-"] input').first().getAttribute('value');
        await flow.toTimes(self!, SPECIALTY.code);
        await flow.showDay(slot.date);
        await flow.chooseTime(professionalId, slot.startsAt);
        await flow.toConfirm('Race for one time');
      }

      await Promise.all(flows.map((flow) => flow.confirm()));
      const outcomes = await Promise.all(flows.map((flow) => flow.outcome()));
      expect([...outcomes].sort()).toEqual(['booked', 'slotGone']);

      const winner = flows[outcomes.indexOf('booked')]!;
      const loser = flows[outcomes.indexOf('slotGone')]!;
      expect(await winner.finish()).toMatch(/^\d{6,}$/);
      expect(await loser.locator(scheduleSelectors.slotUnavailable).textContent()).toBe(format('slotUnavailable', 'en'));
      await loser.locator(scheduleSelectors.times).first().waitFor();
      await loser.locator(`${scheduleSelectors.day(slot.date)}[aria-pressed="true"]`).waitFor();
      expect(await loser.offeredTimes(professionalId)).not.toContain(slot.startsAt);
      expect(await loser.locator(scheduleSelectors.step('slot')).isVisible()).toBe(true);

      const atThatTime = (await api.appointmentsOf(professionalId)).filter((a) => a.startsAt === slot.startsAt && a.status !== 'CANCELLED');
      expect(atThatTime).toHaveLength(1);
      await Promise.all([maria.context.close(), joao.context.close()]);
    } finally {
      await second.close();
    }
  });
});
