import { randomUUID } from 'node:crypto';
import { now, nowMs, parsePixBrCode, SANDBOX_CARDS, sandboxCardInput } from '@teleconsulta/schema';
import type { SandboxProvider } from '@teleconsulta/services/adapters/payment/sandbox.provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, makeAppointment, setAppointmentStatus } from './factories/appointments.js';
import { as, codeOf, fieldsOf, type People, signInPeople } from './harness/booking.js';
import { gql } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';
import { subscribe } from './harness/subscribe.js';

const PAYMENT = `id protocol method methodName status statusName amountCents discountCents totalCents installments installmentCents
  voucherCode cardBrand cardLast4 refundedCents provider paidAt refusedReason pix { brCode qrCodeSvg txid expiresAt }`;
const PAGE = `protocol companyName professionalName appointmentStatus priceCents paymentRequired paid methods
  installmentOptions { installments installmentCents firstInstallmentCents totalCents interestCents interestFree } current { ${PAYMENT} }`;
const GET_PAGE = `query($access: String!, $protocol: String!) { paymentByAccess(access: $access, protocol: $protocol) { ${PAGE} } }`;
const PAY = `mutation($access: String!, $protocol: String!, $input: PayInput!, $key: String!) {
  payAppointment(access: $access, protocol: $protocol, input: $input, idempotencyKey: $key) { ${PAGE} } }`;
const CANCEL_PIX = `mutation($access: String!, $protocol: String!, $key: String!) {
  cancelPixPayment(access: $access, protocol: $protocol, idempotencyKey: $key) { ${PAGE} } }`;
const CONFIRM = `mutation($access: String!, $protocol: String!, $key: String!) {
  confirmPayment(access: $access, protocol: $protocol, idempotencyKey: $key) { ${PAGE} } }`;
const ON_SITE = `mutation($access: String!, $key: String!) { payOnSite(access: $access, idempotencyKey: $key) { ${PAGE} } }`;
const VOUCHER = `query($access: String!, $protocol: String!, $voucher: String!) {
  voucherValid(access: $access, protocol: $protocol, voucher: $voucher) { code discountCents totalCents } }`;
const SANDBOX_PIX = `mutation($brCode: String!) { sandboxPayPix(brCode: $brCode) { ${PAYMENT} } }`;
const SANDBOX_CARD = `mutation($id: ID!, $approve: Boolean!) { sandboxSettleCard(paymentId: $id, approve: $approve) { ${PAYMENT} } }`;
const REFUND = `mutation($id: ID!, $amount: Int, $reason: String!, $key: String!) {
  refundPayment(paymentId: $id, amountCents: $amount, reason: $reason, idempotencyKey: $key) { ${PAYMENT} } }`;
const PAYMENTS_OF = `query($id: ID!) { appointment(id: $id) { id status paidAt payments { ${PAYMENT} } } }`;
const CANCEL_APPOINTMENT = `mutation($id: ID!, $reason: String!) { cancelAppointment(id: $id, reason: $reason) { id status } }`;

type Payment = {
  id: string;
  status: string;
  statusName: string;
  totalCents: number;
  discountCents: number;
  installments: number;
  installmentCents: number | null;
  cardLast4: string | null;
  refundedCents: number;
  provider: string;
  pix: { brCode: string; qrCodeSvg: string; txid: string; expiresAt: string } | null;
};
type Page = {
  appointmentStatus: string;
  priceCents: number;
  paymentRequired: boolean;
  paid: boolean;
  methods: string[];
  installmentOptions: Array<{ installments: number; installmentCents: number; totalCents: number; interestFree: boolean }>;
  current: Payment | null;
};

let stack: TestStack;
let people: People;
let slot = 0;

const card = sandboxCardInput;

async function appointment(priceCents = 20_000) {
  slot += 1;
  // Far slots, one hour each, never two on the same hour.
  const made = await makeAppointment(stack.services.ctx.db, {
    doctorEmail: 'dr.house@example.com',
    patientName: 'Maria Silva',
    startsAt: farSlot(slot, 70),
    priceCents,
  });
  // The payment page's calls take the payment link's code (SECURITY.md T24: each link has its own).
  return { ...made, access: made.paymentCode };
}

const pageOf = async (a: { access: string; protocol: string }, locale = 'en') =>
  (await gql<{ paymentByAccess: Page | null }>(stack.gatewayUrl, GET_PAGE, a, { locale })).data?.paymentByAccess ?? null;
const pay = (a: { access: string; protocol: string }, input: Record<string, unknown>, key: string = randomUUID(), locale = 'en') =>
  gql<{ payAppointment: Page }>(stack.gatewayUrl, PAY, { ...a, input, key }, { locale });

