import { randomUUID } from 'node:crypto';
import { parsePixBrCode } from '@teleconsulta/schema';
import { mercadoPagoProvider } from '@teleconsulta/services/adapters/payment/mercado-pago.provider';
import {
  type CardChargeInput,
  NotificationRejectedError,
  type PaymentProvider,
  type PixChargeInput,
  ProviderUnavailableError,
} from '@teleconsulta/services/adapters/payment/payment-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from './harness/fake-mercado-pago.js';

let fake: FakeMercadoPago;
let mp: PaymentProvider;

const providerFor = (fake: FakeMercadoPago, overrides: { timeoutMs?: number; accessToken?: string; baseUrl?: string } = {}) =>
  mercadoPagoProvider({
    baseUrl: overrides.baseUrl ?? fake.url,
    accessToken: overrides.accessToken ?? fake.accessToken,
    publicKey: fake.publicKey,
    webhookSecret: fake.webhookSecret,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });

/** MP's test cards (Brazil): the outcome comes from the holder name. */
const VISA = '4235647728025682';
const card = (holderName: string, number = VISA, overrides: Partial<CardChargeInput> = {}): CardChargeInput => ({
  reference: `pay_${randomUUID()}`,
  amountCents: 15050,
  installments: 1,
  card: { number, holderName, expMonth: 11, expYear: 2030, securityCode: number.startsWith('37') ? '1234' : '123' },
  payer: { name: 'Maria Silva', email: 'maria@example.com', document: '12345678909' },
  description: 'Consulta online',
  ...overrides,
});
const pix = (overrides: Partial<PixChargeInput> = {}): PixChargeInput => ({
  reference: `pay_${randomUUID()}`,
  amountCents: 9990,
  expiresAt: new Date(Date.now() + 30 * 60_000),
  payer: { name: 'João Souza', email: 'joao@example.com', document: '12345678909' },
  description: 'Consulta online',
  receiver: { pixKey: 'ignored@example.com', merchantName: 'Clinica', merchantCity: 'Sao Paulo' },
  ...overrides,
});
const paymentRequests = (reference: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payments' && r.idempotencyKey === reference);
const paymentsOf = (reference: string) => [...fake.payments.values()].filter((p) => p.externalReference === reference);

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  mp = providerFor(fake);
});
afterAll(async () => {
  await fake?.close();
});

