import { clockIsSet, errorText, formatBRL, now, parsePixBrCode, SANDBOX_CARDS } from '@teleconsulta/schema';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsApi } from '../../fixtures/payments-api';
import { getStack, launchBrowser } from '../../harness';
import { LoginPage } from '../../pages/patient/login.page';
import { PaymentPage, paymentSelectors } from '../../pages/patient/payment.page';
import { demoPatient } from './demo-users.fixtures';

type Api = Awaited<ReturnType<typeof paymentsApi>>;

const card = (number: string) => ({ number, holder: 'Maria Silva', validity: '12/39', cvv: '123' });

/**
 * SPEC §2 /payment/:id and /p/:id (public by access code), §4 payment outcomes: the patient pays a booked consultation
 * of the demo clinic (R$ 150,00; card up to 6×, 3× interest free; PIX; pay on site; voucher BEMVINDO10).
 */
describe('the payment page', () => {
  const { patientUrl, gatewayUrl } = getStack();
  let api: Api;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    api = await paymentsApi(gatewayUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await browser?.close();
  });

  const open = async (locale: string, access: string) => {
    const context = await browser.newContext({ locale, permissions: ['clipboard-read', 'clipboard-write'] });
    contexts.push(context);
    const page = await context.newPage();
    return PaymentPage.open(page, patientUrl, access);
  };

  describe.each([
    { locale: 'pt-BR', lang: 'pt-BR' as const, threeX: '3x de R$ 50,00 sem juros' },
    { locale: 'en-US', lang: 'en' as const, threeX: '3x of R$50.00 interest free' },
  ])('in $locale', ({ locale, lang, threeX }) => {
    it('PIX: a real BR Code with its QR and countdown; "I have paid" too early is "Payment not found"; the bank pays and the page turns to success by itself', async () => {
      const a = await api.book(21);
      const pay = await open(locale, a.paymentAccess);
      expect(await pay.locator(paymentSelectors.summary('price')).textContent()).toBe(formatBRL(15_000, lang));
      await pay.choosePix();
      await pay.generatePix();
      const code = await pay.pixCode();
      const parsed = parsePixBrCode(code);
      expect(parsed.ok && parsed.value.amountCents).toBe(15_000);
      expect(await pay.pixQrSrc()).toMatch(/^data:image\/svg\+xml/);
      expect(await pay.pixCountdown()).toMatch(/^1[45]:\d\d$/);
      expect(await pay.confirmPix()).toBe('notFound');
      expect(await pay.errorText()).toContain(errorText('PAYMENT_NOT_FOUND', lang));

      await api.bankPays(code);
      await pay.waitForSuccess();
      expect((await api.appointment(a.id)).status).toBe('PAID');
    });

    it("card: refused with SPEC §4's message, then approved in 3 installments", async () => {
      const a = await api.book(22);
      const pay = await open(locale, a.paymentAccess);
      await pay.chooseCard();
      expect(await pay.installmentLabels()).toContain(threeX);
      await pay.fillCard(card(SANDBOX_CARDS.REFUSED));
      await pay.submit();
      expect(await pay.cardOutcome()).toBe('refused');
      expect(await pay.errorText()).toContain(errorText('PAYMENT_NOT_ACCEPTED', lang));
      expect((await api.appointment(a.id)).status).toBe('SCHEDULED');

      await pay.fillCard(card(SANDBOX_CARDS.APPROVED));
      await pay.chooseInstallments(3);
      await pay.submit();
      expect(await pay.cardOutcome()).toBe('paid');
      const after = await api.appointment(a.id);
      expect(after.status).toBe('PAID');
      expect(after.payments[0]).toMatchObject({ status: 'APPROVED', totalCents: 15_000 });
    });

    it('card in analysis: the page says so, and turns to success by itself once the provider confirms', async () => {
      const a = await api.book(23);
      const pay = await open(locale, a.paymentAccess);
      await pay.chooseCard();
      await pay.fillCard(card(SANDBOX_CARDS.IN_ANALYSIS));
      await pay.submit();
      expect(await pay.cardOutcome()).toBe('inAnalysis');
      expect(await pay.locator(paymentSelectors.inAnalysis).textContent()).toContain(errorText('PAYMENT_IN_ANALYSIS', lang));
      await api.settleCard(a.id, true);
      await pay.waitForSuccess();
      expect((await api.appointment(a.id)).status).toBe('PAID');
    });
  });

  it('a voucher takes its discount off and the card is charged the rest', async () => {
    const a = await api.book(24);
    const pay = await open('pt-BR', a.paymentAccess);
    await pay.chooseCard();
    expect(await pay.applyVoucher('NAOEXISTE')).toBe('refused');
    expect(await pay.locator(paymentSelectors.voucherError).textContent()).toContain('Voucher não se aplica');
    expect(await pay.applyVoucher('BEMVINDO10')).toBe('applied');
    expect(await pay.locator(paymentSelectors.summary('total')).textContent()).toBe(formatBRL(13_500, 'pt-BR'));
    await pay.fillCard(card(SANDBOX_CARDS.APPROVED));
    await pay.submit();
    expect(await pay.cardOutcome()).toBe('paid');
    expect((await api.appointment(a.id)).payments[0]).toMatchObject({ status: 'APPROVED', totalCents: 13_500 });
  });

  it('an expired PIX is cancelled and redone (the page counts the 15 minutes down), and the new one is paid', async () => {
    const a = await api.book(25);
    const pay = await open('en-US', a.paymentAccess);
    await pay.page.clock.install();
    await pay.choosePix();
    await pay.generatePix();
    const first = await pay.pixCode();
    await pay.page.clock.fastForward('15:30');
    await pay.waitForPixExpired();
    // Back to the real time (the server's): the new code's 15 minutes start now.
    await pay.page.clock.setSystemTime(new Date());
    await pay.redoPix();
    const second = await pay.pixCode();
    expect(second).not.toBe(first);
    const attempts = (await api.appointment(a.id)).payments;
    expect(attempts.map((p) => p.status)).toEqual(['PENDING', 'CANCELLED']);
    await api.bankPays(second);
    await pay.waitForSuccess();
  });

  it.each([
    { locale: 'pt-BR', expired: 'Seu código PIX expirou em', again: 'Pagar novamente' },
    { locale: 'en-US', expired: 'Your PIX code expired on', again: 'Pay again' },
  ])(
    '$locale: a PIX that ran out unpaid shows on the appointment, which stays booked, with the way to pay again',
    async ({ locale, expired, again }) => {
      const a = await api.book(27);
      await api.startPix(a);
      const context = await browser.newContext({ locale });
      contexts.push(context);
      // Sixteen minutes later, as Maria comes back to her appointment.
      const later = new Date(now().getTime() + 16 * 60_000);
      if (clockIsSet()) await context.clock.setSystemTime(later);
      else await context.clock.install({ time: later });
      const page = await context.newPage();
      await (await LoginPage.open(page, patientUrl)).signInWithCpf(demoPatient.cpf, demoPatient.birthDate);
      await page.getByTestId('patient-home').waitFor();
      await page.goto(`${patientUrl}/appointment/detail/${a.id}`);
      const notice = page.getByTestId('appointment-payment-notice');
      await notice.waitFor();
      expect(await notice.getAttribute('data-state')).toBe('pixExpired');
      expect(await notice.textContent()).toContain(expired);
      expect((await api.appointment(a.id)).status).toBe('SCHEDULED');
      const pay = notice.getByTestId('appointment-pay');
      expect(await pay.textContent()).toBe(again);
      await pay.click();
      const payment = new PaymentPage(page);
      await payment.loaded();
      await payment.waitForPixExpired();
    },
  );

  it('pay on site: the choice is confirmed and the appointment waits for the clinic', async () => {
    const a = await api.book(26);
    const pay = await open('pt-BR', a.paymentAccess);
    await pay.payOnSite();
    const after = await api.appointment(a.id);
    expect(after.status).toBe('SCHEDULED');
    expect(after.payments[0]).toMatchObject({ status: 'PENDING' });
  });
});
