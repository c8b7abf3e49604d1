import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, type MadeAppointment, makeAppointment, setAppointmentStatus } from './factories/appointments.js';
import { signInAs } from './harness/demo-logins.js';
import { type GqlResult, gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

type Answer = { appointmentId: string; protocol: string; score: number; category: string; comment: string | null };
type Summary = { answers: number; promoters: number; passives: number; detractors: number; nps: number | null; average: number | null };
const ANSWER =
  'mutation($protocol: String!, $input: NpsAnswerInput!) { answerNps(protocol: $protocol, input: $input) { appointmentId protocol score category comment } }';
const DETAIL = 'query($id: ID!) { appointment(id: $id) { id nps { score category comment } } }';
const SUMMARY = 'query($from: Date, $to: Date) { npsSummary(from: $from, to: $to) { answers promoters passives detractors nps average } }';

const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });
const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const fields = (r: GqlResult) => r.errors?.[0]?.extensions?.fields;
const day = (d: Date) => d.toISOString().slice(0, 10);

let stack: TestStack;
let admin: SignedIn;
let adminB: SignedIn;
let house: SignedIn;
let maria: SignedIn;
let joao: SignedIn;
let carla: SignedIn;
const appointments: Record<'finished' | 'left' | 'later' | 'pedro' | 'joao' | 'other', MadeAppointment> = {} as never;

const answer = (who: SignedIn, protocol: string, input: Record<string, unknown>, locale = 'en') =>
  gql<{ answerNps: Answer }>(stack.gatewayUrl, ANSWER, { protocol, input }, as(who, locale));
const npsOf = async (who: SignedIn, id: string) =>
  (await gql<{ appointment: { nps: Omit<Answer, 'appointmentId' | 'protocol'> | null } | null }>(stack.gatewayUrl, DETAIL, { id }, as(who)))
    .data?.appointment?.nps ?? null;
const summary = async (who: SignedIn, variables: Record<string, unknown> = {}) => {
  const r = await gql<{ npsSummary: Summary }>(stack.gatewayUrl, SUMMARY, variables, as(who));
  expect(r.errors).toBeUndefined();
  return r.data!.npsSummary;
};

beforeAll(async () => {
  stack = await startStack();
  [admin, adminB, house, maria, joao, carla] = await signInAs(stack, 'admin', 'adminB', 'house', 'maria', 'joao', 'carla');
  const db = stack.services.ctx.db;
  const HOUSE = 'dr.house@example.com';
  const FINISHED = 'FINISHED_BY_PROFESSIONAL';
  // Made in this order, one after the other.
  const made: Record<keyof typeof appointments, Parameters<typeof makeAppointment>[1]> = {
    finished: { doctorEmail: HOUSE, patientName: 'Maria Silva', startsAt: farSlot(0, -40), status: FINISHED },
    left: { doctorEmail: HOUSE, patientName: 'Maria Silva', startsAt: farSlot(0, -30), status: 'LEFT_BY_PATIENT' },
    later: { doctorEmail: HOUSE, patientName: 'Maria Silva', startsAt: farSlot(0, 30) },
    pedro: { doctorEmail: 'dra.ana@example.com', patientName: 'Pedro Silva', startsAt: farSlot(1, -30), status: FINISHED },
    joao: { doctorEmail: HOUSE, patientName: 'João Souza', startsAt: farSlot(2, -30), status: FINISHED },
    other: { doctorEmail: 'dra.rita@bemviver.example.com', patientName: 'Carla Lima', startsAt: farSlot(3, -30), status: FINISHED },
  };
  for (const [key, input] of Object.entries(made)) appointments[key as keyof typeof made] = await makeAppointment(db, input);
});
afterAll(async () => {
  await stack?.close();
});