async function count(sql: string, params: unknown[]): Promise<number> {
  const [row] = await stack.services.ctx.db.query<{ n: number }>(sql, params);
  return Number(row?.n ?? 0);
}
const ledgerCaptures = (appointmentId: string) =>
  count(
    `select count(*)::int as n from payment_ledger l join payment p on p.id = l.payment_id where p.appointment_id = $1 and l.kind = 'CAPTURE'`,
    [appointmentId],
  );
const paymentsOf = (appointmentId: string) => count('select count(*)::int as n from payment where appointment_id = $1', [appointmentId]);
const sandbox = () => stack.services.ctx.payments as SandboxProvider;

beforeAll(async () => {
  stack = await startStack();
  people = await signInPeople(stack);
});
afterAll(async () => {
  await stack?.close();
});

describe('the payment page of a short link (GET /payment?access=&protocol=)', () => {
  it("shows the price, the clinic's methods and its installments (3× interest free, then 1.99 % a month)", async () => {
    const a = await appointment();
    const page = await pageOf(a);
    expect(page).toMatchObject({ appointmentStatus: 'SCHEDULED', priceCents: 20_000, paymentRequired: true, paid: false, current: null });
    expect(page!.methods).toEqual(['CREDIT_CARD', 'PIX', 'ON_SITE']);
    expect(page!.installmentOptions.map((o) => o.installments)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(page!.installmentOptions[2]).toMatchObject({ installments: 3, installmentCents: 6666, totalCents: 20_000, interestFree: true });
    expect(page!.installmentOptions[3]!.interestFree).toBe(false);
    expect(page!.installmentOptions[3]!.totalCents).toBeGreaterThan(20_000);
  });

  it('a wrong protocol or code is null (nothing told)', async () => {
    const a = await appointment();
    expect(await pageOf({ access: a.access, protocol: '999999' })).toBeNull();
    expect(await pageOf({ access: `${a.access.slice(0, -2)}xx`, protocol: a.protocol })).toBeNull();
  });
});

describe('card payments (sandbox provider)', () => {
  it('approved in 3 installments: the appointment is paid, the card kept as its last 4 digits only', async () => {
    const a = await appointment();
    const r = await pay(a, card(SANDBOX_CARDS.APPROVED, 3));
    expect(r.errors).toBeUndefined();
    expect(r.data!.payAppointment).toMatchObject({ paid: true, appointmentStatus: 'PAID' });
    expect(r.data!.payAppointment.current).toMatchObject({
      status: 'APPROVED',
      installments: 3,
      installmentCents: 6666,
      totalCents: 20_000,
      cardLast4: '1111',
    });
    expect(await ledgerCaptures(a.id)).toBe(1);
    const stored = await stack.services.ctx.db.query<{ text: string }>(
      `select row_to_json(p)::text as text from payment p where appointment_id = $1`,
      [a.id],
    );
    expect(stored[0]!.text).not.toContain(SANDBOX_CARDS.APPROVED);
    // Paying again is refused: the appointment is paid.
    const again = await pay(a, card(SANDBOX_CARDS.APPROVED));
    expect(codeOf(again)).toBe('CONFLICT');
    expect(fieldsOf(again)).toEqual({ method: 'This appointment is already paid' });
  });

  it("refused: SPEC §4's message; nothing paid; a new attempt with another card is approved", async () => {
    const a = await appointment();
    const refused = await pay(a, card(SANDBOX_CARDS.REFUSED));
    expect(codeOf(refused)).toBe('PAYMENT_NOT_ACCEPTED');
    expect(refused.errors![0]!.message).toBe('Payment was not accepted, check if the data provided is correct');
    const pt = await pay(a, card(SANDBOX_CARDS.REFUSED), randomUUID(), 'pt-BR');
    expect(pt.errors![0]!.message).toBe('O pagamento não foi aceito, verifique se os dados informados estão corretos');
    expect((await pageOf(a))!.paid).toBe(false);
    expect((await pay(a, card(SANDBOX_CARDS.APPROVED))).data!.payAppointment.paid).toBe(true);
  });

  it('bad card data are field errors naming each field, and change nothing', async () => {
    const a = await appointment();
    const r = await pay(a, {
      method: 'CREDIT_CARD',
      cardNumber: '4111 1111 1111 1112',
      holderName: '',
      validity: '01/20',
      securityCode: '1',
    });
    expect(codeOf(r)).toBe('BAD_INPUT');
    expect(fieldsOf(r)).toEqual({
      cardNumber: 'Card number is not a valid card number',
      holderName: 'Name on the card is required',
      validity: 'The card has expired',
      securityCode: 'Security code must have 3 digits (4 on American Express cards)',
    });
    expect(await paymentsOf(a.id)).toBe(0);
    const tooMany = await pay(a, card(SANDBOX_CARDS.APPROVED, 12));
    expect(fieldsOf(tooMany)).toEqual({ installments: 'These installments are not offered' });
  });

  it('in analysis, then confirmed by the provider: the subscribed page turns to paid by itself', async () => {
    const a = await appointment();
    const r = await pay(a, card(SANDBOX_CARDS.IN_ANALYSIS));
    expect(r.data!.payAppointment.current).toMatchObject({ status: 'IN_ANALYSIS', statusName: 'In analysis' });
    const sub = subscribe<{ paymentChanged: Page }>(
      stack.gatewayUrl,
      null,
      `subscription($access: String!, $protocol: String!) { paymentChanged(access: $access, protocol: $protocol) { ${PAGE} } }`,
      { access: a.access, protocol: a.protocol },
    );
    await sub.waitFor(1);
    expect(sub.errors).toEqual([]);
    expect(sub.received[0]!.paymentChanged.paid).toBe(false);
    const settled = await gql<{ sandboxSettleCard: Payment }>(
      stack.gatewayUrl,
      SANDBOX_CARD,
      { id: r.data!.payAppointment.current!.id, approve: true },
      as(people.admin),
    );
    expect(settled.data!.sandboxSettleCard.status).toBe('APPROVED');
    const deadline = Date.now() + 5_000;
    while (!sub.received.some((m) => m.paymentChanged.paid) && Date.now() < deadline) await new Promise((res) => setTimeout(res, 20));
    expect(sub.received.at(-1)!.paymentChanged).toMatchObject({ paid: true, appointmentStatus: 'PAID' });
    sub.dispose();
    // And she is told by mail, in the language she paid in, with nothing clinical in it.
    const mails = await stack.services.ctx.db.query<{ subject: string }>(
      `select subject from mail_outbox where template = 'PAYMENT_APPROVED' and text like $1`,
      [`%R$200.00%`],
    );
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]!.subject).toBe('Your payment to Clínica Saúde Total was confirmed');
  });
});

