import { SANDBOX_CARDS } from '@teleconsulta/schema';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentsApi } from '../../fixtures/payments-api';
import { getStack } from '../../harness';
import { AppointmentPaymentsPage } from '../../pages/console/appointment-payments.page';
import { demoManager } from './console-api.fixtures';
import { consoleBrowser } from './console-browser.fixtures';

type Api = Awaited<ReturnType<typeof paymentsApi>>;

/** An appointment's payments in the console: the manager refunds a cancelled paid one; the sandbox bank pays a PIX. */
describe.each([
  { locale: 'pt-BR', paid: 'Pago', partly: 'Reembolsado em parte', refunded: 'Reembolsado', done: 'Estorno solicitado' },
  { locale: 'en-US', paid: 'Paid', partly: 'Partially refunded', refunded: 'Refunded', done: 'Refund requested' },
])('console payments ($locale)', ({ locale, paid, partly, refunded, done }) => {
  const { consoleUrl, gatewayUrl } = getStack();
  const browser = consoleBrowser({ locale });
  let api: Api;
  let page: Page;

  beforeAll(async () => {
    api = await paymentsApi(gatewayUrl);
    ({ page } = await browser.signIn(demoManager));
  });

  it('a manager refunds part, then the rest, of a cancelled paid appointment', async () => {
    const a = await api.book(27);
    await api.payByCard(a, SANDBOX_CARDS.APPROVED, 3);
    const payments = await AppointmentPaymentsPage.open(page, consoleUrl, a.id);
    await payments.expectRowStatus(0, 'APPROVED');
    expect(await payments.rowStatusText(0)).toBe(paid);
    // Not cancelled yet: nothing to refund.
    await payments.expectRefundButton(0, false);

    await api.cancelAsClinic(a.id);
    await payments.reload();
    await payments.expectRefundButton(0, true);
    await payments.refund({ amount: 50, reason: 'Consulta cancelada pela clínica' });
    await payments.expectNotification(done);
    await payments.expectRowStatus(0, 'PARTIALLY_REFUNDED');
    expect(await payments.rowStatusText(0)).toBe(partly);
    expect((await api.appointment(a.id)).payments[0]).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 5_000 });

    await payments.refund({ reason: 'O restante' });
    await payments.expectRowStatus(0, 'REFUNDED');
    expect(await payments.rowStatusText(0)).toBe(refunded);
    expect((await api.appointment(a.id)).payments[0]).toMatchObject({ status: 'REFUNDED', refundedCents: 15_000 });
    await payments.expectRefundButton(0, false);
  });

  it('the sandbox bank pays a waiting PIX from the console (development)', async () => {
    const a = await api.book(28);
    await api.startPix(a);
    const payments = await AppointmentPaymentsPage.open(page, consoleUrl, a.id);
    await payments.expectRowStatus(0, 'PENDING');
    await payments.expectSandbox(0, true);
    await payments.sandboxPayPix(0);
    await payments.expectRowStatus(0, 'APPROVED');
    expect((await api.appointment(a.id)).status).toBe('PAID');
  });
});
