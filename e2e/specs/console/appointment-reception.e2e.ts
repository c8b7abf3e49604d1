import { appointmentStatusName, nowMs, SANDBOX_CARDS } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAxeViolations, seriousAxeViolations } from '../../fixtures/axe';
import { getStack } from '../../harness';
import { AppointmentPaymentsPage } from '../../pages/console/appointment-payments.page';
import { AppointmentReceptionPage } from '../../pages/console/appointment-reception.page';
import { CompanyFinancePage } from '../../pages/console/company-finance.page';
import { type ReceptionAppointment, receptionApi } from './appointment-reception-api.fixtures';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

/** The window size this spec checks its screens in. */
const viewport = { width: 1280, height: 900 };
const brl = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\u00a0/g, ' ');
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/console-appointment-reception-${name}.png`, fullPage: true });

type Api = Awaited<ReturnType<typeof receptionApi>>;

/**
 * The reception runs an appointment from its page (issue 20): the clinic admin confirms a payment made at the desk and
 * sees the finance resume count it, marks an arrival, and marks a no-show once the start has passed. Every appointment
 * is booked here, through the API, so no other spec's data change.
 */
describe('console: the reception confirms an on-site payment and marks a no-show (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let api: Api;
  let page: Page;
  let soon: ReceptionAppointment | null;

  beforeAll(async () => {
    api = await receptionApi(gatewayUrl);
    // Starts in a minute or two: the no-show (the last test) waits for its start while the other tests run.
    soon = await api.bookStartingSoon(1);
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
  });

  afterAll(async () => {
    await api?.cleanUp();
  });

  it('confirms an on-site payment (the receipt named when missing, never above the price) and the finance resume counts it', async () => {
    const before = await api.resume();
    const finance = await CompanyFinancePage.open(page, consoleUrl, api.companyId);
    await expect.poll(() => finance.figure('paid').textContent()).toBe(String(before.paidAppointments));

    const booked = await api.book(29);
    const a = await api.appointment(booked.id);
    const reception = await AppointmentReceptionPage.open(page, consoleUrl, a.id);
    expect(await reception.expectStatus('SCHEDULED')).toBe(appointmentStatusName('SCHEDULED', 'pt-BR'));
    expect(await reception.actionLabels()).toEqual([
      'Marcar chegada',
      'Confirmar pagamento no local',
      'Remarcar',
      'Médico assistente',
      'Reenviar',
      'Cancelar consulta',
    ]);

    await reception.openOnSitePayment();
    expect(await reception.dialogTitle()).toBe(`Pagamento no local da consulta ${a.protocol}`);
    expect(await reception.onSiteAmountText()).toBe(brl(a.priceCents, 'pt-BR'));
    await reception.fillOnSitePayment({ method: 'CASH', receipt: '', amount: a.priceCents / 100 + 1 });
    await reception.confirmOnSitePayment();
    await expect.poll(() => reception.onSiteReceiptHelper()).toBe('O campo Número do recibo é obrigatório');
    expect(await reception.onSiteAmountHelper()).toBe(
      `Valor recebido deve ser no máximo o valor da consulta, ${brl(a.priceCents, 'pt-BR')}`,
    );
    expect((await api.appointment(a.id)).status).toBe('SCHEDULED');
    await shot(page, 'on-site-errors-pt-BR');
    // The dialog (portalled out of #root) with its errors shown: no serious or critical axe violation.
    expect(formatAxeViolations('the on-site payment dialog', await seriousAxeViolations(page, { exclude: ['#root'] }))).toBe('');

    await reception.fillOnSitePayment({ method: 'CASH', receipt: 'REC-2026-0042', amount: a.priceCents / 100 });
    await reception.confirmOnSitePayment();
    await reception.expectNotification('Pagamento no local confirmado');
    expect(await reception.expectStatus('PAID')).toBe(appointmentStatusName('PAID', 'pt-BR'));
    const paid = await api.appointment(a.id);
    expect(paid.status).toBe('PAID');
    expect(paid.payments.some((p) => p.status === 'APPROVED' && p.totalCents === a.priceCents)).toBe(true);
    // Paid: nothing left to pay at the desk.
    expect(await reception.actionLabels()).not.toContain('Confirmar pagamento no local');

    const payments = new AppointmentPaymentsPage(page, consoleUrl);
    await payments.clickPaymentsTab();
    await payments.expectRowStatus(0, 'APPROVED');
    // The payments table scrolls inside its card: the page keeps to the 1280 px window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, 'on-site-paid-pt-BR');

    const after = await api.resume();
    expect(after.paidAppointments).toBe(before.paidAppointments + 1);
    expect(after.revenueCents).toBe(before.revenueCents + a.priceCents);
    const financeAfter = await CompanyFinancePage.open(page, consoleUrl, api.companyId);
    await expect.poll(() => financeAfter.figure('paid').textContent()).toBe(String(after.paidAppointments));
    expect(plainText(await financeAfter.figure('revenue').textContent())).toBe(brl(after.revenueCents, 'pt-BR'));
  });

  it('marks the patient as arrived: the page shows when, and the button goes', async () => {
    const booked = await api.book(30);
    const reception = await AppointmentReceptionPage.open(page, consoleUrl, booked.id);
    await expect.poll(() => reception.arrivedAt()).toBe('Ainda não');
    await reception.action('arrived').click();
    await reception.expectNotification('Chegada do paciente registrada');
    await expect.poll(() => reception.arrivedAt()).toMatch(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    await reception.action('arrived').waitFor({ state: 'detached' });
    expect((await api.appointment(booked.id)).arrivedAt).not.toBeNull();

    // Unpaid: the confirmation, the room and the payment links can be sent again.
    expect(await reception.openResend()).toEqual(['A confirmação', 'O link da sala', 'O link de pagamento']);
    await reception.resend('CONFIRMATION');
    await reception.expectNotification('Confirmação reenviada');
  });

  it('marks a no-show once the start has passed, after asking; cancelling the question changes nothing', async (ctx) => {
    // Only near the clinic's midnight, when no window of today fits one appointment (the fixture says so).
    if (!soon) return ctx.skip('no appointment can start in a minute or two this close to the clinic’s midnight');
    const startsAt = Date.parse(soon.startsAt);
    let reception = await AppointmentReceptionPage.open(page, consoleUrl, soon.id);
    // The run's clock (nowMs: TEST_NOW when set), the one the fixture booked by and the services live at.
    if (startsAt - nowMs() > 10_000) {
      // Not started: the patient may still come, so no no-show yet.
      expect(await reception.actionLabels()).not.toContain('Marcar não comparecimento');
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - nowMs() + 2_000)));
    reception = await AppointmentReceptionPage.open(page, consoleUrl, soon.id);
    await reception.toolbar().waitFor();
    expect(await reception.actionLabels()).toContain('Marcar não comparecimento');

    await reception.openNoShow();
    expect(await reception.dialogTitle()).toBe(`Marcar a consulta ${soon.protocol} como não comparecimento?`);
    await shot(page, 'no-show-question-pt-BR');
    await page.keyboard.press('Escape');
    await reception.dialog().waitFor({ state: 'detached' });
    expect((await api.appointment(soon.id)).status).toBe('SCHEDULED');

    await reception.openNoShow();
    await reception.confirmNoShow();
    await reception.expectNotification('Não comparecimento registrado');
    expect(await reception.expectStatus('NO_SHOW')).toBe(appointmentStatusName('NO_SHOW', 'pt-BR'));
    expect((await api.appointment(soon.id)).status).toBe('NO_SHOW');
    // A final status: the reception has nothing left to do.
    await reception.toolbar().waitFor({ state: 'detached' });
    await shot(page, 'no-show-done-pt-BR');
  }, 300_000);
});

/** The clinic admin moves an appointment to another free time, then cancels a paid one and gives the money back. */
describe('console: the reception reschedules, and cancels a paid appointment with its refund (en-US)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'en-US' });
  let api: Api;
  let page: Page;

  beforeAll(async () => {
    api = await receptionApi(gatewayUrl);
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
  });

  it('reschedules to another of the professional’s free times of the same day', async () => {
    const booked = await api.book(31);
    const a = await api.appointment(booked.id);
    const reception = await AppointmentReceptionPage.open(page, consoleUrl, a.id);
    await reception.openReschedule();
    expect(await reception.dialogTitle()).toBe(`Reschedule appointment ${a.protocol}`);
    await reception.confirmReschedule();
    await expect.poll(() => reception.rescheduleSlotError()).toBe('Time is required');

    const starts = await reception.rescheduleDay(a.startDate);
    // Its own time is held by the appointment itself: never offered.
    expect(starts).not.toContain(a.startTime);
    const target = starts.at(-1)!;
    await reception.pickSlot(target);
    await shot(page, 'reschedule-en-US');
    await reception.confirmReschedule();
    await reception.expectNotification('Appointment rescheduled');
    await expect.poll(async () => (await api.appointment(a.id)).startTime).toBe(target);
    await expect.poll(() => reception.show.text('startTime')).toMatch(new RegExp(`^${target}–`));
  });

  it('assigns an assistant physician among the clinic’s professionals, then removes them', async () => {
    const booked = await api.book(33);
    const reception = await AppointmentReceptionPage.open(page, consoleUrl, booked.id);
    await expect.poll(() => reception.assistant()).toBe('—');
    const offered = await reception.openAssistant();
    // Dr. House holds the appointment: he is not his own assistant.
    expect(offered).toContain('Dra. Ana Pediatra');
    expect(offered).not.toContain('Dr. Gregório House');
    await reception.chooseAssistant('Dra. Ana Pediatra');
    await reception.expectNotification('Assistant physician assigned');
    await expect.poll(() => reception.assistant()).toBe('Dra. Ana Pediatra');
    await reception.removeAssistant();
    await reception.expectNotification('Assistant physician removed');
    await expect.poll(() => reception.assistant()).toBe('—');
  });

  it('cancels a paid appointment with a reason; its refund opens next and never gives back more than was paid', async () => {
    const booked = await api.book(32);
    await api.payByCard(booked, SANDBOX_CARDS.APPROVED);
    const a = await api.appointment(booked.id);
    expect(a.status).toBe('PAID');
    const reception = await AppointmentReceptionPage.open(page, consoleUrl, a.id);
    expect(await reception.expectStatus('PAID')).toBe(appointmentStatusName('PAID', 'en'));

    await reception.openCancel();
    expect(await reception.dialogTitle()).toBe(`Cancel appointment ${a.protocol}?`);
    await reception.confirmCancel();
    await expect.poll(() => reception.cancelReasonHelper()).toBe('Reason is required');
    expect(formatAxeViolations('the cancel dialog', await seriousAxeViolations(page, { exclude: ['#root'] }))).toBe('');
    expect((await api.appointment(a.id)).status).toBe('PAID');
    await reception.confirmCancel('The patient moved to another city');

    // The refund dialog of its payment opens at once, prefilled with what was paid.
    const payments = new AppointmentPaymentsPage(page, consoleUrl);
    await payments.dialog().waitFor();
    await expect.poll(() => reception.dialogTitle()).toMatch(/^Refund the payment/);
    expect(await payments.refundAmountText()).toBe(brl(a.priceCents, 'en-US'));
    expect((await api.appointment(a.id)).status).toBe('CANCELLED');
    await payments.fillRefund({ amount: a.priceCents / 100 + 50, reason: 'Cancelled by the clinic' });
    await payments.confirmRefund();
    await expect.poll(() => payments.refundAmountHelper()).toBe(`At most ${brl(a.priceCents, 'en-US')} can be given back.`);
    await shot(page, 'refund-en-US');

    await payments.fillRefund({ amount: a.priceCents / 100, reason: 'Cancelled by the clinic' });
    await payments.confirmRefund();
    await payments.expectNotification('Refund requested');
    await payments.expectDialogClosed();
    expect(await reception.expectStatus('CANCELLED')).toBe(appointmentStatusName('CANCELLED', 'en'));
    await expect
      .poll(async () => (await api.appointment(a.id)).payments.find((p) => p.method === 'CREDIT_CARD'))
      .toMatchObject({ status: 'REFUNDED', refundedCents: a.priceCents });
    expect((await api.appointment(a.id)).cancelReason).toBe('The patient moved to another city');
    await payments.clickPaymentsTab();
    await payments.expectRowStatus(0, 'REFUNDED');
    await shot(page, 'refunded-en-US');
  });
});

function plainText(text: string | null): string {
  return (text ?? '').replace(/\u00a0/g, ' ').trim();
}
