import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, makeAppointment, setAppointmentStatus } from './factories/appointments.js';
import { as, codeOf, fieldsOf, localDay, lookUpIds, type People, signInPeople } from './harness/booking.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * The reception's actions of issue 20 through the gateway, on both engines: a payment received at the desk (the
 * appointment PAID through the approvals' path, the finance resume counting it, once per key, one of two concurrent
 * confirmations), the patient's arrival, the links mailed again, the assistant physician. The clinic's staff (manager
 * and clinic administrator) act; a patient and a professional are refused; another company's appointment is NOT_FOUND;
 * a bad input names its field and changes nothing.
 */
const PAYMENT = 'id method status amountCents discountCents totalCents provider paidAt onSiteMethod receiptNumber refundedCents';
const CONFIRM = `mutation($id: ID!, $input: OnSitePaymentInput!, $key: String!) {
  confirmOnSitePayment(appointmentId: $id, input: $input, idempotencyKey: $key) { ${PAYMENT} } }`;
const ARRIVED = 'mutation($id: ID!) { markAppointmentArrived(id: $id) { id status arrivedAt } }';
const RESEND = 'mutation($id: ID!, $kind: AppointmentLinkKind!) { resendAppointmentLink(id: $id, kind: $kind) }';
const ASSIGN = `mutation($id: ID!, $pid: ID) { assignAssistantPhysician(id: $id, professionalId: $pid) {
  id medicalAssistentId medicalAssistentName assistantPhysician { id name } } }`;
const READ = `query($id: ID!) { appointment(id: $id) { id status paidAt arrivedAt medicalAssistentId assistantPhysician { id name }
  payments { ${PAYMENT} } } }`;
const ON_SITE_CHOICE = 'mutation($access: String!, $key: String!) { payOnSite(access: $access, idempotencyKey: $key) { paid } }';
const CANCEL = 'mutation($id: ID!, $reason: String!) { cancelAppointment(id: $id, reason: $reason) { id status } }';
const REFUND = `mutation($id: ID!, $reason: String!, $key: String!) {
  refundPayment(paymentId: $id, reason: $reason, idempotencyKey: $key) { ${PAYMENT} } }`;
const RESUME = `query($id: ID!, $from: Date, $to: Date) { companyFinancialResume(companyId: $id, from: $from, to: $to) {
  paidAppointments revenueCents paymentsByMethod { method payments totalCents } } }`;

type Payment = {
  id: string;
  method: string;
  status: string;
  amountCents: number;
  discountCents: number;
  totalCents: number;
  provider: string;
  paidAt: string | null;
  onSiteMethod: string | null;
  receiptNumber: string | null;
  refundedCents: number;
};
type Read = {
  id: string;
  status: string;
  paidAt: string | null;
  arrivedAt: string | null;
  medicalAssistentId: string | null;
  assistantPhysician: { id: string; name: string } | null;
  payments: Payment[] | null;
};
type Resume = {
  paidAppointments: number;
  revenueCents: number;
  paymentsByMethod: Array<{ method: string; payments: number; totalCents: number }>;
};

let stack: TestStack;
let people: People;
let ids: Awaited<ReturnType<typeof lookUpIds>>;
let paulo: string;
let rita: string;
let slot = 0;

const PRICE = 20_000;
const doctorOf = { main: 'dr.house@example.com', other: 'dra.rita@bemviver.example.com' } as const;

async function appointment(o: { patient?: string; company?: 'main' | 'other'; priceCents?: number } = {}) {
  slot += 1;
  return makeAppointment(stack.services.ctx.db, {
    doctorEmail: doctorOf[o.company ?? 'main'],
    patientName: o.patient ?? (o.company === 'other' ? 'Carla Lima' : 'Maria Silva'),
    startsAt: farSlot(slot, 80),
    priceCents: o.priceCents ?? PRICE,
  });
}

