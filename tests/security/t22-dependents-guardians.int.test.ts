import { CURRENT_TERMS, setClock } from '@teleconsulta/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, type MadeAppointment, makeAppointment } from '../factories/appointments.js';
import { as, codeOf, fieldsOf, localDay } from '../harness/booking.js';
import { signInAs } from '../harness/demo-logins.js';
import { type GqlResult, gql, type SignedIn } from '../harness/graphql.js';
import { startStack, type TestStack } from '../harness/stack.js';

/**
 * SECURITY.md T22 (LGPD art. 14; Código Civil art. 5): a guardian acts for their minor dependent and for no one else's
 * (T01 and T02 hold the rest of that), and the guardianship of a child ends on their 18th birthday in the clinic's
 * time zone, by the injected clock: from that day the guardian reaches none of the adult's data and cannot consent for
 * them; the clinic still keeps the person, who needs their own login and consent. A spouse or parent registered as a
 * dependent stays represented. Telemedicine for a minor is blocked without the representative's consent on record.
 */
let stack: TestStack;
let maria: SignedIn;
let admin: SignedIn;
let restoreClock: (() => void) | undefined;

const ADD = `mutation($p: ID!, $i: PersonInput!) { addDependent(parentId: $p, input: $i) { id name } }`;
const DEPENDENTS = `query($id: ID!) { person(id: $id) { dependents { id name } } }`;
const PERSON = `query($id: ID!) { person(id: $id) { id name } }`;
const APPOINTMENT = `query($id: ID!) { appointment(id: $id) { id patientId } }`;
const APPOINTMENTS = `{ appointments(perPage: 100) { items { id } } }`;
const TELE = `query($protocol: String!) { telemedicineConsent(protocol: $protocol) { accepted byRepresentative } }`;
const ACCEPT_TELE = `mutation($protocol: String!, $version: String!) {
  acceptTelemedicineConsent(protocol: $protocol, version: $version) { accepted byRepresentative } }`;
const SEND = `mutation($i: NewMessageInput!) { sendMessage(input: $i) { id } }`;
const THREAD = `query($id: ID!) { message(id: $id) { id } }`;
const JOIN_ROOM = `mutation($access: String!) { joinRoom(access: $access) { consentGiven } }`;

/** The same calendar date `years` earlier (a 29 February never comes up: the test's dates are 10 days from now). */
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

const call = <T = Record<string, unknown>>(who: SignedIn, query: string, variables: Record<string, unknown> = {}) =>
  gql<T>(stack.gatewayUrl, query, variables, as(who));

/** Moves the one clock (services, gateway and tokens alike) and signs the guardian and the clinic in again at it. */
async function at(instant: string) {
  restoreClock?.();
  restoreClock = setClock(instant);
  [maria, admin] = await signInAs(stack, 'maria', 'admin');
}

beforeAll(async () => {
  // Rooms open 60 days ahead here, so the appointments placed weeks ahead can be entered.
  stack = await startStack({ servicesEnv: { ROOM_OPENS_MINUTES_BEFORE: '86400' } });
  [maria, admin] = await signInAs(stack, 'maria', 'admin');
});
afterEach(() => {
  restoreClock?.();
  restoreClock = undefined;
});
afterAll(async () => {
  await stack?.close();
});

type Reach = {
  person: boolean;
  dependentListed: boolean;
  appointment: boolean;
  listed: boolean;
  consentRead: boolean;
  thread: boolean;
  room: boolean;
};

/** Everything of the dependent the guardian tries to reach, each as a yes or no. */
async function reachOf(dependentId: string, a: MadeAppointment, threadId: string): Promise<Reach> {
  const ok = (r: GqlResult) => r.errors === undefined;
  const person = await call<{ person: { id: string } | null }>(maria, PERSON, { id: dependentId });
  const listed = await call<{ person: { dependents: Array<{ id: string }> } }>(maria, DEPENDENTS, { id: maria.viewer.personId });
  const appointment = await call<{ appointment: { id: string } | null }>(maria, APPOINTMENT, { id: a.id });
  const mine = await call<{ appointments: { items: Array<{ id: string }> } }>(maria, APPOINTMENTS);
  const consent = await call(maria, TELE, { protocol: a.protocol });
  const thread = await call<{ message: { id: string } | null }>(maria, THREAD, { id: threadId });
  // The room lets the patient's side in (asking first for the consent), or answers as to a stranger.
  const room = await call(maria, JOIN_ROOM, { access: a.roomCode });
  return {
    person: ok(person) && person.data?.person?.id === dependentId,
    dependentListed: listed.data!.person.dependents.some((d) => d.id === dependentId),
    appointment: ok(appointment) && appointment.data?.appointment?.id === a.id,
    listed: mine.data!.appointments.items.some((i) => i.id === a.id),
    consentRead: ok(consent),
    thread: ok(thread) && thread.data?.message?.id === threadId,
    room: codeOf(room) !== 'ROOM_UNAVAILABLE',
  };
}

