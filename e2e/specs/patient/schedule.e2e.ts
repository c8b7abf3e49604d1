import { errorText, format, SANDBOX_CARDS } from '@teleconsulta/schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { PaymentPage } from '../../pages/patient/payment.page';
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

const schedulePageOf = (page: Page) => new SchedulePage(page);

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
    {
      locale: 'pt-BR',
      lang: 'pt' as const,
      reason: 'Dor nas pernas ao caminhar',
      upcoming: 'Próximas',
      payLater: 'Pagar depois',
      pending: 'Sua consulta está agendada, com pagamento pendente',
      cancelled: 'Consultas canceladas',
      cancelReason: 'Não poderei comparecer',
    },
    {
      locale: 'en-US',
      lang: 'en' as const,
      reason: 'Leg pain when walking',
      upcoming: 'Upcoming',
      payLater: 'Pay later',
      pending: 'Your appointment is booked, payment pending',
      cancelled: 'Cancelled appointments',
      cancelReason: 'I cannot make it',
    },
  ])('in $locale', ({ locale, lang, reason, upcoming, payLater, pending, cancelled, cancelReason }) => {
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
      // One primary action on the payment step (the panel's Pay): going on unpaid is the secondary "Pay later".
      const next = schedule.locator(scheduleSelectors.next);
      expect(await next.textContent()).toBe(payLater);
      expect(await next.getAttribute('class')).toContain('MuiButton-outlined');
      const protocol = await schedule.finish();
      // Booked but unpaid is never a green success: it says the payment is pending.
      const done = page.getByTestId('booking-done');
      expect(await done.textContent()).toContain(pending);
      expect(await done.getAttribute('class')).toContain('MuiAlert-colorWarning');
      expect(await page.getByTestId('final-cancel').isVisible()).toBe(true);
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

      // Cancelled, it leaves the upcoming tab for its own.
      await card.locator(personAppointmentsSelectors.cancel).click();
      const dialog = page.getByTestId('cancel-dialog');
      await dialog.getByRole('textbox').fill(cancelReason);
      await dialog.getByTestId('cancel-confirm').click();
      await dialog.waitFor({ state: 'detached' });
      expect(await list.findCard(patientUrl, 'upcoming', protocol)).toBeNull();
      const cancelledCard = await list.findCard(patientUrl, 'cancelled', protocol);
      expect(cancelledCard).not.toBeNull();
      expect(await cancelledCard!.locator(personAppointmentsSelectors.status).getAttribute('data-status')).toBe('CANCELLED');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(cancelled);
      await context.close();
    });
  });

  it('pays by card inside the flow: Continue is then the one action, the end is a success and a cancel goes through the clinic', async () => {
    const slot = await api.freeSlotFrom(professionalId, 6);
    const { context, page } = await signedIn(browser, patientUrl, 'en-US', demoPatient);
    const schedule = await SchedulePage.open(page, patientUrl);
    await schedule.toTimes(api.mariaPersonId, SPECIALTY.code);
    await schedule.showDay(slot.date);
    await schedule.chooseTime(professionalId, slot.startsAt);
    await schedule.toConfirm('Tired legs in the evening');
    await schedule.confirm();
    expect(await schedule.outcome()).toBe('booked');
    const pay = new PaymentPage(page);
    await pay.loaded();
    await pay.chooseCard();
    await pay.fillCard({ number: SANDBOX_CARDS.APPROVED, holder: 'Maria Silva', validity: '12/39', cvv: '123' });
    await pay.submit();
    expect(await pay.cardOutcome()).toBe('paid');
    const next = schedule.locator(scheduleSelectors.next);
    expect(await next.textContent()).toBe('Continue');
    expect(await next.getAttribute('class')).toContain('MuiButton-contained');
    await schedule.finish();
    const done = page.getByTestId('booking-done');
    expect(await done.textContent()).toBe('Your appointment is booked.');
    expect(await done.getAttribute('class')).toContain('MuiAlert-colorSuccess');
    expect(await page.getByTestId('final-cancel').count()).toBe(0);
    expect(await page.getByTestId('final-cancel-through-clinic').textContent()).toBe(errorText('APPOINTMENT_PAID_CONTACT_COMPANY', 'en'));
    await context.close();
  });

  it.each([
    { locale: 'pt-BR', reason: 'Formigamento nos pés', specialty: SPECIALTY.pt },
    { locale: 'en-US', reason: 'Tingling feet', specialty: SPECIALTY.en },
  ])(
    '$locale: Back, Forward and a reload move between the steps and keep the choices; after booking, Back cannot book again',
    async ({ locale, reason, specialty }) => {
      const slot = await api.freeSlotFrom(professionalId, 7);
      const { context, page } = await signedIn(browser, patientUrl, locale, demoPatient);
      const schedule = await SchedulePage.open(page, patientUrl);
      const onStep = async (step: string) => {
        await schedule.locator(scheduleSelectors.step(step)).waitFor();
        // The address follows the step (written right after it renders; corrected after a refused Back).
        await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(step);
      };
      await schedule.toTimes(api.pedroId, SPECIALTY.code);
      await schedule.showDay(slot.date);
      await schedule.chooseTime(professionalId, slot.startsAt);
      await schedule.toConfirm(reason);

      await page.reload();
      await onStep('confirm');
      expect(await schedule.summary('patient').textContent()).toBe('Pedro Silva');
      expect(await schedule.summary('specialty').textContent()).toBe(specialty);
      expect(await schedule.summary('reason').textContent()).toBe(reason);

      await page.goBack();
      await onStep('exams');
      await page.goBack();
      await onStep('reason');
      expect(await schedule.locator(scheduleSelectors.reason).inputValue()).toBe(reason);
      await page.goBack();
      await onStep('slot');
      // The times load again; the chosen one is still chosen.
      await schedule.locator(`${scheduleSelectors.time(professionalId, slot.startsAt)}[aria-pressed="true"]`).waitFor();
      await page.goForward();
      await onStep('reason');
      await page.goForward();
      await onStep('exams');
      await page.goForward();
      await onStep('confirm');
      expect(await schedule.summary('professional').textContent()).toBe('Dra. Helena Angiologista');

      await schedule.confirm();
      expect(await schedule.outcome()).toBe('booked');
      await onStep('payment');
      // Back after booking never offers Confirm again: the payment stays on screen.
      await page.goBack();
      await schedule.locator(scheduleSelectors.step('payment')).waitFor();
      expect(await schedule.locator(scheduleSelectors.step('confirm')).count()).toBe(0);
      await page.goForward();
      await page.reload();
      await onStep('payment');
      const protocol = await schedule.finish();
      await page.reload();
      await onStep('final');
      expect(await schedule.locator(scheduleSelectors.protocol).textContent()).toBe(protocol);
      const booked = (await api.appointmentsOf(professionalId)).filter((a) => a.startsAt === slot.startsAt && a.status !== 'CANCELLED');
      expect(booked).toMatchObject([{ protocol, patientName: 'Pedro Silva', reason }]);
      await context.close();
    },
  );

  it('a signed-out link to the schedule flow returns to it after sign-in', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${patientUrl}/personschedule`);
    await page.waitForURL(/\/login\?next=/);
    const login = new LoginPage(page);
    await login.signInWithCpf(demoPatient.cpf, demoPatient.birthDate);
    await schedulePageOf(page).locator(scheduleSelectors.step('patient')).waitFor();
    expect(new URL(page.url()).pathname).toBe('/personschedule');
    await context.close();
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