const run = <T = Record<string, unknown>>(who: SignedIn, query: string, variables: Record<string, unknown>, locale = 'en') =>
  gql<T>(stack.gatewayUrl, query, variables, as(who, locale));
const confirm = (who: SignedIn, id: string, input: Record<string, unknown>, key: string = randomUUID(), locale = 'en') =>
  run<{ confirmOnSitePayment: Payment }>(who, CONFIRM, { id, input, key }, locale);
const read = async (id: string) => (await run<{ appointment: Read }>(people.admin, READ, { id })).data!.appointment;

async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return stack.services.ctx.db.query<T>(sql, params);
}
const countOf = async (sql: string, params: unknown[]) => Number((await db<{ n: number }>(sql, params))[0]?.n ?? 0);
const paymentsOf = (appointmentId: string) => countOf('select count(*)::int as n from payment where appointment_id = $1', [appointmentId]);
const captures = (appointmentId: string) =>
  countOf(
    `select count(*)::int as n from payment_ledger l join payment p on p.id = l.payment_id
      where p.appointment_id = $1 and l.kind = 'CAPTURE'`,
    [appointmentId],
  );
const mailsTo = (template: string, needle: string) =>
  db<{ to: string; subject: string; text: string }>(
    `select "to", subject, text from mail_outbox where template = $1 and text like $2 order by created_at`,
    [template, `%${needle}%`],
  );

async function resume(): Promise<Resume> {
  const today = localDay(0);
  const r = await run<{ companyFinancialResume: Resume }>(people.admin, RESUME, {
    id: people.admin.viewer.companyId,
    from: today,
    to: today,
  });
  expect(r.errors).toBeUndefined();
  return r.data!.companyFinancialResume;
}
const onSite = (r: Resume) => r.paymentsByMethod.find((m) => m.method === 'ON_SITE') ?? { method: 'ON_SITE', payments: 0, totalCents: 0 };

async function professionalId(email: string): Promise<string> {
  const [row] = await db<{ id: string }>('select p.id from professional p join app_user u on u.id = p.user_id where u.email = $1', [email]);
  return row!.id;
}

