import { randomUUID } from 'node:crypto';
import { now, sandboxCardInput } from '@teleconsulta/schema';
import { sweepUnansweredCalls } from '@teleconsulta/services/emergency/emergency-no-answer.sweeper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyFlowCast, NO_RED_FLAGS, toWaitingRoom as pastPreAssessment } from './harness/emergency-flow.js';
import { callerOf, codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * Issue 7, step 3 when the clinic charges for the emergency attendance: the attendance's appointment is made at the
 * payment step with the clinic's emergency price and no professional, paid through the payment page of its short link,
 * and given to whoever calls the patient. Unpaid patients are not called; a forward or a missed call keeps the paid
 * appointment for the next call; an attendance that never happens cancels it (to refund).
 */
let stack: TestStack;
let admin: SignedIn;
let house: SignedIn;
let maria: SignedIn;
let joao: SignedIn;
let queueId: string;
let otherQueueId: string;

const PRICE = 8_000;
type Protocol = { id: string; step: number; status: string; roomAccess: string | null; appointmentId: string | null; queueId: string };
type Payment = { required: boolean; priceCents: number; access: string | null; protocol: string | null };
type Page = { professionalName: string | null; appointmentStatus: string; priceCents: number; paymentRequired: boolean; paid: boolean };

const PROTOCOL = 'id step status roomAccess appointmentId queueId';
const OPEN = `mutation($queueId: ID!) { openEmergencyProtocol(queueId: $queueId) { ${PROTOCOL} } }`;
const STEP = `mutation($id: ID!, $step: Int!) { advanceEmergencyStep(id: $id, step: $step) { ${PROTOCOL} } }`;
const PAYMENT = 'mutation($id: ID!) { startEmergencyPayment(id: $id) { required priceCents access protocol } }';
const COMPLAINT = `mutation($id: ID!, $c: String!) { reportEmergencyComplaint(id: $id, complaint: $c) { ${PROTOCOL} } }`;
const ANSWER = `mutation($id: ID!, $a: [EmergencyAnswerInput!]!) { submitEmergencyScreening(id: $id, answers: $a) { ${PROTOCOL} } }`;
const READ = `query($id: ID!) { emergencyProtocol(id: $id) { ${PROTOCOL} } }`;
const NEXT = `mutation { callNextEmergencyPatient { ${PROTOCOL} } }`;
const FINISH = `mutation($id: ID!) { finishEmergencyProtocol(id: $id) { ${PROTOCOL} } }`;
const FORWARD = `mutation($id: ID!, $q: ID!) { forwardEmergencyProtocol(id: $id, queueId: $q) { ${PROTOCOL} } }`;
const LEAVE = `mutation($id: ID!) { leaveEmergencyQueue(id: $id) { ${PROTOCOL} } }`;
const PAGE = `query($access: String!, $protocol: String!) {
  paymentByAccess(access: $access, protocol: $protocol) { professionalName appointmentStatus priceCents paymentRequired paid } }`;
const PAY = `mutation($access: String!, $protocol: String!, $input: PayInput!, $key: String!) {
  payAppointment(access: $access, protocol: $protocol, input: $input, idempotencyKey: $key) { paid appointmentStatus } }`;
const ON_SITE = 'mutation($access: String!, $key: String!) { payOnSite(access: $access, idempotencyKey: $key) { appointmentStatus } }';
const APPOINTMENT = 'query($id: ID!) { appointment(id: $id) { id status type priceCents doctorId paidAt } }';
const FINANCIAL = `companyId consultationPriceCents returnPriceCents emergencyPriceCents acceptsCreditCard acceptsPix acceptsOnSite
  maxInstallments interestFreeInstallments installmentInterestBps minInstallmentCents benefitClubDiscountBps pixKeyType pixKey
  merchantName merchantCity bankCode bankBranch bankAccount bankAccountType accountHolderName accountHolderDocument`;

const call = callerOf(() => stack.gatewayUrl);
const read = async (who: SignedIn, id: string) => ok(await call<{ emergencyProtocol: Protocol }>(who, READ, { id })).emergencyProtocol;
const startPayment = async (who: SignedIn, id: string) =>
  ok(await call<{ startEmergencyPayment: Payment }>(who, PAYMENT, { id })).startEmergencyPayment;
const pageOf = async (link: Payment) =>
  (await gql<{ paymentByAccess: Page }>(stack.gatewayUrl, PAGE, { access: link.access, protocol: link.protocol })).data!.paymentByAccess;
const payByCard = (link: Payment) =>
  gql<{ payAppointment: { paid: boolean } }>(stack.gatewayUrl, PAY, {
    access: link.access,
    protocol: link.protocol,
    key: randomUUID(),
    input: sandboxCardInput(),
  });
const appointmentOf = async (id: string) =>
  ok(
    await call<{ appointment: { status: string; type: string; priceCents: number; doctorId: string | null; paidAt: string | null } }>(
      admin,
      APPOINTMENT,
      { id },
    ),
  ).appointment;
/** The attendance's appointment of a payment link (its payment code), as stored. */
const appointmentRow = async (access: string) => {
  const [row] = await stack.services.ctx.db.query<{
    id: string;
    status: string;
    doctor_id: string | null;
    cancel_reason: string | null;
    room_code: string;
    reason: string | null;
  }>('select id, status, doctor_id, cancel_reason, room_code, reason from appointment where payment_code = $1', [access]);
  return row!;
};

/** The manager sets the clinic's emergency price through the console's mutation (the whole settings object). */
async function setEmergencyPrice(cents: number) {
  const read = ok(
    await call<{ companyFinancial: Record<string, unknown> }>(
      admin,
      `query($id: ID!) { companyFinancial(companyId: $id) { ${FINANCIAL} } }`,
      {
        id: admin.viewer.companyId,
      },
    ),
  ).companyFinancial;
  const { companyId: _companyId, ...input } = read;
  const r = await call<{ updateCompanyFinancial: { emergencyPriceCents: number } }>(
    admin,
    'mutation($id: ID!, $input: CompanyFinancialInput!) { updateCompanyFinancial(companyId: $id, input: $input) { emergencyPriceCents } }',
    { id: admin.viewer.companyId, input: { ...input, emergencyPriceCents: cents } },
  );
  return r;
}

async function toWaitingRoom(who: SignedIn, id: string) {
  ok(await call(who, STEP, { id, step: 3 }));
  ok(await call(who, COMPLAINT, { id, c: 'Febre alta desde ontem' }));
  return ok(await call<{ submitEmergencyScreening: Protocol }>(who, ANSWER, { id, a: NO_RED_FLAGS })).submitEmergencyScreening;
}

beforeAll(async () => {
  stack = await startStack();
  ({ admin, house, maria, joao, queueId, otherQueueId } = await emergencyFlowCast(stack.gatewayUrl));
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('a clinic that does not charge', () => {
  it('answers that no payment is due, makes no appointment and lets step 3 pass', async () => {
    const opened = ok(await call<{ openEmergencyProtocol: Protocol }>(joao, OPEN, { queueId })).openEmergencyProtocol;
    ok(await call(joao, STEP, { id: opened.id, step: 2 }));
    expect(await startPayment(joao, opened.id)).toEqual({ required: false, priceCents: 0, access: null, protocol: null });
    expect((await read(joao, opened.id)).appointmentId).toBeNull();
    expect(ok(await call<{ advanceEmergencyStep: Protocol }>(joao, STEP, { id: opened.id, step: 3 })).advanceEmergencyStep.step).toBe(3);
    ok(await call(joao, LEAVE, { id: opened.id }));
  });
});

describe('a clinic that charges for the emergency attendance', () => {
  it('the manager sets the price; a negative one is refused naming the field and changes nothing', async () => {
    const bad = await setEmergencyPrice(-1);
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(fieldsOf(bad).map((f) => f.field)).toEqual(['emergencyPriceCents']);
    expect(ok(await setEmergencyPrice(PRICE)).updateCompanyFinancial.emergencyPriceCents).toBe(PRICE);
  });

  it('step 3 waits for the payment; its short link pays the attendance, which the call gives to the professional', async () => {
    const opened = ok(await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN, { queueId })).openEmergencyProtocol;
    ok(await call(maria, STEP, { id: opened.id, step: 2 }));

    // Going on without paying is a conflict naming the payment, in the patient's language.
    const unpaid = await call(maria, STEP, { id: opened.id, step: 3 }, 'pt-BR');
    expect(codeOf(unpaid)).toBe('CONFLICT');
    expect(fieldsOf(unpaid)[0]).toMatchObject({
      field: 'payment',
      message: 'Pague o atendimento, ou escolha pagar no local, para continuar',
    });

    const link = await startPayment(maria, opened.id);
    expect(link).toMatchObject({ required: true, priceCents: PRICE });
    expect(link.access).toMatch(/^[\w-]{16,}$/);
    // Asking again answers the same attendance: one appointment, one price.
    expect(await startPayment(maria, opened.id)).toEqual(link);
    // Someone else's protocol answers like an unknown one.
    expect(codeOf(await call(joao, PAYMENT, { id: opened.id }))).toBe('NOT_FOUND');

    // The payment page: the price, no professional yet; the room is not hers until someone calls.
    expect(await pageOf(link)).toMatchObject({
      professionalName: null,
      appointmentStatus: 'SCHEDULED',
      priceCents: PRICE,
      paymentRequired: true,
      paid: false,
    });
    expect(await read(maria, opened.id)).toMatchObject({ roomAccess: null, appointmentId: null });
    const before = await appointmentRow(link.access!);
    expect(before).toMatchObject({ status: 'SCHEDULED', doctor_id: null });

    // Nobody is called before paying.
    expect(ok(await call<{ callNextEmergencyPatient: Protocol | null }>(house, NEXT)).callNextEmergencyPatient).toBeNull();

    expect((await payByCard(link)).data!.payAppointment.paid).toBe(true);
    await toWaitingRoom(maria, opened.id);

    // The call gives the paid appointment to Dr. House: its room code (not the payment link's: SECURITY.md T24) opens
    // the room for the two of them.
    expect(before.room_code).not.toBe(link.access);
    const called = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    expect(called).toMatchObject({ id: opened.id, status: 'CALLED', roomAccess: before.room_code, appointmentId: before.id });
    expect(await read(maria, opened.id)).toMatchObject({ roomAccess: before.room_code });
    const assigned = await appointmentOf(before.id);
    expect(assigned).toMatchObject({ status: 'PAID', type: 'EMERGENCY', priceCents: PRICE });
    expect(assigned.doctorId).not.toBeNull();
    expect((await pageOf(link)).professionalName).toBe('Dr. Gregório House');

    // Forwarded before the room started: the paid appointment waits for the next call, with nobody's name on it.
    const forwarded = ok(
      await call<{ forwardEmergencyProtocol: Protocol }>(house, FORWARD, { id: opened.id, q: otherQueueId }),
    ).forwardEmergencyProtocol;
    expect(forwarded).toMatchObject({ status: 'WAITING', queueId: otherQueueId, roomAccess: null });
    // The complaint told after the payment (step 4) is the attendance's chief complaint.
    expect(await appointmentRow(link.access!)).toMatchObject({ status: 'PAID', doctor_id: null, reason: 'Febre alta desde ontem' });
    const again = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    expect(again).toMatchObject({ id: opened.id, roomAccess: before.room_code, appointmentId: before.id });

    const finished = ok(await call<{ finishEmergencyProtocol: Protocol }>(house, FINISH, { id: opened.id })).finishEmergencyProtocol;
    expect(finished.status).toBe('FINISHED');
    expect((await appointmentOf(before.id)).status).toBe('FINISHED_BY_PROFESSIONAL');
  });

  it('paying on site lets the patient go on; leaving the queue then cancels the attendance', async () => {
    const opened = ok(await call<{ openEmergencyProtocol: Protocol }>(joao, OPEN, { queueId })).openEmergencyProtocol;
    ok(await call(joao, STEP, { id: opened.id, step: 2 }));
    const link = await startPayment(joao, opened.id);
    ok(await gql(stack.gatewayUrl, ON_SITE, { access: link.access, key: randomUUID() }));
    expect(ok(await call<{ advanceEmergencyStep: Protocol }>(joao, STEP, { id: opened.id, step: 3 })).advanceEmergencyStep.step).toBe(3);
    ok(await call(joao, LEAVE, { id: opened.id }));
    expect(await appointmentRow(link.access!)).toMatchObject({ status: 'CANCELLED', cancel_reason: 'EMERGENCY_LEFT' });
    expect((await pageOf(link)).appointmentStatus).toBe('CANCELLED');
  });

  it('a missed call puts the patient back with the paid appointment; a second one takes them out and cancels it', async () => {
    const opened = ok(await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN, { queueId })).openEmergencyProtocol;
    ok(await call(maria, STEP, { id: opened.id, step: 2 }));
    const link = await startPayment(maria, opened.id);
    expect((await payByCard(link)).data!.payAppointment.paid).toBe(true);
    await toWaitingRoom(maria, opened.id);
    const miss = async () => {
      expect(ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient.id).toBe(opened.id);
      await stack.services.ctx.db.query(`update emergency_protocol set called_at = $2::timestamptz - interval '1 hour' where id = $1`, [
        opened.id,
        now().toISOString(),
      ]);
      expect(await sweepUnansweredCalls(stack.services.ctx.db, stack.services.ctx.events)).toBe(1);
    };
    // The demo clinic's rule puts a patient who does not answer back in the queue.
    await miss();
    expect(await read(maria, opened.id)).toMatchObject({ status: 'WAITING', roomAccess: null });
    expect(await appointmentRow(link.access!)).toMatchObject({ status: 'PAID', doctor_id: null });
    await miss();
    expect((await read(maria, opened.id)).status).toBe('LEFT_WITHOUT_BEING_SEEN');
    // Paid and never attended: cancelled, so the clinic sees it among the paid-and-cancelled to refund.
    expect(await appointmentRow(link.access!)).toMatchObject({ status: 'CANCELLED', cancel_reason: 'EMERGENCY_NO_ANSWER' });
  });

  it('paid and left before anyone called: the clinic finds the cancelled attendance and refunds it', async () => {
    const opened = ok(await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN, { queueId })).openEmergencyProtocol;
    ok(await call(maria, STEP, { id: opened.id, step: 2 }));
    const link = await startPayment(maria, opened.id);
    expect((await payByCard(link)).data!.payAppointment.paid).toBe(true);
    ok(await call(maria, LEAVE, { id: opened.id }));
    const { id } = await appointmentRow(link.access!);

    // No professional ever took it, and staff still read it with its payment.
    const { appointment } = ok(
      await call<{
        appointment: {
          status: string;
          professionalName: string | null;
          professional: unknown;
          payments: Array<{ id: string; status: string }>;
        };
      }>(
        admin,
        'query($id: ID!) { appointment(id: $id) { status roomAccess professionalName professional { id } payments { id status } } }',
        {
          id,
        },
      ),
    );
    // No professional, and no room to enter.
    expect(appointment).toMatchObject({ status: 'CANCELLED', roomAccess: null, professionalName: null, professional: null });
    expect(appointment.payments).toEqual([expect.objectContaining({ status: 'APPROVED' })]);
    // The stored reason is the system's code; people read it in their language.
    expect((await appointmentRow(link.access!)).cancel_reason).toBe('EMERGENCY_LEFT');
    const reasonIn = async (locale: string) =>
      ok(
        await call<{ appointment: { cancelReason: string } }>(
          admin,
          'query($id: ID!) { appointment(id: $id) { cancelReason } }',
          { id },
          locale,
        ),
      ).appointment.cancelReason;
    expect(await reasonIn('en')).toBe('The patient left the emergency queue before being attended');
    expect(await reasonIn('pt-BR')).toBe('O paciente saiu da fila do pronto atendimento antes de ser atendido');
    // Staff lists show it too (the console's appointment list), with no professional.
    const { appointments } = ok(
      await call<{ appointments: { items: Array<{ id: string; professionalName: string | null; type: string }> } }>(
        admin,
        'query { appointments(perPage: 100) { items { id professionalName type } } }',
      ),
    );
    expect(appointments.items.find((a) => a.id === id)).toEqual({ id, professionalName: null, type: 'EMERGENCY' });
    // The report (and the dashboard, which reads its totals) counts it too, in the day's group without a professional.
    const { appointmentReport } = ok(
      await call<{
        appointmentReport: {
          items: Array<{ doctorId: string | null; professionalName: string | null; cancelled: number }>;
          totals: { total: number };
        };
      }>(admin, 'query { appointmentReport(perPage: 100) { items { doctorId professionalName cancelled } totals { total } } }'),
    );
    const { appointments: all } = ok(await call<{ appointments: { total: number } }>(admin, 'query { appointments { total } }'));
    expect(appointmentReport.totals.total).toBe(all.total);
    // João's (on site, then left) and this one: the two attendances of the day that no professional took.
    expect(appointmentReport.items.find((r) => r.doctorId === null)).toMatchObject({ professionalName: null, cancelled: 2 });

    const refunded = await call<{ refundPayment: { status: string; refundedCents: number } }>(
      admin,
      'mutation($id: ID!, $reason: String!, $key: String!) { refundPayment(paymentId: $id, reason: $reason, idempotencyKey: $key) { status refundedCents } }',
      { id: appointment.payments[0]!.id, reason: 'Paciente saiu da fila antes do atendimento', key: randomUUID() },
    );
    expect(ok(refunded).refundPayment).toMatchObject({ status: 'REFUNDED', refundedCents: PRICE });
  });

  it('a patient still paying has no place and counts for nobody: who paid and was assessed after them is first, and they follow', async () => {
    const place = async (who: SignedIn, id: string) =>
      ok(
        await call<{ emergencyProtocol: { position: number | null } }>(who, 'query($id: ID!) { emergencyProtocol(id: $id) { position } }', {
          id,
        }),
      ).emergencyProtocol.position;
    const first = ok(await call<{ openEmergencyProtocol: Protocol }>(joao, OPEN, { queueId })).openEmergencyProtocol;
    ok(await call(joao, STEP, { id: first.id, step: 2 }));
    const second = ok(await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN, { queueId })).openEmergencyProtocol;
    ok(await call(maria, STEP, { id: second.id, step: 2 }));
    expect([await place(joao, first.id), await place(maria, second.id)]).toEqual([null, null]);

    expect((await payByCard(await startPayment(maria, second.id))).data!.payAppointment.paid).toBe(true);
    ok(await call(maria, STEP, { id: second.id, step: 3 }));
    // Paid, but not yet past the complaint and the pre-assessment: still no place, and nobody can call her.
    expect(await place(maria, second.id)).toBeNull();
    expect(ok(await call<{ callNextEmergencyPatient: Protocol | null }>(house, NEXT)).callNextEmergencyPatient).toBeNull();
    await pastPreAssessment(stack.gatewayUrl, maria, second.id);
    // Maria is in the waiting room: she is next, although João arrived first; staff read no place for him either.
    expect([await place(joao, first.id), await place(maria, second.id)]).toEqual([null, 1]);
    expect(await place(admin, first.id)).toBeNull();

    ok(await gql(stack.gatewayUrl, ON_SITE, { access: (await startPayment(joao, first.id)).access, key: randomUUID() }));
    await pastPreAssessment(stack.gatewayUrl, joao, first.id);
    // Both may be called now: arrival decides again.
    expect([await place(joao, first.id), await place(maria, second.id)]).toEqual([1, 2]);
    expect(ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient.id).toBe(first.id);
    ok(await call(joao, LEAVE, { id: first.id }));
    ok(await call(maria, LEAVE, { id: second.id }));
  });

  it('a price set after the patient passed the payment step charges nothing more', async () => {
    ok(await setEmergencyPrice(0));
    const opened = ok(await call<{ openEmergencyProtocol: Protocol }>(joao, OPEN, { queueId })).openEmergencyProtocol;
    ok(await call(joao, STEP, { id: opened.id, step: 2 }));
    ok(await call(joao, STEP, { id: opened.id, step: 3 }));
    ok(await setEmergencyPrice(PRICE));
    expect((await startPayment(joao, opened.id)).required).toBe(false);
    ok(await call(joao, LEAVE, { id: opened.id }));
    ok(await setEmergencyPrice(0));
  });
});
