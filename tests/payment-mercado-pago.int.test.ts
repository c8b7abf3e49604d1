import { randomUUID } from 'node:crypto';
import { parsePixBrCode } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, makeAppointment } from './factories/appointments.js';
import { codeOf } from './harness/booking.js';
import { type FakeMercadoPago, startFakeMercadoPago } from './harness/fake-mercado-pago.js';
import { gql } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

const PAY = `mutation($access: String!, $protocol: String!, $input: PayInput!, $key: String!) {
  payAppointment(access: $access, protocol: $protocol, input: $input, idempotencyKey: $key) {
    paid appointmentStatus current { status provider totalCents pix { brCode txid } } } }`;
const PAGE = `query($access: String!, $protocol: String!) { paymentByAccess(access: $access, protocol: $protocol) {
  paid appointmentStatus current { status } } }`;

type Page = { paid: boolean; appointmentStatus: string; current: { status: string; provider: string; pix: { brCode: string } | null } };

let fake: FakeMercadoPago;
let stack: TestStack;
let slot = 0;

/** MP's Brazilian test Visa; the holder name picks the outcome (APRO approved, OTHE refused, CONT in analysis). */
const VISA = '4235647728025682';
const card = (holderName: string) => ({
  method: 'CREDIT_CARD',
  cardNumber: VISA,
  holderName,
  validity: '11/30',
  securityCode: '123',
  installments: 1,
});

async function appointment() {
  slot += 1;
  const made = await makeAppointment(stack.services.ctx.db, {
    doctorEmail: 'dr.house@example.com',
    patientName: 'Maria Silva',
    startsAt: farSlot(slot, 75),
    priceCents: 15_000,
  });
  // The payment page's calls take the payment link's code (SECURITY.md T24: each link has its own).
  return { ...made, access: made.paymentCode };
}
const pay = (a: { access: string; protocol: string }, input: Record<string, unknown>, key = randomUUID()) =>
  gql<{ payAppointment: Page }>(stack.gatewayUrl, PAY, { ...a, input, key });
const pageOf = async (a: { access: string; protocol: string }) =>
  (await gql<{ paymentByAccess: Page }>(stack.gatewayUrl, PAGE, a)).data!.paymentByAccess;

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  stack = await startStack({
    servicesEnv: {
      PAYMENT_PROVIDER: 'mercadopago',
      MERCADOPAGO_BASE_URL: fake.url,
      MERCADOPAGO_ACCESS_TOKEN: fake.accessToken,
      MERCADOPAGO_PUBLIC_KEY: fake.publicKey,
      MERCADOPAGO_WEBHOOK_SECRET: fake.webhookSecret,
      PAYMENT_PROVIDER_TIMEOUT_MS: '1500',
    },
  });
});
afterAll(async () => {
  await stack?.close();
  await fake?.close();
});

describe('the whole payment path on Mercado Pago (a local fake of its API: nothing leaves the machine)', () => {
  it('a card approved by Mercado Pago pays the appointment; a refused one is SPEC §4\'s "not accepted"', async () => {
    const refused = await pay(await appointment(), card('OTHE'));
    expect(codeOf(refused)).toBe('PAYMENT_NOT_ACCEPTED');
    const a = await appointment();
    const r = await pay(a, card('APRO'));
    expect(r.errors).toBeUndefined();
    expect(r.data!.payAppointment).toMatchObject({
      paid: true,
      appointmentStatus: 'PAID',
      current: { status: 'APPROVED', provider: 'mercadopago' },
    });
    const charge = [...fake.payments.values()].find((p) => p.externalReference?.startsWith(a.id));
    expect(charge?.amountCents).toBe(15_000);
  });

  it("a PIX is Mercado Pago's BR Code; its signed notification pays the appointment, a replay changes nothing, a forged one is 401", async () => {
    const a = await appointment();
    const r = await pay(a, { method: 'PIX' });
    const pix = r.data!.payAppointment.current.pix!;
    expect(parsePixBrCode(pix.brCode).ok).toBe(true);
    const id = [...fake.payments.values()].find((p) => p.externalReference?.startsWith(a.id))!.id;
    fake.payPix(String(id));
    const note = fake.signNotification(String(id));
    const deliver = (n: typeof note) =>
      fetch(`${stack.servicesUrl}/payment/notification/mercadopago?${new URLSearchParams(n.query)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...n.headers },
        body: n.rawBody,
      });
    expect((await deliver(note)).status).toBe(200);
    expect(await pageOf(a)).toMatchObject({ paid: true, appointmentStatus: 'PAID' });
    expect((await deliver(note)).status).toBe(200);
    const [{ n }] = (await stack.services.ctx.db.query<{ n: number }>(
      `select count(*)::int as n from payment_ledger l join payment p on p.id = l.payment_id where p.appointment_id = $1`,
      [a.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
    const forged = fake.signNotification(String(id), { secret: 'not-the-secret' });
    expect((await deliver(forged)).status).toBe(401);
  });

  it('Mercado Pago answering 500 is "the payment service did not answer", nothing paid; a retry with the key pays once', async () => {
    const a = await appointment();
    const key = randomUUID();
    fake.failNext('500', 'POST /v1/payments');
    const failed = await pay(a, card('APRO'), key);
    expect(codeOf(failed)).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect((await pageOf(a)).paid).toBe(false);
    const retry = await pay(a, card('APRO'), key);
    expect(retry.data!.payAppointment.paid).toBe(true);
    expect([...fake.payments.values()].filter((p) => p.externalReference?.startsWith(a.id))).toHaveLength(1);
  });
});