describe('the NPS survey (POST /appointment/npsreport/?protocol=)', () => {
  it('the patient rates a finished attendance once: stored, shown to staff on the appointment', async () => {
    const r = await answer(maria, appointments.finished.protocol, { score: 10, comment: 'Muito atencioso' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.answerNps).toEqual({
      appointmentId: appointments.finished.id,
      protocol: appointments.finished.protocol,
      score: 10,
      category: 'PROMOTER',
      comment: 'Muito atencioso',
    });
    expect(await npsOf(admin, appointments.finished.id)).toEqual({ score: 10, category: 'PROMOTER', comment: 'Muito atencioso' });
    expect(await npsOf(maria, appointments.finished.id)).toMatchObject({ score: 10 });
    // The professional does not read the patients' ratings.
    expect(await npsOf(house, appointments.finished.id)).toBeNull();
  });

  it('a second answer is a CONFLICT and the first one stays', async () => {
    const r = await answer(maria, appointments.finished.protocol, { score: 0 });
    expect([code(r), fields(r)]).toEqual(['CONFLICT', [{ field: 'protocol', message: 'This attendance was already rated' }]]);
    const rPt = await answer(maria, appointments.finished.protocol, { score: 3 }, 'pt-BR');
    expect(fields(rPt)).toEqual([{ field: 'protocol', message: 'Este atendimento já foi avaliado' }]);
    expect(await npsOf(admin, appointments.finished.id)).toMatchObject({ score: 10, comment: 'Muito atencioso' });
  });

  it('only 0 to 10: 11, −1, a fraction or a text score are refused and nothing is stored', async () => {
    for (const score of [11, -1]) {
      const r = await answer(maria, appointments.left.protocol, { score });
      expect(fields(r)).toEqual([{ field: 'score', message: 'Score must be a whole number from 0 to 10' }]);
    }
    expect((await answer(maria, appointments.left.protocol, { score: 7.5 })).errors).toBeDefined();
    expect((await answer(maria, appointments.left.protocol, { score: '9' })).errors).toBeDefined();
    expect(await npsOf(admin, appointments.left.id)).toBeNull();
    // 0 is a score: a left attendance may be rated too.
    expect((await answer(maria, appointments.left.protocol, { score: 0, comment: ' ' })).data!.answerNps).toMatchObject({
      score: 0,
      category: 'DETRACTOR',
      comment: null,
    });
  });

  it('not before the end: refused while scheduled, accepted once finished', async () => {
    const early = await answer(maria, appointments.later.protocol, { score: 8 });
    expect([code(early), fields(early)]).toEqual([
      'CONFLICT',
      [{ field: 'protocol', message: 'The survey opens when the attendance ends' }],
    ]);
    expect(await npsOf(admin, appointments.later.id)).toBeNull();
    await setAppointmentStatus(stack.services.ctx.db, appointments.later.id, 'FINISHED_BY_PROFESSIONAL');
    expect((await answer(maria, appointments.later.protocol, { score: 8 })).data!.answerNps.category).toBe('PASSIVE');
  });

  it('only the appointment’s patient or guardian: another patient or an unknown protocol NOT_FOUND, staff ACCESS_DENIED', async () => {
    expect((await answer(maria, appointments.pedro.protocol, { score: 9 })).data!.answerNps.category).toBe('PROMOTER');
    expect(code(await answer(joao, appointments.later.protocol, { score: 1 }))).toBe('NOT_FOUND');
    expect(code(await answer(maria, appointments.joao.protocol, { score: 1 }))).toBe('NOT_FOUND');
    expect(code(await answer(admin, appointments.joao.protocol, { score: 1 }))).toBe('ACCESS_DENIED');
    expect(code(await answer(house, appointments.joao.protocol, { score: 1 }))).toBe('NOT_FOUND');
    expect(code(await answer(maria, 'nope', { score: 1 }))).toBe('NOT_FOUND');
    expect(await npsOf(admin, appointments.joao.id)).toBeNull();
  });

  it('the SPEC path answers the same when called directly', async () => {
    const res = await fetch(`${stack.servicesUrl}/appointment/npsreport/?protocol=${appointments.joao.protocol}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${joao.accessToken}`,
        'x-company-id': joao.viewer.companyId,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ score: 6, comment: 'Demorou' }),
    });
    expect([res.status, ((await res.json()) as Answer).category]).toEqual([201, 'DETRACTOR']);
  });
});

describe('the NPS summary (staff)', () => {
  it('promoters, passives, detractors and NPS = %promoters − %detractors over the period', async () => {
    // 10, 0, 8, 9, 6: 2 promoters, 1 passive, 2 detractors of 5 → 40 % − 40 % = 0
    expect(await summary(admin)).toEqual({ answers: 5, promoters: 2, passives: 1, detractors: 2, nps: 0, average: 6.6 });
    // Only the appointments that started in the period: the one 40 days ago (10) and the later one (8) fall out.
    const from = day(farSlot(0, -35));
    const to = day(farSlot(0, -25));
    expect(await summary(admin, { from, to })).toEqual({ answers: 3, promoters: 1, passives: 0, detractors: 2, nps: -33.3, average: 5 });
    const wrong = await gql(stack.gatewayUrl, SUMMARY, { from: to, to: from }, as(admin));
    expect(fields(wrong)).toEqual([{ field: 'to', message: 'The end time must be later than the start time' }]);
  });

  it('patients and doctors get ACCESS_DENIED; another company sees only its own (none)', async () => {
    expect(code(await gql(stack.gatewayUrl, SUMMARY, {}, as(maria)))).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, SUMMARY, {}, as(house)))).toBe('ACCESS_DENIED');
    expect(await summary(adminB)).toEqual({ answers: 0, promoters: 0, passives: 0, detractors: 0, nps: null, average: null });
    expect(await npsOf(adminB, appointments.finished.id)).toBeNull();
    // Carla (Bem Viver) cannot rate a main clinic's appointment by its protocol; her own clinic's, she can.
    expect(code(await answer(carla, appointments.finished.protocol, { score: 5 }))).toBe('NOT_FOUND');
    expect((await answer(carla, appointments.other.protocol, { score: 10 })).data!.answerNps.score).toBe(10);
    expect((await summary(adminB)).answers).toBe(1);
    expect((await summary(admin)).answers).toBe(5);
  });
});