beforeAll(async () => {
  stack = await startStack();
  people = await signInPeople(stack);
  ids = await lookUpIds(stack, people);
  paulo = await professionalId('dr.paulo@example.com');
  rita = await professionalId(doctorOf.other);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('confirmOnSitePayment: a payment received at the desk', () => {
  it('a manager records cash: the payment is approved, the ledger captures it, the appointment is PAID and the finance resume counts it', async () => {
    const a = await appointment();
    const before = await resume();
    const r = await confirm(people.manager, a.id, { method: 'CASH', receiptNumber: '  REC-0001  ' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.confirmOnSitePayment).toMatchObject({
      method: 'ON_SITE',
      status: 'APPROVED',
      amountCents: PRICE,
      discountCents: 0,
      totalCents: PRICE,
      provider: 'clinic',
      onSiteMethod: 'CASH',
      receiptNumber: 'REC-0001',
    });
    expect(r.data!.confirmOnSitePayment.paidAt).not.toBeNull();
    const after = await read(a.id);
    expect(after.status).toBe('PAID');
    expect(after.paidAt).not.toBeNull();
    expect(after.payments).toHaveLength(1);
    expect(await captures(a.id)).toBe(1);
    const now = await resume();
    expect(now.paidAppointments).toBe(before.paidAppointments + 1);
    expect(now.revenueCents).toBe(before.revenueCents + PRICE);
    expect(onSite(now).payments).toBe(onSite(before).payments + 1);
    expect(onSite(now).totalCents).toBe(onSite(before).totalCents + PRICE);
  });

  it('a clinic admin records less than the price on the card machine: the rest is a discount given at the desk', async () => {
    const a = await appointment();
    const before = await resume();
    const r = await confirm(people.admin, a.id, { method: 'CARD_MACHINE', receiptNumber: 'NSU 778899', amountCents: 15_000 });
    expect(r.errors).toBeUndefined();
    expect(r.data!.confirmOnSitePayment).toMatchObject({
      status: 'APPROVED',
      amountCents: PRICE,
      discountCents: 5_000,
      totalCents: 15_000,
      onSiteMethod: 'CARD_MACHINE',
      receiptNumber: 'NSU 778899',
    });
    expect((await read(a.id)).status).toBe('PAID');
    const [capture] = await db<{ amount_cents: number }>(
      `select l.amount_cents from payment_ledger l join payment p on p.id = l.payment_id where p.appointment_id = $1`,
      [a.id],
    );
    expect(Number(capture!.amount_cents)).toBe(15_000);
    expect(onSite(await resume()).totalCents).toBe(onSite(before).totalCents + 15_000);
  });

  it("approves the patient's own choice to pay on site (one payment, not two)", async () => {
    const a = await appointment();
    const choice = await gql<{ payOnSite: { paid: boolean } }>(stack.gatewayUrl, ON_SITE_CHOICE, {
      access: a.paymentCode,
      key: randomUUID(),
    });
    expect(choice.errors).toBeUndefined();
    const pending = (await read(a.id)).payments!;
    expect(pending).toMatchObject([{ method: 'ON_SITE', status: 'PENDING' }]);
    const r = await confirm(people.admin, a.id, { method: 'PIX', receiptNumber: 'E2E-PIX-1' });
    expect(r.data!.confirmOnSitePayment).toMatchObject({ id: pending[0]!.id, status: 'APPROVED', onSiteMethod: 'PIX' });
    expect(await paymentsOf(a.id)).toBe(1);
  });

  it('a patient and a professional are refused, and nothing changes', async () => {
    const a = await appointment();
    for (const who of [people.maria, people.house]) {
      const r = await confirm(who, a.id, { method: 'CASH', receiptNumber: 'R-1' });
      expect(codeOf(r)).toBe('ACCESS_DENIED');
      expect(r.data?.confirmOnSitePayment ?? null).toBeNull();
    }
    expect(await paymentsOf(a.id)).toBe(0);
    expect((await read(a.id)).status).toBe('SCHEDULED');
  });

  it('bad inputs name their field, in the caller’s language, and change nothing', async () => {
    const a = await appointment();
    const above = await confirm(people.admin, a.id, { method: 'CASH', receiptNumber: 'R-2', amountCents: PRICE + 1 });
    expect(codeOf(above)).toBe('BAD_INPUT');
    expect(fieldsOf(above)).toEqual({ amountCents: 'Amount must be at most the price, R$200.00' });
    const abovePt = await confirm(
      people.admin,
      a.id,
      { method: 'CASH', receiptNumber: 'R-2', amountCents: PRICE + 1 },
      randomUUID(),
      'pt-BR',
    );
    expect(fieldsOf(abovePt)).toEqual({ amountCents: 'Valor deve ser no máximo o preço, R$ 200,00' });
    const blank = await confirm(people.admin, a.id, { method: 'CASH', receiptNumber: '   ' });
    expect(codeOf(blank)).toBe('BAD_INPUT');
    expect(fieldsOf(blank)).toEqual({ receiptNumber: 'Receipt number is required' });
    const long = await confirm(people.admin, a.id, { method: 'CASH', receiptNumber: 'X'.repeat(41) }, randomUUID(), 'pt-BR');
    expect(fieldsOf(long)).toEqual({ receiptNumber: 'Número do recibo deve ter no máximo 40 caracteres' });
    const zero = await confirm(people.admin, a.id, { method: 'CASH', receiptNumber: 'R-3', amountCents: 0 });
    expect(codeOf(zero)).toBe('BAD_INPUT');
    expect(Object.keys(fieldsOf(zero))).toEqual(['amountCents']);
    expect(await paymentsOf(a.id)).toBe(0);
    expect((await read(a.id)).status).toBe('SCHEDULED');
  });

  it('CONFLICT when the appointment is already paid, cancelled or finished', async () => {
    const paid = await appointment();
    expect(codeOf(await confirm(people.admin, paid.id, { method: 'CASH', receiptNumber: 'R-4' }))).toBeUndefined();
    const again = await confirm(people.manager, paid.id, { method: 'CASH', receiptNumber: 'R-5' });
    expect(codeOf(again)).toBe('CONFLICT');
    expect(fieldsOf(again)).toEqual({ appointmentId: 'This appointment is already paid' });
    for (const status of ['CANCELLED', 'FINISHED_BY_PROFESSIONAL']) {
      const a = await appointment();
      await setAppointmentStatus(stack.services.ctx.db, a.id, status);
      const r = await confirm(people.admin, a.id, { method: 'CASH', receiptNumber: 'R-6' });
      expect(codeOf(r)).toBe('CONFLICT');
      expect(await paymentsOf(a.id)).toBe(0);
    }
    expect(await paymentsOf(paid.id)).toBe(1);
  });

  it('two receptionists confirming at once: one payment, the other is told it is already paid', async () => {
    const a = await appointment();
    const results = await Promise.all([
      confirm(people.admin, a.id, { method: 'CASH', receiptNumber: 'R-7' }),
      confirm(people.manager, a.id, { method: 'CARD_MACHINE', receiptNumber: 'R-8' }),
    ]);
    expect(results.map((r) => codeOf(r) ?? 'OK').sort()).toEqual(['CONFLICT', 'OK']);
    expect(await paymentsOf(a.id)).toBe(1);
    expect(await captures(a.id)).toBe(1);
    expect((await read(a.id)).status).toBe('PAID');
  });

  it('idempotent by key: a retry answers the same payment; the key with another request is refused', async () => {
    const a = await appointment();
    const key = randomUUID();
    const first = await confirm(people.admin, a.id, { method: 'CASH', receiptNumber: 'R-9' }, key);
    const retry = await confirm(people.admin, a.id, { method: 'CASH', receiptNumber: 'R-9' }, key);
    expect(retry.data!.confirmOnSitePayment.id).toBe(first.data!.confirmOnSitePayment.id);
    expect(codeOf(await confirm(people.admin, a.id, { method: 'CASH', receiptNumber: 'R-10' }, key))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await paymentsOf(a.id)).toBe(1);
    expect(await captures(a.id)).toBe(1);
  });

  it("another company's appointment is NOT_FOUND, and stays unpaid", async () => {
    const other = await appointment({ company: 'other' });
    const r = await confirm(people.admin, other.id, { method: 'CASH', receiptNumber: 'R-11' });
    expect(codeOf(r)).toBe('NOT_FOUND');
    expect(await paymentsOf(other.id)).toBe(0);
  });

  it('a desk payment of a cancelled appointment is refunded at the desk (no provider holds it)', async () => {
    const a = await appointment();
    const paid = (await confirm(people.admin, a.id, { method: 'CASH', receiptNumber: 'R-12' })).data!.confirmOnSitePayment;
    expect(codeOf(await run(people.admin, CANCEL, { id: a.id, reason: 'O paciente desistiu' }))).toBeUndefined();
    const r = await run<{ refundPayment: Payment }>(people.admin, REFUND, {
      id: paid.id,
      reason: 'Devolvido no balcão',
      key: randomUUID(),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.refundPayment).toMatchObject({ status: 'REFUNDED', refundedCents: PRICE });
  });
});

describe('markAppointmentArrived', () => {
  it('the manager marks the arrival once; a second mark answers the appointment as it is', async () => {
    const a = await appointment();
    const first = await run<{ markAppointmentArrived: Read }>(people.manager, ARRIVED, { id: a.id });
    expect(first.errors).toBeUndefined();
    const arrivedAt = first.data!.markAppointmentArrived.arrivedAt;
    expect(arrivedAt).not.toBeNull();
    const second = await run<{ markAppointmentArrived: Read }>(people.admin, ARRIVED, { id: a.id });
    expect(second.data!.markAppointmentArrived).toMatchObject({ status: 'SCHEDULED', arrivedAt });
    expect((await read(a.id)).arrivedAt).toBe(arrivedAt);
    const events = await db<{ payload: unknown }>(
      `select payload from flow_event where topic = 'appointment' and type = 'UPDATED' and entity_id = $1`,
      [a.id],
    );
    const payloads = events.map((e) => (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload));
    expect(payloads.filter((p) => p.step === 'ARRIVAL')).toHaveLength(1);
  });

  it('a patient and a professional are refused; a cancelled appointment is a CONFLICT; nothing is marked', async () => {
    const a = await appointment();
    for (const who of [people.maria, people.house]) expect(codeOf(await run(who, ARRIVED, { id: a.id }))).toBe('ACCESS_DENIED');
    const cancelled = await appointment();
    await setAppointmentStatus(stack.services.ctx.db, cancelled.id, 'CANCELLED');
    const r = await run(people.admin, ARRIVED, { id: cancelled.id }, 'pt-BR');
    expect(codeOf(r)).toBe('CONFLICT');
    expect(fieldsOf(r)).toEqual({ status: 'A chegada só pode ser registrada para um agendamento marcado ou pago' });
    expect((await read(a.id)).arrivedAt).toBeNull();
    expect((await read(cancelled.id)).arrivedAt).toBeNull();
  });

  it("another company's appointment is NOT_FOUND", async () => {
    const other = await appointment({ company: 'other' });
    expect(codeOf(await run(people.admin, ARRIVED, { id: other.id }))).toBe('NOT_FOUND');
    const [row] = await db<{ arrived_at: string | null }>('select arrived_at from appointment where id = $1', [other.id]);
    expect(row!.arrived_at).toBeNull();
  });
});

describe('resendAppointmentLink', () => {
  it('the confirmation, the room link and the payment link go to the patient, each with its own code', async () => {
    const a = await appointment();
    expect((await run(people.admin, RESEND, { id: a.id, kind: 'CONFIRMATION' })).data).toEqual({ resendAppointmentLink: true });
    const [confirmation] = await mailsTo('appointment_confirmation_resent', a.cancelCode);
    expect(confirmation!.to).toBe('maria@example.com');
    expect(confirmation!.text).toContain(`/a/${a.roomCode}`);
    expect(confirmation!.text).toContain(`/p/${a.paymentCode}`);
    expect((await run(people.manager, RESEND, { id: a.id, kind: 'ROOM' })).data).toEqual({ resendAppointmentLink: true });
    const [room] = await mailsTo('appointment_room_link', a.roomCode);
    expect(room!.to).toBe('maria@example.com');
    expect(room!.text).not.toContain(a.cancelCode);
    expect((await run(people.manager, RESEND, { id: a.id, kind: 'PAYMENT' })).data).toEqual({ resendAppointmentLink: true });
    const [payment] = await mailsTo('appointment_payment_link', a.paymentCode);
    expect(payment!.text).toContain('R$');
  });

  it("a dependent's links go to the guardian", async () => {
    const a = await appointment({ patient: 'Pedro Silva' });
    expect((await run(people.admin, RESEND, { id: a.id, kind: 'ROOM' })).data).toEqual({ resendAppointmentLink: true });
    const [room] = await mailsTo('appointment_room_link', a.roomCode);
    expect(room!.to).toBe('maria@example.com');
    expect(room!.text).toContain('Pedro');
  });

  it('the payment link of a paid appointment, or any link of a cancelled one, is a CONFLICT; nothing is mailed', async () => {
    const paid = await appointment();
    await confirm(people.admin, paid.id, { method: 'CASH', receiptNumber: 'R-13' });
    const r = await run(people.admin, RESEND, { id: paid.id, kind: 'PAYMENT' });
    expect(codeOf(r)).toBe('CONFLICT');
    expect(fieldsOf(r)).toEqual({ kind: 'This appointment is already paid' });
    expect(await mailsTo('appointment_payment_link', paid.paymentCode)).toHaveLength(0);
    const cancelled = await appointment();
    await setAppointmentStatus(stack.services.ctx.db, cancelled.id, 'CANCELLED');
    expect(codeOf(await run(people.admin, RESEND, { id: cancelled.id, kind: 'ROOM' }))).toBe('CONFLICT');
    expect(await mailsTo('appointment_room_link', cancelled.roomCode)).toHaveLength(0);
  });

  it("a patient and a professional are refused; another company's appointment is NOT_FOUND; nothing is mailed", async () => {
    const a = await appointment();
    for (const who of [people.maria, people.house]) {
      expect(codeOf(await run(who, RESEND, { id: a.id, kind: 'ROOM' }))).toBe('ACCESS_DENIED');
    }
    expect(await mailsTo('appointment_room_link', a.roomCode)).toHaveLength(0);
    const other = await appointment({ company: 'other' });
    expect(codeOf(await run(people.admin, RESEND, { id: other.id, kind: 'ROOM' }))).toBe('NOT_FOUND');
    expect(await mailsTo('appointment_room_link', other.roomCode)).toHaveLength(0);
  });
});

describe('assignAssistantPhysician', () => {
  it('a clinic admin assigns another professional of the company; the manager removes them', async () => {
    const a = await appointment();
    const r = await run<{ assignAssistantPhysician: Read & { medicalAssistentName: string } }>(people.admin, ASSIGN, {
      id: a.id,
      pid: paulo,
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.assignAssistantPhysician).toMatchObject({
      medicalAssistentId: paulo,
      medicalAssistentName: 'Dr. Paulo Dermato',
      assistantPhysician: { id: paulo, name: 'Dr. Paulo Dermato' },
    });
    expect((await read(a.id)).assistantPhysician).toEqual({ id: paulo, name: 'Dr. Paulo Dermato' });
    const cleared = await run<{ assignAssistantPhysician: Read }>(people.manager, ASSIGN, { id: a.id, pid: null });
    expect(cleared.data!.assignAssistantPhysician).toMatchObject({ medicalAssistentId: null, assistantPhysician: null });
  });

  it("the appointment's own doctor, another company's professional or an unknown id is a BAD_INPUT naming professionalId", async () => {
    const a = await appointment();
    const own = await run(people.admin, ASSIGN, { id: a.id, pid: ids.house });
    expect(codeOf(own)).toBe('BAD_INPUT');
    expect(fieldsOf(own)).toEqual({ professionalId: "The assistant physician must be another professional than the appointment's" });
    for (const pid of [rita, randomUUID()]) {
      const r = await run(people.admin, ASSIGN, { id: a.id, pid }, 'pt-BR');
      expect(codeOf(r)).toBe('BAD_INPUT');
      expect(fieldsOf(r)).toEqual({ professionalId: 'O campo Profissional é inválido' });
    }
    expect((await read(a.id)).medicalAssistentId).toBeNull();
  });

  it("a patient and a professional are refused; another company's appointment is NOT_FOUND; nothing changes", async () => {
    const a = await appointment();
    for (const who of [people.maria, people.house]) expect(codeOf(await run(who, ASSIGN, { id: a.id, pid: paulo }))).toBe('ACCESS_DENIED');
    expect((await read(a.id)).medicalAssistentId).toBeNull();
    const other = await appointment({ company: 'other' });
    expect(codeOf(await run(people.admin, ASSIGN, { id: other.id, pid: paulo }))).toBe('NOT_FOUND');
    const [row] = await db<{ medical_assistent: string | null }>('select medical_assistent from appointment where id = $1', [other.id]);
    expect(row!.medical_assistent).toBeNull();
  });
});
