import { formatBRL } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyPaymentApi, type LeftEmergency } from '../../fixtures/emergency-payment-api';
import { emergencyQueueApi } from '../../fixtures/emergency-queue-api';
import { getStack } from '../../harness';
import { AppointmentListPage } from '../../pages/console/appointment-list.page';
import { AppointmentPaymentsPage } from '../../pages/console/appointment-payments.page';
import { AppointmentShowPage } from '../../pages/console/appointment-show.page';
import { consoleListSelectors } from '../../pages/console/console-list.page';
import { demoClinicAdmin } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

const PRICE = 8_000;
const viewport = { width: 1440, height: 900 };

/**
 * The clinic charges R$ 80,00 for the emergency attendance; Maria pays it by card at step 3 and leaves the queue
 * before anyone calls her: the attendance's appointment is cancelled with no professional, and the clinic admin
 * refunds it from the console like any paid and cancelled appointment.
 */
describe('console: the clinic refunds an emergency attendance the patient paid and left (pt-BR)', () => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale: 'pt-BR' });
  let queue: Awaited<ReturnType<typeof emergencyQueueApi>>;
  let payments: Awaited<ReturnType<typeof emergencyPaymentApi>>;
  let left: LeftEmergency;
  let page: Page;

  beforeAll(async () => {
    queue = await emergencyQueueApi(gatewayUrl);
    payments = await emergencyPaymentApi(gatewayUrl);
    await queue.clearBoard();
    await payments.setEmergencyPrice(PRICE);
    // Patients join only a queue a professional is checked in to.
    await queue.checkIn(['Clínica geral']);
    left = await payments.paidAndLeft(await queue.queueId('Clínica geral'));
    ({ page } = await browser.signIn(demoClinicAdmin, { viewport }));
  });
  afterAll(async () => {
    // The other specs expect a free emergency attendance, a clean board and nobody checked in.
    await payments?.setEmergencyPrice(0).catch(() => undefined);
    await queue?.clearBoard().catch(() => undefined);
  });

  it('the gateway has the attendance cancelled, with no professional and its card payment approved', async () => {
    const attendance = await payments.appointment(left.appointmentId);
    expect(attendance).toMatchObject({ status: 'CANCELLED', priceCents: PRICE, professionalName: null });
    expect(attendance.payments).toEqual([expect.objectContaining({ method: 'CREDIT_CARD', status: 'APPROVED', totalCents: PRICE })]);
  });

  it('the list shows it as a cancelled emergency attendance with no professional, and opens it', async () => {
    // The clinic's cancelled emergency attendances, as the filters would give them.
    const filter = encodeURIComponent(JSON.stringify({ status: ['CANCELLED'], source: ['EMERGENCY'] }));
    await page.goto(`${consoleUrl}/#/appointments?filter=${filter}`);
    const list = new AppointmentListPage(page);
    await list.waitForRows();
    await expect.poll(() => list.protocols()).toContain(left.appointmentProtocol);
    const row = list.rowsWith('protocol', left.appointmentProtocol);
    const cell = async (column: string) => ((await row.locator(consoleListSelectors.rowCell(column)).textContent()) ?? '').trim();
    expect(await cell('professionalName')).toBe('—');
    expect(await cell('typeName')).toBe('Pronto atendimento');
    expect(await cell('sourceName')).toBe('Pronto atendimento');
    expect(await cell('status')).toBe('Cancelado');

    await list.openProtocol(left.appointmentProtocol);
    const show = await AppointmentShowPage.ready(page);
    expect(await show.text('protocol')).toBe(left.appointmentProtocol);
    expect(await show.status()).toEqual({ code: 'CANCELLED', text: 'Cancelado' });
    expect(await show.label('doctorId')).toBe('Profissional');
    expect(await show.text('doctorId')).toBe('—');
    expect(await show.text('typeName')).toBe('Pronto atendimento');
    expect(await show.text('sourceName')).toBe('Pronto atendimento');
    expect((await show.text('priceCents')).replace(/\u00a0/g, ' ')).toBe(formatBRL(PRICE, 'pt-BR'));
    // The system's reason (stored as EMERGENCY_LEFT) is a sentence, not a code.
    await show.openTab('timeline');
    expect(await show.text('cancelReason')).toBe('O paciente saiu da fila do pronto atendimento antes de ser atendido');
    await page.screenshot({ path: '/tmp/console-emergency-refund.png', fullPage: true });
  });

  it('its one approved payment of R$ 80,00 is refunded in full through the dialog', async () => {
    const tab = new AppointmentPaymentsPage(page, consoleUrl);
    await tab.clickPaymentsTab();
    await tab.expectRowCount(1);
    await tab.expectRowStatus(0, 'APPROVED');
    expect(await tab.rowStatusText(0)).toBe('Pago');
    expect(await tab.rowCells(0)).toContain(formatBRL(PRICE, 'pt-BR'));
    await tab.expectRefundButton(0, true);

    await tab.openRefund(0);
    // Prefilled with all that is left: the whole price.
    expect(await tab.refundAmountText()).toBe(formatBRL(PRICE, 'pt-BR'));
    await tab.fillRefund({ reason: 'Paciente saiu da fila antes de ser atendido' });
    await tab.confirmRefund();
    await tab.expectNotification('Estorno solicitado');
    await tab.expectDialogClosed();
    await tab.expectRowStatus(0, 'REFUNDED');
    expect(await tab.rowStatusText(0)).toBe('Reembolsado');
    expect(await tab.rowRefunded(0)).toBe(formatBRL(PRICE, 'pt-BR'));
    await tab.expectRefundButton(0, false);
    expect((await payments.appointment(left.appointmentId)).payments[0]).toMatchObject({ status: 'REFUNDED', totalCents: PRICE });
  });

  it('in English too, the page shows no professional and the refunded payment', async () => {
    const { page: en } = await browser.signIn(demoClinicAdmin, { viewport, locale: 'en-US' });
    const tab = await AppointmentPaymentsPage.open(en, consoleUrl, left.appointmentId);
    await tab.expectRowStatus(0, 'REFUNDED');
    expect(await tab.rowStatusText(0)).toBe('Refunded');
    await en.goto(`${consoleUrl}/#/appointments/${encodeURIComponent(left.appointmentId)}/show`);
    const show = await AppointmentShowPage.ready(en);
    expect(await show.label('doctorId')).toBe('Professional');
    expect(await show.text('doctorId')).toBe('—');
    expect(await show.text('typeName')).toBe('Emergency');
    expect(await show.status()).toEqual({ code: 'CANCELLED', text: 'Cancelled' });
    await show.openTab('timeline');
    expect(await show.text('cancelReason')).toBe('The patient left the emergency queue before being attended');
    await en.screenshot({ path: '/tmp/console-emergency-refund-en.png' });
  });
});
