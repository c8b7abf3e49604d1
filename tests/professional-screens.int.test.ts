import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  book,
  bookSoon,
  codeOf,
  fieldsOf,
  type Ids,
  instant,
  localDay,
  type People,
  peopleWithHouseAlwaysAvailable,
  STATUS,
} from './harness/booking.js';
import { ok } from './harness/gateway-call.js';
import { gql } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * What the patient app's professional screens need from the API: `myProfessional` (a D/DC user's own record, the id
 * of /schedule_availability/:id) and the service notes (notes, orientation, cid10, upshot) written by the appointment's
 * professional until 24 hours after the attendance ends.
 */
let stack: TestStack;
let p: People;
let ids: Ids;

const MINE = 'query { myProfessional { id name userId } }';
const NOTES_FIELDS = 'id status notes orientation cid10 upshot';
const NOTES = `mutation($id: ID!, $input: UpdateAppointmentInput!) { updateAppointment(id: $id, input: $input) { ${NOTES_FIELDS} } }`;
const READ = `query($id: ID!) { appointment(id: $id) { ${NOTES_FIELDS} } }`;
const LIST = `query($filter: AppointmentFilter) { appointments(perPage: 100, filter: $filter) { items { id status startDate doctorId } } }`;

type Notes = { id: string; status: string; notes: string | null; orientation: string | null; cid10: string | null; upshot: string | null };
const read = async (id: string) => (await gql<{ appointment: Notes }>(stack.gatewayUrl, READ, { id }, as(p.admin))).data!.appointment;
const write = (who: People[keyof People], id: string, input: Record<string, unknown>, locale = 'en') =>
  gql<{ updateAppointment: Notes }>(stack.gatewayUrl, NOTES, { id, input }, as(who, locale));

beforeAll(async () => {
  stack = await startStack();
  ({ p, ids } = await peopleWithHouseAlwaysAvailable(stack));
});
afterAll(async () => {
  await stack?.close();
});