describe('PIX (a real BR Code, the sandbox bank)', () => {
  it('creates a valid BR Code with the amount and a QR code; "I have paid" before paying is "Payment not found"; the bank pays it', async () => {
    const a = await appointment();
    const r = await pay(a, { method: 'PIX' });
    const pix = r.data!.payAppointment.current!.pix!;
    const parsed = parsePixBrCode(pix.brCode);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toMatchObject({
      amountCents: 20_000,
      txid: pix.txid,
      merchantName: 'Clinica Saude Total',
      merchantCity: 'SAO PAULO',
    });
    expect(pix.qrCodeSvg).toMatch(/^<svg/);
    const minutes = (Date.parse(pix.expiresAt) - nowMs()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const early = await gql(stack.gatewayUrl, CONFIRM, { ...a, key: randomUUID() }, { locale: 'en' });
    expect(codeOf(early)).toBe('PAYMENT_NOT_FOUND');
    expect(early.errors![0]!.message).toBe('Payment not found');

    const paid = await gql<{ sandboxPayPix: Payment }>(stack.gatewayUrl, SANDBOX_PIX, { brCode: pix.brCode });
    expect(paid.data!.sandboxPayPix.status).toBe('APPROVED');
    expect(await pageOf(a)).toMatchObject({ paid: true, appointmentStatus: 'PAID' });
    const confirmed = await gql<{ confirmPayment: Page }>(stack.gatewayUrl, CONFIRM, { ...a, key: randomUUID() });
    expect(confirmed.data!.confirmPayment.paid).toBe(true);
    expect(await ledgerCaptures(a.id)).toBe(1);
  });

  it('an expired PIX reads EXPIRED, is cancelled and redone; money that still arrives for it is refunded, not credited', async () => {
    const a = await appointment();
    const first = (await pay(a, { method: 'PIX' })).data!.payAppointment.current!;
    await stack.services.ctx.db.query(`update payment set pix_expires_at = $2::timestamptz - interval '1 second' where id = $1`, [
      first.id,
      now().toISOString(),
    ]);
    expect((await pageOf(a))!.current!.status).toBe('EXPIRED');

    const cancelled = await gql<{ cancelPixPayment: Page }>(stack.gatewayUrl, CANCEL_PIX, { ...a, key: randomUUID() });
    expect(cancelled.data!.cancelPixPayment.current!.status).toBe('CANCELLED');
    const redo = (await pay(a, { method: 'PIX' })).data!.payAppointment.current!;
    expect(redo.id).not.toBe(first.id);
    expect(redo.pix!.txid).not.toBe(first.pix!.txid);

    // The payer's bank still pays the old code: not marked paid, queued for a refund, refunded through the provider.
    await gql(stack.gatewayUrl, SANDBOX_PIX, { brCode: first.pix!.brCode });
    const rows = await stack.services.ctx.db.query<{ status: string; refunded_cents: number }>(
      'select status, refunded_cents from payment where id = $1',
      [first.id],
    );
    expect(rows[0]).toMatchObject({ status: 'CANCELLED', refunded_cents: 20_000 });
    expect(
      await count(`select count(*)::int as n from payment_refund where payment_id = $1 and kind = 'LATE_PAYMENT' and status = 'DONE'`, [
        first.id,
      ]),
    ).toBe(1);
    expect(
      await count(`select count(*)::int as n from flow_event where topic = 'payment' and type = 'LATE_PAYMENT' and entity_id = $1`, [
        first.id,
      ]),
    ).toBe(1);
    expect((await pageOf(a))!.paid).toBe(false);
    // The new one is paid normally.
    await gql(stack.gatewayUrl, SANDBOX_PIX, { brCode: redo.pix!.brCode });
    expect((await pageOf(a))!.paid).toBe(true);
  });

  it('a waiting PIX blocks another attempt until it is cancelled', async () => {
    const a = await appointment();
    await pay(a, { method: 'PIX' });
    const card2 = await pay(a, card(SANDBOX_CARDS.APPROVED));
    expect(fieldsOf(card2)).toEqual({ method: 'A PIX is waiting to be paid: pay it, or cancel it to choose again' });
  });
});

describe('vouchers, pay on site', () => {
  it('BEMVINDO10 takes 10 % off; an unknown code is "Voucher not apply"', async () => {
    const a = await appointment();
    const ok = await gql<{ voucherValid: { discountCents: number; totalCents: number } }>(stack.gatewayUrl, VOUCHER, {
      ...a,
      voucher: 'bemvindo10',
    });
    expect(ok.data!.voucherValid).toEqual({ code: 'BEMVINDO10', discountCents: 2_000, totalCents: 18_000 });
    const bad = await gql(stack.gatewayUrl, VOUCHER, { ...a, voucher: 'NOPE' });
    expect(bad.errors![0]!.message).toBe('Voucher not apply');
    const badPt = await gql(stack.gatewayUrl, VOUCHER, { ...a, voucher: 'NOPE' }, { locale: 'pt-BR' });
    expect(badPt.errors![0]!.message).toBe('Voucher não se aplica');
    const r = await pay(a, { method: 'PIX', voucher: 'BEMVINDO10' });
    const p = r.data!.payAppointment.current!;
    expect(p).toMatchObject({ discountCents: 2_000, totalCents: 18_000 });
    const parsed = parsePixBrCode(p.pix!.brCode);
    expect(parsed.ok && parsed.value.amountCents).toBe(18_000);
  });

  it('pay on site records the choice; the staff confirm it at the clinic', async () => {
    const a = await appointment();
    const r = await gql<{ payOnSite: Page }>(stack.gatewayUrl, ON_SITE, { access: a.access, key: randomUUID() });
    expect(r.data!.payOnSite.current).toMatchObject({ status: 'PENDING', provider: 'clinic' });
    expect(r.data!.payOnSite.paid).toBe(false);
    // Changing one's mind: a card payment replaces the on-site choice.
    expect((await pay(a, card(SANDBOX_CARDS.APPROVED))).data!.payAppointment.paid).toBe(true);
  });
});

describe('refunds by a clinic admin or manager', () => {
  it('part, then the rest, of a cancelled paid appointment; more than is left is a field error; a patient may not', async () => {
    const a = await appointment();
    await pay(a, card(SANDBOX_CARDS.APPROVED));
    const detail = await gql<{ appointment: { payments: Payment[] } }>(stack.gatewayUrl, PAYMENTS_OF, { id: a.id }, as(people.admin));
    const paymentId = detail.data!.appointment.payments[0]!.id;
    const early = await gql(stack.gatewayUrl, REFUND, { id: paymentId, amount: 5_000, reason: 'x', key: randomUUID() }, as(people.admin));
    expect(fieldsOf(early)).toEqual({ amountCents: 'Only an approved payment of a cancelled appointment can be refunded' });

    expect(
      (await gql(stack.gatewayUrl, CANCEL_APPOINTMENT, { id: a.id, reason: 'Clinic closed' }, as(people.admin))).errors,
    ).toBeUndefined();
    const part = await gql<{ refundPayment: Payment }>(
      stack.gatewayUrl,
      REFUND,
      { id: paymentId, amount: 5_000, reason: 'Partial', key: randomUUID() },
      as(people.manager),
    );
    expect(part.data!.refundPayment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 5_000 });
    const tooMuch = await gql(
      stack.gatewayUrl,
      REFUND,
      { id: paymentId, amount: 20_000, reason: 'x', key: randomUUID() },
      as(people.admin),
    );
    expect(fieldsOf(tooMuch)).toEqual({ amountCents: 'Amount must be at most R$150.00' });
    const byPatient = await gql(stack.gatewayUrl, REFUND, { id: paymentId, reason: 'x', key: randomUUID() }, as(people.maria));
    expect(codeOf(byPatient)).toBe('ACCESS_DENIED');
    const rest = await gql<{ refundPayment: Payment }>(
      stack.gatewayUrl,
      REFUND,
      { id: paymentId, reason: 'Rest', key: randomUUID() },
      as(people.admin),
    );
    expect(rest.data!.refundPayment).toMatchObject({ status: 'REFUNDED', refundedCents: 20_000 });
    expect(await count(`select count(*)::int as n from payment_ledger where payment_id = $1 and kind = 'REFUND'`, [paymentId])).toBe(2);
  });
});