describe('the Mercado Pago adapter against a local fake of its API (nothing leaves the machine)', () => {
  it('charges a card: token, then payment with the amount in reais, the idempotency key and the payer', async () => {
    const input = card('APRO');
    const result = await mp.chargeCard(input);
    expect(result).toEqual({ providerRef: expect.stringMatching(/^\d+$/), status: 'APPROVED', statusDetail: null });
    expect(mp.name).toBe('mercadopago');

    const sent = fake.requests.slice(-2);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/card_tokens', 'POST /v1/payments']);
    expect(sent[0]!.body).toMatchObject({ card_number: VISA, expiration_month: 11, expiration_year: 2030, security_code: '123' });
    expect(sent[0]!.body).toMatchObject({ cardholder: { name: 'APRO', identification: { type: 'CPF', number: '12345678909' } } });
    expect(sent[1]!.idempotencyKey).toBe(input.reference);
    expect(sent[1]!.body).toMatchObject({
      transaction_amount: 150.5,
      installments: 1,
      payment_method_id: 'visa',
      payer: { email: 'maria@example.com', identification: { type: 'CPF', number: '12345678909' } },
      description: 'Consulta online',
      external_reference: input.reference,
    });
    expect(fake.payments.get(result.providerRef)).toMatchObject({ amountCents: 15050, status: 'approved' });

    const state = await mp.getCharge(result.providerRef);
    expect(state).toMatchObject({ providerRef: result.providerRef, status: 'APPROVED', amountCents: 15050, endToEndId: null });
    expect(state.paidAt).toBeInstanceOf(Date);
  });

  it('amounts are exact reais with at most 2 decimals; the brand comes from the BIN', async () => {
    await mp.chargeCard(card('APRO', '5031433215406351', { amountCents: 30 }));
    expect(fake.requests.at(-1)!.body).toMatchObject({ transaction_amount: 0.3, payment_method_id: 'master' });
    await mp.chargeCard(card('APRO', '5067766783888311', { amountCents: 1999 }));
    expect(fake.requests.at(-1)!.body).toMatchObject({ transaction_amount: 19.99, payment_method_id: 'elo' });
    await mp.chargeCard(card('APRO', '375365153556885', { amountCents: 100000, installments: 3 }));
    expect(fake.requests.at(-1)!.body).toMatchObject({ transaction_amount: 1000, payment_method_id: 'amex', installments: 3 });
  });

  it('maps pending to IN_ANALYSIS and rejections to REFUSED with MP status_detail', async () => {
    expect(await mp.chargeCard(card('CONT'))).toMatchObject({ status: 'IN_ANALYSIS', statusDetail: null });
    expect(await mp.chargeCard(card('OTHE'))).toMatchObject({ status: 'REFUSED', statusDetail: 'cc_rejected_other_reason' });
    expect(await mp.chargeCard(card('SECU'))).toMatchObject({ status: 'REFUSED', statusDetail: 'cc_rejected_bad_filled_security_code' });
    expect(await mp.chargeCard(card('FUND'))).toMatchObject({ status: 'REFUSED', statusDetail: 'cc_rejected_insufficient_amount' });
  });

  it('card data MP will not tokenise is REFUSED, and no payment is attempted', async () => {
    const before = fake.payments.size;
    const input = card('APRO', '4235647728025683');
    expect(await mp.chargeCard(input)).toMatchObject({ status: 'REFUSED', statusDetail: 'cc_rejected_bad_filled_card_number' });
    expect(paymentRequests(input.reference)).toHaveLength(0);
    expect(fake.payments.size).toBe(before);
  });

  it('the same reference twice is one payment at Mercado Pago', async () => {
    const input = card('APRO');
    const first = await mp.chargeCard(input);
    const second = await mp.chargeCard(input);
    expect(second).toEqual(first);
    expect(paymentRequests(input.reference)).toHaveLength(2);
    expect(paymentsOf(input.reference)).toHaveLength(1);
  });

  it('a time-out after Mercado Pago accepted, then a retry with the same reference: exactly one captured payment (T15)', async () => {
    const impatient = providerFor(fake, { timeoutMs: 300 });
    const input = card('APRO');
    fake.failNext('timeout-after-accept');
    await expect(impatient.chargeCard(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(paymentsOf(input.reference)).toHaveLength(1); // the money moved, the answer was lost

    const retry = await impatient.chargeCard(input);
    expect(retry.status).toBe('APPROVED');
    const captured = paymentsOf(input.reference).filter((p) => p.status === 'approved');
    expect(captured).toHaveLength(1);
    expect(retry.providerRef).toBe(String(captured[0]!.id));
    expect(paymentRequests(input.reference)).toHaveLength(2);
  });

  it('reconciliation: a lost answer is found by our reference (payments search); a reference never charged is null', async () => {
    const input = card('APRO');
    fake.failNext('timeout-after-accept');
    await expect(providerFor(fake, { timeoutMs: 300 }).chargeCard(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
    const found = await mp.findCharge(input.reference);
    expect(found).toMatchObject({ status: 'APPROVED', amountCents: 15050 });
    expect(found!.providerRef).toBe(String(paymentsOf(input.reference)[0]!.id));
    expect(await mp.findCharge(`pay_${randomUUID()}`)).toBeNull();
  });

  it('a 500, a body that is not JSON, one without the fields we need, a wrong token, no server: ProviderUnavailableError', async () => {
    fake.failNext('500');
    await expect(mp.chargeCard(card('APRO'))).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.failNext('malformed', 'POST /v1/payments');
    await expect(mp.chargeCard(card('APRO'))).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.failNext('malformed');
    await expect(mp.createPix(pix())).rejects.toBeInstanceOf(ProviderUnavailableError);

    const { providerRef } = await mp.chargeCard(card('APRO'));
    fake.failNext('incomplete', 'GET /v1/payments');
    await expect(mp.getCharge(providerRef)).rejects.toBeInstanceOf(ProviderUnavailableError);
    fake.failNext('500', 'GET /v1/payments');
    await expect(mp.getCharge(providerRef)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(mp.getCharge('999')).rejects.toThrow(/404/);

    await expect(providerFor(fake, { accessToken: 'TEST-wrong' }).getCharge(providerRef)).rejects.toThrow(/401/);
    const nowhere = providerFor(fake, { baseUrl: 'http://127.0.0.1:9' }); // discard port: nothing listens
    await expect(nowhere.chargeCard(card('APRO'))).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('PIX: BR Code and pending; paid at the bank → APPROVED with paidAt and the end-to-end id', async () => {
    const input = pix();
    const created = await mp.createPix(input);
    expect(created.status).toBe('PENDING');
    expect(created.providerRef).toMatch(/^\d+$/);
    const parsed = parsePixBrCode(created.brCode);
    expect(parsed.ok && parsed.value.amountCents).toBe(9990);
    expect(created.txid).toBe(`mpqrinter${created.providerRef}`);
    expect(Math.abs(created.expiresAt.getTime() - input.expiresAt.getTime())).toBeLessThan(1000);

    const sent = fake.requests.at(-1)!;
    expect(sent.idempotencyKey).toBe(input.reference);
    expect(sent.body).toMatchObject({ payment_method_id: 'pix', transaction_amount: 99.9, external_reference: input.reference });
    expect((sent.body as { date_of_expiration: string }).date_of_expiration).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/);

    expect(await mp.createPix(input)).toEqual(created); // same reference: the same charge
    expect(paymentsOf(input.reference)).toHaveLength(1);
    expect(await mp.getCharge(created.providerRef)).toMatchObject({ status: 'PENDING', paidAt: null, endToEndId: null });

    const paid = fake.payPix(created.providerRef);
    const state = await mp.getCharge(created.providerRef);
    expect(state).toMatchObject({ status: 'APPROVED', amountCents: 9990, endToEndId: paid!.endToEndId });
    expect(state.endToEndId).toHaveLength(32);
    expect(state.paidAt).toBeInstanceOf(Date);
  });

  it('cancels a PIX waiting to be paid; an expired one reads EXPIRED', async () => {
    const created = await mp.createPix(pix());
    await mp.cancelPix(created.providerRef);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/v1/payments/${created.providerRef}`,
      body: { status: 'cancelled' },
    });
    expect((await mp.getCharge(created.providerRef)).status).toBe('CANCELLED');

    const other = await mp.createPix(pix());
    fake.expirePix(other.providerRef);
    expect((await mp.getCharge(other.providerRef)).status).toBe('EXPIRED');
  });

  it('refunds part, then the rest (each once per reference), then refuses more', async () => {
    const { providerRef } = await mp.chargeCard(card('APRO', VISA, { amountCents: 10000 }));
    const partial = await mp.refund(providerRef, 3000, 'refund-1');
    expect(partial).toEqual({ refundRef: expect.stringMatching(/^\d+$/), status: 'DONE' });
    expect(fake.requests.at(-1)).toMatchObject({
      path: `/v1/payments/${providerRef}/refunds`,
      idempotencyKey: 'refund-1',
      body: { amount: 30 },
    });
    expect(await mp.refund(providerRef, 3000, 'refund-1')).toEqual(partial); // a retry: one refund
    expect(fake.payments.get(providerRef)!.refunds).toHaveLength(1);
    expect((await mp.getCharge(providerRef)).status).toBe('APPROVED');

    expect((await mp.refund(providerRef, 7000, 'refund-2')).status).toBe('DONE');
    expect(fake.payments.get(providerRef)!.refundedCents).toBe(10000);
    expect((await mp.getCharge(providerRef)).status).toBe('REFUNDED');
    expect((await mp.refund(providerRef, 100, 'refund-3')).status).toBe('FAILED');
  });

  it('verifies notifications: signed ones pass, a wrong signature or an old timestamp is rejected, other types are ignored', async () => {
    const { providerRef } = await mp.chargeCard(card('APRO'));
    const now = new Date();
    const signed = fake.signNotification(providerRef, { now });
    const body = JSON.parse(signed.rawBody) as { id: number };
    expect(mp.verifyNotification({ ...signed, now })).toEqual({ eventId: String(body.id), providerRef });

    const forged = fake.signNotification(providerRef, { now, secret: 'not-the-secret' });
    expect(() => mp.verifyNotification({ ...forged, now })).toThrow(NotificationRejectedError);
    const otherPayment = { ...signed, query: { ...signed.query, 'data.id': '1' } };
    expect(() => mp.verifyNotification({ ...otherPayment, now })).toThrow(NotificationRejectedError);
    expect(() => mp.verifyNotification({ ...signed, headers: {}, now })).toThrow(NotificationRejectedError);

    const old = fake.signNotification(providerRef, { now: new Date(now.getTime() - 301_000) });
    expect(() => mp.verifyNotification({ ...old, now })).toThrow(/timestamp/);
    const recent = fake.signNotification(providerRef, { now: new Date(now.getTime() - 299_000) });
    expect(mp.verifyNotification({ ...recent, now })).not.toBeNull();

    const order = fake.signNotification(providerRef, { now, type: 'merchant_order' });
    expect(mp.verifyNotification({ ...order, now })).toBeNull();
  });
});