describe('myProfessional', () => {
  it('is the signed-in doctor’s own record (D and DC)', async () => {
    const house = await gql<{ myProfessional: { id: string; name: string; userId: string } }>(stack.gatewayUrl, MINE, {}, as(p.house));
    expect(house.errors).toBeUndefined();
    expect(house.data!.myProfessional).toEqual({ id: ids.house, name: 'Dr. Gregório House', userId: p.house.viewer.id });
    const ana = await gql<{ myProfessional: { id: string } }>(stack.gatewayUrl, MINE, {}, as(p.ana));
    expect(ana.data!.myProfessional.id).toBe(ids.ana);
  });

  it('is null for a patient and for clinic staff, who have no professional record', async () => {
    for (const who of [p.maria, p.admin, p.manager]) {
      const r = await gql<{ myProfessional: unknown }>(stack.gatewayUrl, MINE, {}, as(who));
      expect(ok(r).myProfessional).toBeNull();
    }
  });

  it('needs a session', async () => {
    expect(codeOf(await gql(stack.gatewayUrl, MINE, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('service notes by the professional', () => {
  let open: string;

  beforeAll(async () => {
    const r = await book(stack, p.admin, { doctorId: ids.house, patientId: ids.joao, startsAt: instant(localDay(3), '15:00') });
    expect(r.errors).toBeUndefined();
    open = r.data!.bookAppointment.id;
  });

  it('Dr. House writes notes, orientation, CID-10 (upper-cased) and upshot of his appointment; blank clears one', async () => {
    const r = await write(p.house, open, {
      notes: 'PA 130/85',
      orientation: 'Caminhada leve diária',
      cid10: ' i10 ',
      upshot: 'Hipertensão controlada',
    });
    expect(ok(r).updateAppointment).toEqual({
      id: open,
      status: 'SCHEDULED',
      notes: 'PA 130/85',
      orientation: 'Caminhada leve diária',
      cid10: 'I10',
      upshot: 'Hipertensão controlada',
    });
    const cleared = await write(p.house, open, { upshot: '' });
    expect(cleared.data!.updateAppointment.upshot).toBeNull();
    expect((await read(open)).cid10).toBe('I10');
    // Typed without its dot, as doctors often do: the same code, kept with the dot.
    expect(ok(await write(p.house, open, { cid10: 'j069' })).updateAppointment.cid10).toBe('J06.9');
    expect(ok(await write(p.house, open, { cid10: 'I10' })).updateAppointment.cid10).toBe('I10');
  });

  it('an invalid CID-10 is a field error under cid10, in the request’s language, and nothing changes', async () => {
    const before = await read(open);
    const r = await write(p.house, open, { cid10: 'XYZ', notes: 'outra coisa' }, 'pt-BR');
    expect(codeOf(r)).toBe('BAD_INPUT');
    expect(Object.keys(fieldsOf(r))).toEqual(['cid10']);
    expect(fieldsOf(r).cid10).toMatch(/inválid/);
    expect(await read(open)).toEqual(before);
  });

  it('staff do not write them, another doctor does not see the appointment', async () => {
    const before = await read(open);
    expect(codeOf(await write(p.admin, open, { cid10: 'J06.9' }))).toBe('ACCESS_DENIED');
    expect(codeOf(await write(p.ana, open, { notes: 'x' }))).toBe('NOT_FOUND');
    expect(codeOf(await write(p.joao, open, { orientation: 'x' }))).toBe('ACCESS_DENIED'); // the patient
    expect(codeOf(await write(p.maria, open, { orientation: 'x' }))).toBe('NOT_FOUND'); // not hers
    expect(await read(open)).toEqual(before);
  });

  it('stay open right after the attendance ends (the grace), and close once cancelled', async () => {
    const r = await bookSoon(stack, p.admin, { doctorId: ids.house, patientId: ids.maria }, 60);
    const id = r.data!.bookAppointment.id;
    for (const status of ['IN_ATTENDANCE', 'FINISHED_BY_PROFESSIONAL']) {
      const moved = await gql(stack.gatewayUrl, STATUS, { id, status }, as(p.house));
      expect(moved.errors).toBeUndefined();
    }
    const after = await write(p.house, id, { upshot: 'Alta', cid10: 'R51' });
    expect(after.errors).toBeUndefined();
    expect(after.data!.updateAppointment).toMatchObject({ status: 'FINISHED_BY_PROFESSIONAL', upshot: 'Alta', cid10: 'R51' });

    const cancelledBooking = await book(stack, p.admin, {
      doctorId: ids.house,
      patientId: ids.maria,
      startsAt: instant(localDay(4), '10:00'),
    });
    const cancelled = cancelledBooking.data!.bookAppointment.id;
    const c = await gql(
      stack.gatewayUrl,
      'mutation($id: ID!) { cancelAppointment(id: $id, reason: "Paciente desistiu") { id } }',
      { id: cancelled },
      as(p.admin),
    );
    expect(c.errors).toBeUndefined();
    const refused = await write(p.house, cancelled, { notes: 'tarde demais' });
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(fieldsOf(refused)).toEqual({
      notes: 'The service notes can no longer be changed: the attendance ended more than 24 hours ago or was cancelled',
    });
    expect((await read(cancelled)).notes).toBeNull();
  });

  it('close 24 hours after the attendance ended: a demo appointment finished days ago is refused, unchanged', async () => {
    const list = await gql<{ appointments: { items: Array<{ id: string; status: string; startDate: string; doctorId: string }> } }>(
      stack.gatewayUrl,
      LIST,
      { filter: { status: ['FINISHED_BY_PROFESSIONAL'], to: localDay(-2) } },
      as(p.house),
    );
    const old = list.data!.appointments.items.find((a) => a.doctorId === ids.house);
    expect(old).toBeDefined();
    const before = await read(old!.id);
    const r = await write(p.house, old!.id, { cid10: 'I10', orientation: 'nova orientação' }, 'pt-BR');
    expect(codeOf(r)).toBe('CONFLICT');
    expect(Object.keys(fieldsOf(r)).sort()).toEqual(['cid10', 'orientation']);
    expect(fieldsOf(r).cid10).toContain('24 horas');
    expect(await read(old!.id)).toEqual(before);
    // The title is not a service note: the professional may still change it.
    const title = await gql(
      stack.gatewayUrl,
      'mutation($id: ID!) { updateAppointment(id: $id, input: { title: "Consulta de cardiologia (revisada)" }) { title } }',
      { id: old!.id },
      as(p.house),
    );
    expect(title.errors).toBeUndefined();
  });
});
