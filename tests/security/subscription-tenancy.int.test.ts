import { buildSchema } from '@teleconsulta/gateway/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK, book, type Ids, instant, localDay, lookUpIds, type People, signInPeople } from '../harness/booking.js';
import { emergencyFlowCast, NO_RED_FLAGS } from '../harness/emergency-flow.js';
import { gql, type SignedIn } from '../harness/graphql.js';
import { rawSocket } from '../harness/raw-socket.js';
import { startStack, type TestStack } from '../harness/stack.js';

/**
 * T03 / T17 (issue 16, finding 3): a subscription's company comes from the verified caller's memberships, never from
 * connectionParams. For every field of Subscription, Bem Viver's clinic admin opens it naming Saúde Total (with Saúde
 * Total's own ids where the field takes one); then Saúde Total changes everything those fields stream; nothing of it
 * may arrive. The cases are checked against the schema: a Subscription field added without a case here fails.
 */
let stack: TestStack;
let p: People;
let ids: Ids;
let victimCompany: string;
let victimProtocol: { id: string };
let victimSession: string;
let victimRoomCode: string;
let victimPaymentCode: string;
let victimPaymentProtocol: string;

type Case = { query: string; variables: () => Record<string, unknown> };
const CASES: Record<string, Case> = {
  companyChanged: { query: 'subscription { companyChanged { sequence action companyId } }', variables: () => ({}) },
  dashboardChanged: { query: 'subscription { dashboardChanged { sequence topic } }', variables: () => ({}) },
  emergencyBoardChanged: { query: 'subscription { emergencyBoardChanged { sequence type protocolId } }', variables: () => ({}) },
  emergencyProtocolChanged: {
    query: 'subscription($id: ID!) { emergencyProtocolChanged(id: $id) { protocol { id status } } }',
    variables: () => ({ id: victimProtocol.id }),
  },
  emergencyQueueEvents: { query: 'subscription { emergencyQueueEvents(after: "0") { sequence type protocolId } }', variables: () => ({}) },
  // A public page's subscription: the access code is the capability, and a guess of it gets nothing.
  paymentChanged: {
    query: 'subscription($a: String!, $p: String!) { paymentChanged(access: $a, protocol: $p) { protocol } }',
    variables: () => ({ a: `${victimPaymentCode.slice(0, -4)}AAAA`, p: victimPaymentProtocol }),
  },
  roomEvents: { query: 'subscription($s: ID!) { roomEvents(sessionId: $s) { type } }', variables: () => ({ s: victimSession }) },
  // Takes no id: the count is always the caller's own, read with their token in the company their memberships allow.
  unreadMessagesChanged: { query: 'subscription { unreadMessagesChanged }', variables: () => ({}) },
};

const run = async <T>(who: SignedIn, query: string, variables: Record<string, unknown> = {}) => {
  const r = await gql<T>(stack.gatewayUrl, query, variables, { token: who.accessToken, locale: 'en' });
  expect(r.errors).toBeUndefined();
  return r.data!;
};

beforeAll(async () => {
  // The room opens days before the start here, so a session of an appointment two days ahead exists to be named.
  stack = await startStack({ servicesEnv: { ROOM_OPENS_MINUTES_BEFORE: '86400' } });
  p = await signInPeople(stack);
  ids = await lookUpIds(stack, p);
  victimCompany = p.admin.viewer.companyId;
  // Saúde Total's own things to name: an emergency protocol, a room session, an appointment's payment page.
  const cast = await emergencyFlowCast(stack.gatewayUrl);
  victimProtocol = (
    await run<{ openEmergencyProtocol: { id: string } }>(cast.maria, 'mutation($q: ID!) { openEmergencyProtocol(queueId: $q) { id } }', {
      q: cast.queueId,
    })
  ).openEmergencyProtocol;
  const booked = await book(stack, p.admin, { doctorId: ids.house, patientId: ids.maria, startsAt: instant(localDay(2), '11:00') });
  expect(booked.errors).toBeUndefined();
  victimRoomCode = booked.data!.bookAppointment.roomAccess!;
  victimPaymentCode = booked.data!.bookAppointment.paymentAccess!;
  victimPaymentProtocol = booked.data!.bookAppointment.protocol;
  victimSession = (
    await run<{ joinRoom: { sessionId: string } }>(p.house, 'mutation($a: String!) { joinRoom(access: $a) { sessionId } }', {
      a: victimRoomCode,
    })
  ).joinRoom.sessionId;
});
afterAll(async () => {
  await stack?.close();
});