describe('T22 dependents and guardians', () => {
  it("a child's guardianship ends on their 18th birthday in the clinic's time zone; the clinic keeps the person", async () => {
    const birthday = localDay(10);
    const dayBefore = localDay(9);
    const me = maria.viewer.personId!;
    const added = await call<{ addDependent: { id: string } }>(maria, ADD, {
      p: me,
      i: { name: 'Bruno Silva', birthDate: yearsBefore(birthday, 18), relationship: 'CHILD' },
    });
    expect(added.errors).toBeUndefined();
    const bruno = added.data!.addDependent.id;
    const parent = await call<{ addDependent: { id: string } }>(maria, ADD, {
      p: me,
      i: { name: 'Rosa Silva', birthDate: '1950-05-05', relationship: 'PARENT' },
    });
    const rosa = parent.data!.addDependent.id;
    const a = await makeAppointment(stack.services.ctx.db, {
      doctorEmail: 'dr.house@example.com',
      patientName: 'Bruno Silva',
      startsAt: farSlot(3, 30),
    });
    const sent = await call<{ sendMessage: { id: string } }>(maria, SEND, {
      i: { subject: 'Bruno', body: 'Sobre o Bruno', personId: bruno },
    });
    expect(sent.errors).toBeUndefined();
    const thread = sent.data!.sendMessage.id;

    const minor = await reachOf(bruno, a, thread);
    expect(minor).toEqual({
      person: true,
      dependentListed: true,
      appointment: true,
      listed: true,
      consentRead: true,
      thread: true,
      room: true,
    });

    // 23:30 in São Paulo the evening before is already the birthday in UTC: still a minor where the clinic is.
    await at(`${dayBefore}T23:30:00-03:00`);
    expect(await reachOf(bruno, a, thread)).toEqual(minor);

    await at(`${birthday}T00:30:00-03:00`);
    const adult = await reachOf(bruno, a, thread);
    expect(adult).toEqual({
      person: false,
      dependentListed: false,
      appointment: false,
      listed: false,
      consentRead: false,
      thread: false,
      room: false,
    });
    const consent = await call(maria, ACCEPT_TELE, { protocol: a.protocol, version: CURRENT_TERMS.TELEMEDICINE.version });
    expect(codeOf(consent)).toBe('NOT_FOUND');
    const write = await call(maria, SEND, { i: { subject: 'Bruno', body: 'De novo', personId: bruno } });
    expect(codeOf(write)).toBe('ACCESS_DENIED');
    const book = await call(maria, `mutation($i: BookAppointmentInput!) { bookAppointment(input: $i) { id } }`, {
      i: { doctorId: a.doctorId, patientId: bruno, startsAt: farSlot(4, 30).toISOString() },
    });
    expect(Object.keys(fieldsOf(book))).toEqual(['patientId']);

    // The parent registered as a dependent is still represented; the clinic still has Bruno and his appointment.
    expect((await call<{ person: { id: string } | null }>(maria, PERSON, { id: rosa })).data?.person?.id).toBe(rosa);
    expect((await call<{ person: { id: string } | null }>(admin, PERSON, { id: bruno })).data?.person?.id).toBe(bruno);
    expect((await call<{ appointment: { id: string } | null }>(admin, APPOINTMENT, { id: a.id })).data?.appointment?.id).toBe(a.id);

    const checks = Object.keys(adult).length + 3;
    console.log(
      `T22 guardian reach: ${Object.keys(minor).length} of ${Object.keys(minor).length} reached the day before;`,
      `0 of ${checks} on the 18th birthday; the clinic still reads the person and the appointment`,
    );
  });

  it("telemedicine for a minor does not start without the representative's consent on record", async () => {
    const a = await makeAppointment(stack.services.ctx.db, {
      doctorEmail: 'dr.house@example.com',
      patientName: 'Pedro Silva',
      startsAt: farSlot(5, 50),
      status: 'PAID',
    });
    expect(codeOf(await call(maria, JOIN_ROOM, { access: a.roomCode }))).toBe('CONSENT_REQUIRED');
    const given = await call<{ acceptTelemedicineConsent: { byRepresentative: boolean } }>(maria, ACCEPT_TELE, {
      protocol: a.protocol,
      version: CURRENT_TERMS.TELEMEDICINE.version,
    });
    expect(given.data!.acceptTelemedicineConsent.byRepresentative).toBe(true);
    const joined = await call<{ joinRoom: { consentGiven: boolean } }>(maria, JOIN_ROOM, { access: a.roomCode });
    expect(joined.errors).toBeUndefined();
    expect(joined.data!.joinRoom.consentGiven).toBe(true);
  });
});
