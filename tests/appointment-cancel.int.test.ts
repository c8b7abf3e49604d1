import { nowMs } from '@teleconsulta/schema';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Appointment,
  as,
  BY_ACCESS,
  book,
  CANCEL,
  CANCEL_BY_ACCESS,
  codeOf,
  DETAIL,
  fieldsOf,
  freeProfessional,
  type Ids,
  instant,
  localDay,
  type People,
  peopleWithHouseAlwaysAvailable,
  STATUS,
  slotFromNow,
  storedById,
} from './harness/booking.js';
import { type GqlResult, gql } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let p: People;
let ids: Ids;
let companyId: string;

type Public = {
  protocol: string;
  companyName: string;
  professionalName: string;
  startDate: string;
  startTime: string;
  status: string;
  statusName: string;
  canCancel: boolean;
  cancelBlockedCode: string | null;
  cancelBlockedReason: string | null;
  paymentRequired: boolean;
  accessExpiresAt: string;
};

/** No token, no company: what an anonymous visitor of a short link sends. */
const anonymous = (locale = 'en') => ({ locale });
const byAccess = (access: string, page = 'CANCEL', locale = 'en') =>
  gql<{ appointmentByAccess: Public | null }>(stack.gatewayUrl, BY_ACCESS, { access, page }, anonymous(locale));
const cancelByAccess = (access: string, reason: string, locale = 'en') =>
  gql<{ cancelAppointmentByAccess: Public }>(stack.gatewayUrl, CANCEL_BY_ACCESS, { access, reason }, anonymous(locale));
const status = (id: string, to: string) =>
  gql<{ changeAppointmentStatus: Appointment }>(stack.gatewayUrl, STATUS, { id, status: to }, as(p.admin));

let slotHour = 8;
/** A fresh booking of Dr. House for Maria, on a day and hour nothing else takes. */
async function booked(day = 20, who = p.admin): Promise<Appointment> {
  slotHour += 1;
  const r = await book(stack, who, {
    doctorId: ids.house,
    patientId: ids.maria,
    startsAt: instant(localDay(day), `${String(slotHour).padStart(2, '0')}:00`),
  });
  expect(r.errors).toBeUndefined();
  return r.data!.bookAppointment;
}
const setCutoff = (hours: number) =>
  gql<{ updateCompany: { settings: { cancellationCutoffHours: number } } }>(
    stack.gatewayUrl,
    'mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { settings { cancellationCutoffHours } } }',
    { id: companyId, input: { settings: { cancellationCutoffHours: hours } } },
    as(p.admin),
  );

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { UPSTREAM_TIMEOUT_MS: '15000' }, servicesEnv: { APPOINTMENT_HOLD_SWEEP_MS: '200' } });
  ({ p, ids } = await peopleWithHouseAlwaysAvailable(stack));
  companyId = p.admin.viewer.companyId;
});
afterAll(async () => {
  await stack?.close();
});