describe('T03/T17 subscriptions: the company named must be one of the caller’s', () => {
  it('every field of Subscription has a case here', () => {
    const fields = Object.keys(buildSchema().getSubscriptionType()!.getFields()).filter((f) => f !== '_noop');
    expect(Object.keys(CASES).sort()).toEqual(fields.sort());
  });

  it('another tenant’s admin naming Saúde Total gets nothing of Saúde Total, on any subscription', async () => {
    const intruder = rawSocket(stack.gatewayUrl);
    await intruder.init({ authorization: `Bearer ${p.adminB.accessToken}`, companyId: victimCompany });
    for (const [field, c] of Object.entries(CASES)) intruder.subscribe(field, c.query, c.variables());
    // Every one ends with an error, before anything is streamed.
    for (const field of Object.keys(CASES)) {
      await intruder.waitFor((m) => m.id === field && (m.type === 'complete' || m.type === 'error'));
    }
    // Saúde Total then changes what each of them would stream.
    await run(p.admin, 'mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }', {
      id: victimCompany,
      input: { settings: { cancellationCutoffHours: 23 } },
    });
    await gql(
      stack.gatewayUrl,
      BOOK,
      {
        input: { doctorId: ids.house, patientId: ids.joao, startsAt: instant(localDay(2), '15:00') },
      },
      { token: p.admin.accessToken },
    );
    await run(p.maria, 'mutation($id: ID!, $c: String!) { reportEmergencyComplaint(id: $id, complaint: $c) { id } }', {
      id: victimProtocol.id,
      c: 'Febre',
    }).catch(() => undefined);
    await run(p.maria, 'mutation($id: ID!, $a: [EmergencyAnswerInput!]!) { submitEmergencyScreening(id: $id, answers: $a) { id } }', {
      id: victimProtocol.id,
      a: NO_RED_FLAGS,
    }).catch(() => undefined);
    await run(p.house, 'mutation($s: ID!, $t: String!) { sendRoomChat(sessionId: $s, text: $t) { id } }', { s: victimSession, t: 'Olá' });
    await run(p.maria, 'mutation($input: NewMessageInput!) { sendMessage(input: $input) { id } }', {
      input: { subject: 'Dúvida', body: 'Posso remarcar?' },
    });
    // A subscription of Saúde Total's own admin sees its change arrive: by then the intruder's would have too.
    const own = rawSocket(stack.gatewayUrl);
    await own.init({ authorization: `Bearer ${p.admin.accessToken}` });
    own.subscribe('own', 'subscription($after: ID) { companyChanged(after: $after) { action } }', { after: '0' });
    await own.waitFor((m) => m.id === 'own' && m.type === 'next');
    const leaked = intruder.messages.filter((m) => m.type === 'next' && (m.payload as { data?: unknown }).data);
    expect(leaked).toEqual([]);
    const answers = intruder.messages.filter((m) => m.type === 'next' || m.type === 'error');
    for (const field of Object.keys(CASES)) {
      const answer = answers.find((m) => m.id === field);
      expect(answer, field).toBeDefined();
      const errors =
        answer!.type === 'error'
          ? (answer!.payload as Array<{ extensions?: { code?: string } }>)
          : (answer!.payload as { errors: Array<{ extensions?: { code?: string } }> }).errors;
      expect(['ACCESS_DENIED', 'NOT_FOUND', 'UNABLE_TO_RETRIEVE_DATA', 'UNAUTHENTICATED']).toContain(errors[0]!.extensions?.code);
    }
    intruder.ws.close();
    own.ws.close();
  });

  it('the same admin naming their own company subscribes normally', async () => {
    const s = rawSocket(stack.gatewayUrl);
    await s.init({ authorization: `Bearer ${p.adminB.accessToken}`, companyId: p.adminB.viewer.companyId });
    s.subscribe('mine', 'subscription { dashboardChanged { sequence topic } }');
    const first = await s.waitFor((m) => m.id === 'mine');
    expect(first.type).toBe('next');
    expect((first.payload as { data: { dashboardChanged: { topic: string } } }).data.dashboardChanged.topic).toBe('SUBSCRIBED');
    s.ws.close();
  });
});