describe('SECURITY.md T13: idempotency keys on money-moving calls', () => {
  it('50 concurrent calls with one key → one charge and 50 identical answers; another body with the key → conflict', async () => {
    const a = await appointment();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(a, card(SANDBOX_CARDS.APPROVED, 2), key)));
    const texts = new Set(answers.map((r) => JSON.stringify(r)));
    expect(texts.size).toBe(1);
    expect(answers[0]!.data!.payAppointment.paid).toBe(true);
    expect(await paymentsOf(a.id)).toBe(1);
    expect(await ledgerCaptures(a.id)).toBe(1);
    const other = await pay(a, card(SANDBOX_CARDS.APPROVED, 3), key);
    expect(codeOf(other)).toBe('IDEMPOTENCY_CONFLICT');
    const long = await pay(a, card(SANDBOX_CARDS.APPROVED), 'k'.repeat(256));
    expect(codeOf(long)).toBe('IDEMPOTENCY_KEY_REQUIRED');
    // A key an HTTP header cannot carry (full-width letters, a line break) is the same refusal, not "unreachable".
    const b = await appointment();
    for (const bad of ['Ｍａｒｉａ', 'a\nb', ' '])
      expect(codeOf(await pay(b, card(SANDBOX_CARDS.APPROVED), bad))).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await paymentsOf(b.id)).toBe(0);
  });

  it('a key older than 24 h is new again; the same key from another caller collides with nothing and leaks nothing', async () => {
    const a = await appointment();
    const b = await appointment();
    const key = randomUUID();
    const first = await pay(a, card(SANDBOX_CARDS.REFUSED), key);
    expect(codeOf(first)).toBe('PAYMENT_NOT_ACCEPTED');
    // Another short link (another caller) with the same key: its own answer, not the first one's.
    const other = await pay(b, card(SANDBOX_CARDS.APPROVED), key);
    expect(other.errors).toBeUndefined();
    expect(other.data!.payAppointment).toMatchObject({ paid: true, protocol: b.protocol });
    // A day later the key is forgotten: another body with it runs (no conflict).
    await stack.services.ctx.db.query(`update idempotency_key set created_at = $2::timestamptz - interval '25 hours' where key = $1`, [
      key,
      now().toISOString(),
    ]);
    const later = await pay(a, card(SANDBOX_CARDS.APPROVED), key);
    expect(later.errors).toBeUndefined();
    expect(later.data!.payAppointment).toMatchObject({ paid: true, protocol: a.protocol });
  });

  it('a refused card answers the same refusal to a retry with its key (one attempt recorded)', async () => {
    const a = await appointment();
    const key = randomUUID();
    const [one, two] = [await pay(a, card(SANDBOX_CARDS.REFUSED), key), await pay(a, card(SANDBOX_CARDS.REFUSED), key)];
    expect(JSON.stringify(one)).toBe(JSON.stringify(two));
    expect(await paymentsOf(a.id)).toBe(1);
  });
});