describe('the cancel page by short link, without signing in', () => {
  it('shows the summary: protocol, clinic, professional, local date and time, status, whether it can be cancelled', async () => {
    const appt = await booked();
    const r = await byAccess(appt.cancelAccess!);
    expect(r.errors).toBeUndefined();
    expect(r.data!.appointmentByAccess).toMatchObject({
      protocol: appt.protocol,
      companyName: 'Clínica Saúde Total',
      professionalName: 'Dr. Gregório House',
      startDate: appt.startDate,
      startTime: appt.startTime,
      status: 'SCHEDULED',
      statusName: 'Scheduled',
      canCancel: true,
      cancelBlockedCode: null,
      cancelBlockedReason: null,
      // The cancel code works until the start (SECURITY.md T24).
      accessExpiresAt: appt.startsAt,
    });
    // The room and payment pages read the same summary, each with its own code (tests/short-links covers the rest).
    expect((await byAccess(appt.roomAccess!, 'ROOM')).data!.appointmentByAccess!.protocol).toBe(appt.protocol);
    expect((await byAccess(appt.paymentAccess!, 'PAYMENT', 'pt-BR')).data!.appointmentByAccess!.statusName).toBe('Agendado');
  });

  it('reads nothing more than its own summary: no ids, no patient, no CPF, no clinical data', async () => {
    const appt = await booked();
    await gql(
      stack.gatewayUrl,
      'mutation($id: ID!) { setAppointmentReason(id: $id, reason: "Dor de cabeça forte") { id } }',
      { id: appt.id },
      as(p.maria),
    );
    for (const [page, code] of [
      ['cancel', appt.cancelAccess!],
      ['access', appt.roomAccess!],
      ['payment', appt.paymentAccess!],
    ]) {
      const res = await fetch(`${stack.servicesUrl}/appointment/consultorio/${page}?access=${encodeURIComponent(code!)}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(Object.keys(JSON.parse(text)).sort()).toEqual(
        [
          'accessExpiresAt',
          'canCancel',
          'cancelBlockedCode',
          'cancellationCutoffHours',
          'companyName',
          'durationMinutes',
          'endDate',
          'endTime',
          'endsAt',
          'holdUntil',
          'paymentRequired',
          'priceCents',
          'professionalName',
          'protocol',
          // CLINIC, SELF_SCHEDULING or EMERGENCY: the room summary shows an emergency attendance's start only.
          'source',
          'specialty',
          'startDate',
          'startTime',
          'startsAt',
          'status',
          'timeZone',
        ].sort(),
      );
      for (const secret of ['Maria', '52998224725', 'Dor de cabeça', appt.id, ids.maria, ids.house]) expect(text).not.toContain(secret);
    }
    // The schema has no way to ask for more.
    const more = await gql(
      stack.gatewayUrl,
      'query($a: String!) { appointmentByAccess(access: $a) { protocol patientName } }',
      { a: appt.cancelAccess },
      anonymous(),
    );
    expect(codeOf(more)).toBe('GRAPHQL_VALIDATION_FAILED');
    // And no code is a credential anywhere else.
    for (const code of [appt.cancelAccess!, appt.roomAccess!, appt.paymentAccess!]) {
      const detail = await gql<{ appointment: unknown }>(stack.gatewayUrl, DETAIL, { id: appt.id }, { token: code, companyId });
      expect(detail.data?.appointment ?? null).toBeNull();
    }
  });

  it('a free appointment is cancelled with a reason: cancelled, its time recorded, its slot free again', async () => {
    const appt = await booked();
    const r = await cancelByAccess(appt.cancelAccess!, 'Não poderei comparecer');
    expect(r.errors).toBeUndefined();
    expect(r.data!.cancelAppointmentByAccess).toMatchObject({
      status: 'CANCELLED',
      canCancel: false,
      cancelBlockedCode: 'APPOINTMENT_ALREADY_CANCELLED',
      cancelBlockedReason: 'This appointment is already cancelled',
    });
    const seen = (await gql<{ appointment: Appointment }>(stack.gatewayUrl, DETAIL, { id: appt.id }, as(p.admin))).data!.appointment;
    expect(seen).toMatchObject({ status: 'CANCELLED', cancelReason: 'Não poderei comparecer' });
    expect(nowMs() - Date.parse(seen.cancelTime!)).toBeLessThan(60_000);
    const again = await book(stack, p.admin, { doctorId: ids.house, patientId: ids.joao, startsAt: appt.startsAt });
    expect(again.errors).toBeUndefined();
    // A second cancel is refused and changes nothing.
    const before = await storedById(stack, companyId, appt.id);
    const twice = await cancelByAccess(appt.cancelAccess!, 'de novo');
    expect(codeOf(twice)).toBe('APPOINTMENT_ALREADY_CANCELLED');
    expect(await storedById(stack, companyId, appt.id)).toEqual(before);
  });

  it('the reason is required; nothing changes without it', async () => {
    const appt = await booked();
    const before = await storedById(stack, companyId, appt.id);
    const r = await cancelByAccess(appt.cancelAccess!, '   ');
    expect(codeOf(r)).toBe('BAD_INPUT');
    expect(fieldsOf(r)).toEqual({ reason: 'Reason is required' });
    expect(await storedById(stack, companyId, appt.id)).toEqual(before);
  });

  it('a paid one is refused with "contact the company", in both languages, and stays paid', async () => {
    const appt = await booked();
    expect((await status(appt.id, 'PAID')).errors).toBeUndefined();
    const page = (await byAccess(appt.cancelAccess!)).data!.appointmentByAccess!;
    expect(page).toMatchObject({
      status: 'PAID',
      canCancel: false,
      cancelBlockedCode: 'APPOINTMENT_PAID_CONTACT_COMPANY',
      cancelBlockedReason: 'This appointment was paid: please contact the company to cancel it',
    });
    const before = await storedById(stack, companyId, appt.id);
    const en = await cancelByAccess(appt.cancelAccess!, 'Quero cancelar');
    expect(codeOf(en)).toBe('APPOINTMENT_PAID_CONTACT_COMPANY');
    expect(en.errors![0]!.message).toBe('This appointment was paid: please contact the company to cancel it');
    const pt = await cancelByAccess(appt.cancelAccess!, 'Quero cancelar', 'pt-BR');
    expect(pt.errors![0]!.message).toBe('Este agendamento foi pago: entre em contato com a empresa para cancelá-lo');
    // Signed in, the patient hears the same; the clinic may cancel it (refunds come with the payments).
    const signedIn = await gql(stack.gatewayUrl, CANCEL, { id: appt.id, reason: 'Quero cancelar' }, as(p.maria));
    expect(codeOf(signedIn)).toBe('APPOINTMENT_PAID_CONTACT_COMPANY');
    expect(await storedById(stack, companyId, appt.id)).toEqual(before);
    const staff = await gql<{ cancelAppointment: Appointment }>(
      stack.gatewayUrl,
      CANCEL,
      { id: appt.id, reason: 'Pedido por telefone' },
      as(p.manager),
    );
    expect(staff.data!.cancelAppointment).toMatchObject({ status: 'CANCELLED', cancelReason: 'Pedido por telefone' });
  });

  it("within the company's cancellation cutoff: refused; the cutoff is a company setting", async () => {
    const set = await setCutoff(48);
    expect(set.data!.updateCompany.settings.cancellationCutoffHours).toBe(48);
    try {
      const appt = await booked(1);
      const page = (await byAccess(appt.cancelAccess!)).data!.appointmentByAccess!;
      expect(page).toMatchObject({ canCancel: false, cancelBlockedCode: 'CANCELLATION_CUTOFF' });
      const before = await storedById(stack, companyId, appt.id);
      const r = await cancelByAccess(appt.cancelAccess!, 'Imprevisto');
      expect(codeOf(r)).toBe('CANCELLATION_CUTOFF');
      expect(r.errors![0]!.message).toBe('The deadline to cancel this appointment has passed: please contact the company');
      expect(await storedById(stack, companyId, appt.id)).toEqual(before);
    } finally {
      await setCutoff(2);
    }
    const invalid = await setCutoff(-1);
    expect(fieldsOf(invalid)).toEqual({ 'settings.cancellationCutoffHours': 'Cancellation deadline (hours before) is invalid' });
  });

  it('a code cancels only its own appointment; an unknown, malformed or expired code answers alike', async () => {
    const [mine, other] = [await booked(), await booked()];
    expect((await cancelByAccess(mine.cancelAccess!, 'Só esta')).errors).toBeUndefined();
    expect((await storedById(stack, companyId, other.id))!.status).toBe('SCHEDULED');
    // A seeded appointment six days ago: its cancel code expired at its start (and its room code 24 h after its end).
    const past = await inScope(stack.services.ctx.db, { companyId, userId: null }, async (tx) => {
      const found = await tx.execute(sql`select cancel_code from appointment where ends_at < app_now() - interval '3 days' limit 1`);
      return (found as unknown as { rows: Array<{ cancel_code: string }> }).rows[0]!.cancel_code;
    });
    const answers: GqlResult[] = [];
    for (const code of [past, 'x'.repeat(32), 'not a code']) {
      answers.push(await byAccess(code));
      const res = await fetch(`${stack.servicesUrl}/appointment/consultorio/cancel?access=${encodeURIComponent(code)}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 'NOT_FOUND', message: 'Não encontrado' });
      expect(codeOf(await cancelByAccess(code, 'x'))).toBe('NOT_FOUND');
    }
    // SPEC §8: the cancel page's failed read is "Unable to retrieve data", code 400.
    for (const r of answers) {
      expect(r.errors![0]).toMatchObject({
        message: 'Unable to retrieve data',
        extensions: { code: 'UNABLE_TO_RETRIEVE_DATA', status: 400 },
      });
    }
  });

  it('a signed-in patient cancels their free appointment with a reason; a professional may not', async () => {
    const appt = await booked(21, p.maria);
    expect(codeOf(await gql(stack.gatewayUrl, CANCEL, { id: appt.id, reason: 'x' }, as(p.house)))).toBe('ACCESS_DENIED');
    expect(codeOf(await gql(stack.gatewayUrl, CANCEL, { id: appt.id, reason: 'x' }, as(p.adminB)))).toBe('NOT_FOUND');
    expect((await storedById(stack, companyId, appt.id))!.status).toBe('SCHEDULED');
    const r = await gql<{ cancelAppointment: Appointment }>(stack.gatewayUrl, CANCEL, { id: appt.id, reason: 'Viagem' }, as(p.maria));
    expect(r.data!.cancelAppointment).toMatchObject({ status: 'CANCELLED', cancelReason: 'Viagem' });
  });

  it('each cancel appends a flow event on topic appointment, with no personal data', async () => {
    const appt = await booked();
    await cancelByAccess(appt.cancelAccess!, 'Motivo pessoal');
    const res = await fetch(`${stack.servicesUrl}/flow/events?after=0&topic=appointment`, {
      headers: { authorization: `Bearer ${p.admin.accessToken}`, 'x-company-id': companyId },
    });
    const body = (await res.json()) as { events: Array<{ type: string; entityId: string; payload: Record<string, unknown> }> };
    const event = body.events.filter((e) => e.entityId === appt.id).at(-1)!;
    expect(event).toMatchObject({ type: 'CANCELLED', payload: { status: 'CANCELLED', from: 'SCHEDULED', via: 'ACCESS_LINK' } });
    expect(JSON.stringify(event.payload)).not.toContain('Motivo');
  });
});