describe('SECURITY.md T14: PIX notifications replayed', () => {
  it('1,000 deliveries of one payment (in sequence and 10 at a time) credit once; a bad signature or an old one is 401', async () => {
    const a = await appointment();
    const pix = (await pay(a, { method: 'PIX' })).data!.payAppointment.current!.pix!;
    const paid = sandbox().payPix(pix.brCode)!;
    const deliver = (n = sandbox().notification(paid.providerRef)) =>
      fetch(`${stack.servicesUrl}/payment/notification/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...n.headers },
        body: n.rawBody,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await deliver()).status);
    for (let batch = 0; batch < 90; batch++)
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, () => deliver()))).map((r) => r.status));
    expect(statuses).toHaveLength(1_000);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await ledgerCaptures(a.id)).toBe(1);
    expect((await pageOf(a))!.paid).toBe(true);
    expect(
      await count(
        `select count(*)::int as n from flow_event where topic = 'payment' and type = 'APPROVED' and payload->>'appointmentId' = $1`,
        [a.id],
      ),
    ).toBe(1);

    const good = sandbox().notification(paid.providerRef);
    const forged = await fetch(`${stack.servicesUrl}/payment/notification/sandbox`, {
      method: 'POST',
      // One hex digit of the signature changed (always to another digit).
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': good.headers['x-sandbox-signature']!.replace(/v1=(.)/, (_, d: string) => `v1=${d === '0' ? '1' : '0'}`),
      },
      body: good.rawBody,
    });
    expect(forged.status).toBe(401);
    const old = sandbox().notification(paid.providerRef, new Date(Date.now() - 301_000));
    expect((await deliver(old)).status).toBe(401);
  });
});

describe('SECURITY.md T15: the provider times out after accepting a card', () => {
  it('the first call is "did not answer", the retry with its key finds the captured charge: one capture', async () => {
    const a = await appointment();
    const key = randomUUID();
    const first = await pay(a, card(SANDBOX_CARDS.TIMEOUT_AFTER_ACCEPT), key);
    expect(codeOf(first)).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect((await pageOf(a))!.paid).toBe(false);
    const retry = await pay(a, card(SANDBOX_CARDS.TIMEOUT_AFTER_ACCEPT), key);
    expect(retry.errors).toBeUndefined();
    expect(retry.data!.payAppointment.paid).toBe(true);
    expect(await paymentsOf(a.id)).toBe(1);
    expect(await ledgerCaptures(a.id)).toBe(1);
  });
});

describe('who sees the payments', () => {
  it("staff read an appointment's attempts; a cancelled unpaid appointment cannot be paid", async () => {
    const a = await appointment();
    await pay(a, card(SANDBOX_CARDS.REFUSED));
    const staff = await gql<{ appointment: { payments: Payment[] | null } }>(stack.gatewayUrl, PAYMENTS_OF, { id: a.id }, as(people.admin));
    expect(staff.data!.appointment.payments).toHaveLength(1);
    await setAppointmentStatus(stack.services.ctx.db, a.id, 'CANCELLED');
    const r = await pay(a, card(SANDBOX_CARDS.APPROVED));
    expect(fieldsOf(r)).toEqual({ method: 'This appointment can no longer be paid' });
  });
});

describe("BENCHMARKS.md M3: a list with each appointment's payment", () => {
  it('reads the payments in one batched call whatever the page size (no call per row)', async () => {
    const counters = stack.services.ctx.counters;
    const calls = async (perPage: number) => {
      const before = new Map(counters);
      const r = await gql<{ appointments: { items: Array<{ id: string; payment: Payment | null }> } }>(
        stack.gatewayUrl,
        `query($perPage: Int) { appointments(perPage: $perPage) { items { id patientName professionalName payment { id status totalCents } } } }`,
        { perPage },
        as(people.admin),
      );
      expect(r.errors).toBeUndefined();
      const delta = (route: string) => (counters.get(route) ?? 0) - (before.get(route) ?? 0);
      return {
        rows: r.data!.appointments.items.length,
        paid: r.data!.appointments.items.filter((i) => i.payment?.status === 'APPROVED').length,
        batch: delta('GET /payment/appointments'),
        perRow: delta('GET /payment/appointment/:id'),
      };
    };
    const small = await calls(5);
    const big = await calls(40);
    expect(big.rows).toBeGreaterThan(small.rows);
    expect(big.paid).toBeGreaterThan(0);
    expect([small.batch, small.perRow, big.batch, big.perRow]).toEqual([1, 0, 1, 0]);
    // A patient's list has no payments (staff only) and fails nothing.
    const mine = await gql<{ appointments: { items: Array<{ payment: Payment | null }> } }>(
      stack.gatewayUrl,
      '{ appointments(perPage: 5) { items { id payment { id } } } }',
      {},
      as(people.maria),
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.appointments.items.every((i) => i.payment === null)).toBe(true);
  });
});

describe('the company finance resume counts the payments', () => {
  it('by method, installments and their interest, and the refunds done — the same sums the ledger tables hold', async () => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now());
    const r = await gql<{
      companyFinancialResume: {
        paymentsByMethod: Array<{ method: string; payments: number; totalCents: number }>;
        installmentPayments: number;
        refunds: number;
        refundedCents: number;
      };
    }>(
      stack.gatewayUrl,
      `query($id: ID!, $from: Date, $to: Date) { companyFinancialResume(companyId: $id, from: $from, to: $to) {
        paymentsByMethod { method payments totalCents } installmentPayments interestCents refunds refundedCents } }`,
      { id: people.admin.viewer.companyId, from: day, to: day },
      as(people.admin),
    );
    expect(r.errors).toBeUndefined();
    const resume = r.data!.companyFinancialResume;
    const db = await stack.services.ctx.db.query<{ method: string; n: number; cents: number }>(
      `select method, count(*)::int as n, sum(total_cents)::int as cents from payment
        where status in ('APPROVED', 'PARTIALLY_REFUNDED', 'REFUNDED') and company_id = $1 group by method order by method`,
      [people.admin.viewer.companyId],
    );
    expect(resume.paymentsByMethod).toEqual(db.map((d) => ({ method: d.method, payments: d.n, totalCents: d.cents })));
    expect(resume.paymentsByMethod.find((m) => m.method === 'CREDIT_CARD')!.payments).toBeGreaterThan(3);
    expect(resume.installmentPayments).toBeGreaterThanOrEqual(2);
    expect(resume.refunds).toBeGreaterThanOrEqual(3);
    expect(resume.refundedCents).toBe(
      await count(`select coalesce(sum(amount_cents), 0)::int as n from payment_refund where status = 'DONE'`, []),
    );
  });
});

describe('the benefits club (GET /financial/benefitclub/pso)', () => {
  const CLUB = '{ benefitClub { companyName discountBps prices { type priceCents clubPriceCents } } }';
  const FIN_FIELDS = `consultationPriceCents returnPriceCents acceptsCreditCard acceptsPix acceptsOnSite maxInstallments interestFreeInstallments
    installmentInterestBps minInstallmentCents benefitClubDiscountBps pixKeyType pixKey merchantName merchantCity`;
  const setClub = async (access: boolean, discountBps: number) => {
    const companyId = people.admin.viewer.companyId;
    const fin = await gql<{ companyFinancial: Record<string, unknown> }>(
      stack.gatewayUrl,
      `query($id: ID!) { companyFinancial(companyId: $id) { ${FIN_FIELDS} } }`,
      { id: companyId },
      as(people.admin),
    );
    const saved = await gql(
      stack.gatewayUrl,
      `mutation($id: ID!, $input: CompanyFinancialInput!) { updateCompanyFinancial(companyId: $id, input: $input) { benefitClubDiscountBps } }`,
      { id: companyId, input: { ...fin.data!.companyFinancial, benefitClubDiscountBps: discountBps } },
      as(people.admin),
    );
    expect(saved.errors).toBeUndefined();
    const rules = await gql(
      stack.gatewayUrl,
      'mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }',
      { id: companyId, input: { rules: { benefitsClubAccess: access } } },
      as(people.admin),
    );
    expect(rules.errors).toBeUndefined();
  };

  it("denied with SPEC §8's text while the clinic does not grant club access; then its prices, charged at booking", async () => {
    await setClub(false, 2_000);
    const denied = await gql(stack.gatewayUrl, CLUB, {}, as(people.maria));
    expect(codeOf(denied)).toBe('BENEFITS_CLUB_DENIED');
    expect(denied.errors![0]!.message).toBe('Contact the clinic administrator');
    const deniedPt = await gql(stack.gatewayUrl, CLUB, {}, as(people.maria, 'pt-BR'));
    expect(deniedPt.errors![0]!.message).toBe('Entre em contato com o administrador da clínica');

    await setClub(true, 2_000);
    const club = await gql<{ benefitClub: { discountBps: number; prices: unknown[] } }>(stack.gatewayUrl, CLUB, {}, as(people.maria));
    expect(club.data!.benefitClub).toEqual({
      companyName: 'Clínica Saúde Total',
      discountBps: 2_000,
      prices: [
        { type: 'FIRST_CONSULTATION', priceCents: 15_000, clubPriceCents: 12_000 },
        { type: 'RETURN', priceCents: 8_000, clubPriceCents: 6_400 },
      ],
    });
    // A booking now takes the club price.
    const slots = await gql<{ availableSlots: { slots: Array<{ startsAt: string; professionalId: string }> } }>(
      stack.gatewayUrl,
      '{ availableSlots { slots { startsAt professionalId } } }',
      {},
      as(people.maria),
    );
    const slot = slots.data!.availableSlots.slots.at(-1)!;
    const booked = await gql<{ bookAppointment: { access: string; protocol: string } }>(
      stack.gatewayUrl,
      'mutation($input: BookAppointmentInput!) { bookAppointment(input: $input) { access: paymentAccess protocol } }',
      { input: { doctorId: slot.professionalId, patientId: people.maria.viewer.personId, startsAt: slot.startsAt } },
      as(people.maria),
    );
    expect(booked.errors).toBeUndefined();
    expect((await pageOf(booked.data!.bookAppointment))!.priceCents).toBe(12_000);
    await setClub(false, 0);
  });
});

describe('SECURITY.md T15: reconciliation after 100 mixed scenarios', () => {
  it('every charge the provider captured has its ledger entry and every ledger entry a capture: 0 unmatched', async () => {
    const db = stack.services.ctx.db;
    const made: string[] = [];
    const kinds = ['approved', 'refused', 'analysis-lost-notice', 'timeout-no-retry', 'pix-paid-lost-notice', 'pix-never-paid'] as const;
    for (let i = 0; i < 100; i++) {
      const a = await appointment(10_000 + i);
      made.push(a.id);
      const kind = kinds[i % kinds.length]!;
      if (kind === 'approved') await pay(a, card(SANDBOX_CARDS.APPROVED, 1 + (i % 3)));
      else if (kind === 'refused') await pay(a, card(SANDBOX_CARDS.REFUSED));
      else if (kind === 'analysis-lost-notice') {
        const p = (await pay(a, card(SANDBOX_CARDS.IN_ANALYSIS))).data!.payAppointment.current!;
        const [row] = await db.query<{ provider_ref: string }>('select provider_ref from payment where id = $1', [p.id]);
        // The provider settles, but its notification never arrives.
        sandbox().settleCard(row!.provider_ref, i % 4 === 0);
      } else if (kind === 'timeout-no-retry') await pay(a, card(SANDBOX_CARDS.TIMEOUT_AFTER_ACCEPT));
      else if (kind === 'pix-paid-lost-notice') {
        const pix = (await pay(a, { method: 'PIX' })).data!.payAppointment.current!.pix!;
        sandbox().payPix(pix.brCode); // paid in time; the notification is lost
      } else await pay(a, { method: 'PIX' });
    }
    // Time passes: the answers were lost a while ago and the PIX charges expired.
    const ids = made.map((id) => `'${id}'`).join(',');
    await db.query(
      `update payment set created_at = created_at - interval '20 minutes', updated_at = updated_at - interval '20 minutes',
              pix_expires_at = pix_expires_at - interval '20 minutes' where appointment_id in (${ids})`,
    );
    const work = await stack.services.paymentWork.runOnce();
    expect(work.reconciled).toBeGreaterThan(0);
    await stack.services.paymentWork.runOnce();

    const ledger = await db.query<{ external_ref: string; kind: string }>(
      `select l.external_ref, l.kind from payment_ledger l join payment p on p.id = l.payment_id where p.appointment_id in (${ids})`,
    );
    const ours = new Set(ledger.filter((l) => l.kind === 'CAPTURE').map((l) => l.external_ref));
    const refs = await db.query<{ provider_ref: string }>(
      `select provider_ref from payment where appointment_id in (${ids}) and provider_ref is not null`,
    );
    const mine = new Set(refs.map((r) => r.provider_ref));
    const captured = sandbox()
      .captured()
      .filter((c) => mine.has(c.providerRef))
      .map((c) => c.endToEndId ?? c.providerRef);
    const unmatched = [...captured.filter((ref) => !ours.has(ref)), ...[...ours].filter((ref) => !captured.includes(ref))];
    expect(unmatched).toEqual([]);
    expect(captured.length).toBeGreaterThanOrEqual(50);
    // Nothing is left waiting for an answer, and what was captured in time paid its appointment.
    const open = await db.query<{ n: number }>(
      `select count(*)::int as n from payment where appointment_id in (${ids}) and (status = 'IN_ANALYSIS' or (status = 'PENDING' and provider_ref is null))`,
    );
    expect(open[0]!.n).toBe(0);
    const unpaidCaptures = await db.query<{ n: number }>(
      `select count(*)::int as n from payment p join appointment a on a.id = p.appointment_id
        where p.appointment_id in (${ids}) and p.status = 'APPROVED' and a.status <> 'PAID'`,
    );
    expect(unpaidCaptures[0]!.n).toBe(0);
  });
});