describe('a PIX hold', () => {
  const hold = (id: string, interval: string) =>
    inScope(stack.services.ctx.db, { companyId, userId: null }, async (tx) => {
      await tx.execute(sql`update appointment set hold_until = app_now() + ${interval}::interval where id = ${id}`);
    });
  const until = async (check: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('an expired hold is cancelled by the sweeper (PAYMENT_EXPIRED) and its slot is free again; a running one is kept', async () => {
    const [expired, running] = [await booked(22), await booked(22)];
    await hold(expired.id, '-1 minute');
    await hold(running.id, '10 minutes');
    await until(async () => (await storedById(stack, companyId, expired.id))!.status === 'CANCELLED');
    const seen = (await gql<{ appointment: Appointment }>(stack.gatewayUrl, DETAIL, { id: expired.id }, as(p.admin))).data!.appointment;
    // Stored as the system's code (PAYMENT_EXPIRED), read as a sentence in the request's language.
    expect(seen).toMatchObject({ status: 'CANCELLED', cancelReason: 'The payment was not made in time' });
    expect(seen.cancelTime).not.toBeNull();
    const running2 = (await gql<{ appointment: Appointment }>(stack.gatewayUrl, DETAIL, { id: running.id }, as(p.admin))).data!.appointment;
    expect(running2).toMatchObject({ status: 'SCHEDULED' });
    expect(running2.holdUntil).not.toBeNull();
    const again = await book(stack, p.admin, { doctorId: ids.house, patientId: ids.joao, startsAt: expired.startsAt });
    expect(again.errors).toBeUndefined();
  });

  it('a paid appointment loses its hold and is never swept', async () => {
    const appt = await booked(22);
    await hold(appt.id, '2 seconds');
    expect((await status(appt.id, 'PAID')).data!.changeAppointmentStatus).toMatchObject({ status: 'PAID', holdUntil: null });
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await storedById(stack, companyId, appt.id))!.status).toBe('PAID');
  });
});

describe('the signed-in cancel follows the same rule', () => {
  it('an appointment that already started cannot be cancelled, even by staff', async () => {
    // A professional with nothing booked: a demo doctor may have an appointment at this hour, which this one would overlap.
    const doctorId = await freeProfessional(stack, p.admin, 'Dr. Sem Agenda', '909202');
    const soon = await book(stack, p.admin, { doctorId, patientId: ids.maria, startsAt: slotFromNow(5 * 24 * 60 + 15) });
    const appt = soon.data!.bookAppointment;
    await inScope(stack.services.ctx.db, { companyId, userId: null }, async (tx) => {
      await tx.execute(
        sql`update appointment set starts_at = app_now() - interval '5 minutes', ends_at = app_now() + interval '25 minutes' where id = ${appt.id}`,
      );
    });
    const before = await storedById(stack, companyId, appt.id);
    const r = await gql(stack.gatewayUrl, CANCEL, { id: appt.id, reason: 'tarde demais' }, as(p.admin));
    expect(codeOf(r)).toBe('APPOINTMENT_STARTED');
    expect(await storedById(stack, companyId, appt.id)).toEqual(before);
    // The cancel link expired at the start (SECURITY.md T24): it answers like an unknown code; the page then says how
    // long a cancel link works. (The legacy code of an older appointment still reads "already started" until the end.)
    const page = await byAccess(appt.cancelAccess!);
    expect(page.data?.appointmentByAccess ?? null).toBeNull();
    expect(codeOf(page)).toBe('UNABLE_TO_RETRIEVE_DATA');
    expect(codeOf(await cancelByAccess(appt.cancelAccess!, 'tarde demais'))).toBe('NOT_FOUND');
    expect(await storedById(stack, companyId, appt.id)).toEqual(before);
  });
});
