import { CURRENT_TERMS } from '@teleconsulta/schema';
import { BOOK, instant, localDay, openDay } from '../../harness/booking.js';
import { gql } from '../../harness/graphql.js';
import { pdfBytes } from '../../harness/images.js';
import { insertPersons } from '../../harness/persons.js';
import type { TestStack } from '../../harness/stack.js';
import { read } from './fixtures.js';
import type { Sessions } from './principals.js';

/**
 * SECURITY.md T02's foreign objects: João's (the same tenant's other patient: his own and his dependent Ana's) and
 * Clínica Bem Viver's, each read first by its owner (or that tenant's admin), and the strings that must never reach
 * Maria (CPF, names, notes, complaints, message bodies). Some are made here by their owners (a return request, an
 * emergency protocol, a room session, an exam file, a webhook) so that every id-taking query has objects to swap.
 */
export const POOLS = [
  'appointment',
  'person',
  'professional',
  'company',
  'plan',
  'emergencyProtocol',
  'emergencyQueue',
  'emergencyGroup',
  'message',
  'serviceRequest',
  'historyItem',
  'appointmentRequest',
  'payment',
  'roomSession',
  'screening',
  'user',
  'outboxMail',
  'webhookEndpoint',
  'protocol',
  'erasureRequest',
  'securityIncident',
] as const;
export type PoolName = (typeof POOLS)[number];
export type PoolEntry = { id: string; owner: 'João' | 'Bem Viver'; extra?: Record<string, unknown> };
export type Pools = Record<PoolName, PoolEntry[]>;
export type Foreign = { pools: Pools; sentinels: string[]; maria: string };

type Items<T> = { items: T[] };
/** Bem Viver's entry in its register of security incidents: its text must never reach Maria. */
const INCIDENT_TEXT = 'Planilha de pacientes Bem Viver enviada por engano';
const ids = (owner: PoolEntry['owner'], list: Array<{ id: string }>): PoolEntry[] => list.map((x) => ({ id: x.id, owner }));
const texts = (...values: Array<string | null | undefined>) =>
  values.filter((v): v is string => typeof v === 'string' && v.trim().length >= 6);

/** A fixture read (or mutation) by one of the principals; a GraphQL error throws. */
type Query = <T>(who: keyof Sessions, query: string, variables?: Record<string, unknown>) => Promise<T>;
type Detail = Record<string, string | null> & { payments: Array<{ id: string }> | null };
type HistoryEntry = { itemId: string; type: string };

const APPT = 'id protocol status startsAt reason notes title cid10 orientation upshot';

/** An appointment read by `who` with every field, its room code and its payments. */
const detail = async (q: Query, who: keyof Sessions, id: string) =>
  (await q<{ appointment: Detail }>(who, `query($id: ID!) { appointment(id: $id) { ${APPT} roomAccess payments { id } } }`, { id }))
    .appointment;

/** João: his appointments and his dependent's, read by the clinic (every field) and the codes of the paid one. */
async function readJoao(q: Query, joaoId: string) {
  const joaoAppts = (await q<{ appointments: Items<{ id: string }> }>('joao', 'query { appointments(perPage: 100) { items { id } } }'))
    .appointments.items;
  const joaoDetails = await Promise.all(joaoAppts.map((a) => detail(q, 'CA', a.id)));
  const joaoPerson = await q<{
    person: { id: string; name: string; cpf: string | null; uhcId: string | null; dependents: Array<{ id: string; name: string }> };
  }>('joao', 'query($id: ID!) { person(id: $id) { id name cpf uhcId dependents { id name } } }', { id: joaoId });
  const joaoHistory = async (personId: string) =>
    (
      await q<{ personHistory: Items<HistoryEntry> | null }>(
        'joao',
        'query($id: ID!) { personHistory(personId: $id, perPage: 100) { items { itemId type } } }',
        { id: personId },
      )
    ).personHistory?.items ?? [];
  const history = [...(await joaoHistory(joaoId)), ...(await joaoHistory(joaoPerson.person.dependents[0]!.id))];
  const threads = (
    await q<{ messages: Items<{ id: string; body: string; subject: string }> }>(
      'joao',
      'query { messages(perPage: 100) { items { id body subject } } }',
    )
  ).messages.items;
  const requests = (
    await q<{ serviceRequests: Items<{ id: string; note: string | null }> }>(
      'joao',
      'query { serviceRequests(perPage: 100) { items { id note } } }',
    )
  ).serviceRequests.items;
  return { joaoAppts, joaoDetails, joaoPerson, history, threads, requests };
}

/** Made by João (and Dr. House, who opens the queue): a scheduling request, an emergency protocol, an exam file, a room session. */
async function makeJoaos(q: Query, joaoDetails: Detail[]) {
  const request = await q<{ createAppointmentRequest: { id: string } }>(
    'joao',
    'mutation($i: AppointmentRequestInput!) { createAppointmentRequest(input: $i) { id } }',
    { i: { specialty: '225120', contactNumber: '(21) 99876-5432', observation: 'Prefiro manhãs de sábado, João' } },
  );
  const queues = await q<{ emergencyQueues: Array<{ id: string; professionalIds: string[] }> }>(
    'CA',
    'query { emergencyQueues { id professionalIds } }',
  );
  const queue = queues.emergencyQueues[0]!;
  await q('D', 'mutation($q: [ID!]!) { checkInEmergency(queueIds: $q) { queueIds } }', { q: [queue.id] }).catch(() => undefined);
  const protocol = await q<{ openEmergencyProtocol: { id: string } }>(
    'joao',
    'mutation($q: ID!) { openEmergencyProtocol(queueId: $q, complaint: "Falta de ar ao subir escadas, João") { id } }',
    { q: queue.id },
  );
  // His latest scheduled appointment (the earliest may already be over at this hour): the exam file goes there.
  const upcoming = joaoDetails
    .filter((a) => a.status === 'SCHEDULED')
    .sort((a, b) => String(b.startsAt).localeCompare(String(a.startsAt)))[0]!;
  await q('joao', 'mutation($id: ID!, $f: FileInput!) { uploadAppointmentFile(appointmentId: $id, file: $f) { id } }', {
    id: upcoming.id,
    f: { fileName: 'exame-joao-souza.pdf', contentType: 'application/pdf', base64: pdfBytes().toString('base64') },
  });
  const paid = joaoDetails.find((a) => a.status === 'PAID')!;
  await q('joao', 'mutation($p: String!, $v: String!) { acceptTelemedicineConsent(protocol: $p, version: $v) { accepted } }', {
    p: paid.protocol,
    v: CURRENT_TERMS.TELEMEDICINE.version,
  });
  const session = await q<{ joinRoom: { sessionId: string } }>('joao', 'mutation($a: String!) { joinRoom(access: $a) { sessionId } }', {
    a: paid.roomAccess,
  });
  await q('joao', 'mutation($s: ID!) { sendRoomChat(sessionId: $s, text: "Doutor, a dor voltou, João") { id } }', {
    s: session.joinRoom.sessionId,
  });
  const erasure = await q<{ requestErasure: { id: string } }>('joao', 'mutation { requestErasure { id } }');
  return { request, protocol, session, erasure };
}

/** Bem Viver: everything its admin reads, and a webhook it adds. */
async function readBemViver(q: Query) {
  const bAppts = (await q<{ appointments: Items<{ id: string }> }>('adminB', 'query { appointments(perPage: 100) { items { id } } }'))
    .appointments.items;
  const bDetails = await Promise.all(bAppts.map((a) => detail(q, 'adminB', a.id)));
  const bPersons = (
    await q<{ persons: Items<{ id: string; name: string; cpf: string | null }> }>(
      'adminB',
      'query { persons(perPage: 100) { items { id name cpf } } }',
    )
  ).persons.items;
  const bPros = (
    await q<{ professionals: Items<{ id: string; name: string }> }>('adminB', 'query { professionals(perPage: 100) { items { id name } } }')
  ).professionals.items;
  const bList = async <T>(field: string, selection: string) =>
    ((await q<Record<string, Items<T>>>('adminB', `query { ${field} { items { ${selection} } } }`))[field]?.items ?? []) as T[];
  const bPlans = await bList<{ id: string }>('plans', 'id');
  const bScreenings = await bList<{ id: string }>('screenings', 'id');
  const bMessages = await bList<{ id: string; body: string }>('messages', 'id body');
  const bRequests = await bList<{ id: string; note: string | null }>('serviceRequests', 'id note');
  const bAppointmentRequests = await bList<{ id: string }>('appointmentRequests', 'id');
  const bOutbox = await bList<{ id: string }>('outbox', 'id');
  const bQueues = (await q<{ emergencyQueues: Array<{ id: string }> }>('adminB', 'query { emergencyQueues { id } }')).emergencyQueues;
  const bGroups = (await q<{ emergencyGroups: Array<{ id: string }> }>('adminB', 'query { emergencyGroups { id } }')).emergencyGroups;
  const hook = await q<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
    'adminB',
    'mutation { createWebhookEndpoint(url: "http://127.0.0.1:9/bem-viver") { endpoint { id } } }',
  );
  const incident = await q<{ recordSecurityIncident: { id: string } }>(
    'adminB',
    `mutation($i: SecurityIncidentInput!) { recordSecurityIncident(input: $i) { id } }`,
    { i: { detectedAt: new Date().toISOString(), description: INCIDENT_TEXT, dataCategories: ['HEALTH'], risk: 'RELEVANT' } },
  );
  const carla = bPersons.find((p) => p.name.startsWith('Carla'))!;
  const bHistory =
    (
      await q<{ personHistory: Items<HistoryEntry> | null }>(
        'adminB',
        'query($id: ID!) { personHistory(personId: $id, perPage: 100) { items { itemId type } } }',
        { id: carla.id },
      )
    ).personHistory?.items ?? [];
  return {
    bAppts,
    bDetails,
    bPersons,
    bPros,
    bPlans,
    bScreenings,
    bMessages,
    bRequests,
    bAppointmentRequests,
    bOutbox,
    bQueues,
    bGroups,
    hook,
    incident,
    carla,
    bHistory,
  };
}

type JoaoReads = Awaited<ReturnType<typeof readJoao>>;
type JoaoMade = Awaited<ReturnType<typeof makeJoaos>>;
type BemViverReads = Awaited<ReturnType<typeof readBemViver>>;

function poolsOf(s: Sessions, joaoId: string, j: JoaoReads, made: JoaoMade, b: BemViverReads): Pools {
  return {
    appointment: [...ids('João', j.joaoAppts), ...ids('Bem Viver', b.bAppts)],
    person: [{ id: joaoId, owner: 'João' }, ...ids('João', j.joaoPerson.person.dependents), ...ids('Bem Viver', b.bPersons)],
    professional: ids('Bem Viver', b.bPros),
    company: [{ id: s.adminB.viewer.companyId, owner: 'Bem Viver' }],
    plan: ids('Bem Viver', b.bPlans),
    emergencyProtocol: [{ id: made.protocol.openEmergencyProtocol.id, owner: 'João' }],
    emergencyQueue: ids('Bem Viver', b.bQueues),
    emergencyGroup: ids('Bem Viver', b.bGroups),
    message: [...ids('João', j.threads), ...ids('Bem Viver', b.bMessages)],
    serviceRequest: [...ids('João', j.requests), ...ids('Bem Viver', b.bRequests)],
    historyItem: [
      ...j.history.map((h) => ({ id: h.itemId, owner: 'João' as const, extra: { itemType: h.type } })),
      ...b.bHistory.map((h) => ({ id: h.itemId, owner: 'Bem Viver' as const, extra: { itemType: h.type } })),
    ],
    appointmentRequest: [{ id: made.request.createAppointmentRequest.id, owner: 'João' }, ...ids('Bem Viver', b.bAppointmentRequests)],
    payment: [...j.joaoDetails, ...b.bDetails].flatMap((a, i) =>
      (a.payments ?? []).map((p) => ({ id: p.id, owner: i < j.joaoDetails.length ? ('João' as const) : ('Bem Viver' as const) })),
    ),
    roomSession: [{ id: made.session.joinRoom.sessionId, owner: 'João' }],
    erasureRequest: [{ id: made.erasure.requestErasure.id, owner: 'João' }],
    screening: ids('Bem Viver', b.bScreenings),
    user: [
      { id: s.joao.viewer.id, owner: 'João' },
      { id: s.adminB.viewer.id, owner: 'Bem Viver' },
    ],
    outboxMail: ids('Bem Viver', b.bOutbox),
    webhookEndpoint: [{ id: b.hook.createWebhookEndpoint.endpoint.id, owner: 'Bem Viver' }],
    securityIncident: [{ id: b.incident.recordSecurityIncident.id, owner: 'Bem Viver' }],
    // Protocols are numbered per company: only the same tenant's name an object (another's is a number of Maria's own).
    protocol: j.joaoDetails.map((a) => ({ id: a.protocol!, owner: 'João' as const })),
  };
}

function sentinelsOf(j: JoaoReads, b: BemViverReads): string[] {
  const { person } = j.joaoPerson;
  return [
    ...texts(person.name, person.cpf, person.uhcId, ...person.dependents.map((d) => d.name)),
    '111.444.777-35',
    ...j.joaoDetails.flatMap((a) => texts(a.reason, a.notes, a.orientation, a.upshot)),
    ...j.threads.flatMap((t) => texts(t.body)),
    ...j.requests.flatMap((r) => texts(r.note)),
    'Prefiro manhãs de sábado',
    'Falta de ar ao subir escadas',
    'exame-joao-souza.pdf',
    'a dor voltou',
    INCIDENT_TEXT,
    ...b.bPersons.flatMap((p) => texts(p.name, p.cpf)),
    '123.456.789-09',
    ...b.bPros.flatMap((p) => texts(p.name)),
    'Bem Viver',
    ...b.bDetails.flatMap((a) => texts(a.reason, a.notes, a.orientation, a.upshot)),
    ...b.bMessages.flatMap((m) => texts(m.body)),
    ...b.bRequests.flatMap((r) => texts(r.note)),
  ];
}

export async function collectForeign(stack: TestStack, s: Sessions): Promise<Foreign> {
  const q: Query = <T>(who: keyof Sessions, query: string, variables: Record<string, unknown> = {}) =>
    read<T>(stack, s[who], query, variables);
  const joaoId = s.joao.viewer.personId!;
  const joao = await readJoao(q, joaoId);
  const made = await makeJoaos(q, joao.joaoDetails);
  const bemViver = await readBemViver(q);
  const pools = poolsOf(s, joaoId, joao, made, bemViver);
  const sentinels = sentinelsOf(joao, bemViver);
  await addVolume(stack, s, pools, sentinels, { joaoId, carla: bemViver.carla.id, rita: bemViver.bPros[0]!.id });
  return { pools, sentinels: [...new Set(sentinels)], maria: s.P.viewer.personId! };
}

/** A call by one of the principals; undefined when it was refused (best effort). */
type Call = <T>(as: keyof Sessions, query: string, variables?: Record<string, unknown>) => Promise<T | undefined>;
type VolumeOwners = { joaoId: string; carla: string; rita: string };

/**
 * More objects of each kind, made by their owners (SECURITY.md asks 50 ids per type): other persons of both tenants
 * (written as the seed writes them), João's appointments booked by the clinic and paid on site, his messages and
 * requests, and Bem Viver's appointments, plans, questionnaires, groups, requests and messages. Best effort: an
 * object that cannot be made (a slot taken) is left out; the test prints how many of each it tried.
 */
async function addVolume(stack: TestStack, s: Sessions, pools: Pools, sentinels: string[], who: VolumeOwners) {
  const call: Call = async <T>(as: keyof Sessions, query: string, variables: Record<string, unknown> = {}) =>
    (await gql<T>(stack.gatewayUrl, query, variables, { token: s[as].accessToken, locale: 'en' })).data ?? undefined;
  const db = stack.services.ctx.db;
  const [companyA, companyB] = [s.CA.viewer.companyId, s.adminB.viewer.companyId];
  for (const id of await insertPersons(db, companyA, 'Paciente Alheio Matriz', 40)) pools.person.push({ id, owner: 'João' });
  for (const id of await insertPersons(db, companyB, 'Paciente Bem Viver Matriz', 40)) pools.person.push({ id, owner: 'Bem Viver' });
  sentinels.push('Paciente Alheio Matriz', 'Paciente Bem Viver Matriz');
  await addAppointments(call, pools, who);
  sentinels.push('Retorno cardiológico de João', 'Queixa de Carla');
  for (let i = 0; i < 20; i++) await addRecords(call, pools, who, i);
  sentinels.push(
    'Mensagem particular de João',
    'Mensagem da Bem Viver',
    'Pedido de exame de',
    'Pedido de Carla',
    'Plano Bem Viver',
    'Grupo Bem Viver',
  );
  void companyB;
}

/** João's appointments with Dr. Paulo, booked by the clinic and paid on site, and Carla's with Dra. Rita at the same times. */
async function addAppointments(call: Call, pools: Pools, who: VolumeOwners) {
  const day = openDay(localDay(4));
  const PAULO = (await call<{ professionals: Items<{ id: string; name: string }> }>(
    'CA',
    'query { professionals(perPage: 100) { items { id name } } }',
  ))!.professionals.items.find((p) => p.name.startsWith('Dr. Paulo'))!.id;
  const slots = ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];
  for (const [i, time] of slots.entries()) {
    const a = await call<{ bookAppointment: { id: string; paymentAccess: string } }>('CA', BOOK, {
      input: { doctorId: PAULO, patientId: who.joaoId, startsAt: instant(day, time), reason: `Retorno cardiológico de João nº ${i}` },
    });
    if (!a) continue;
    pools.appointment.push({ id: a.bookAppointment.id, owner: 'João' });
    const paid = await call<{ payOnSite: { current: { id: string } | null } }>(
      'joao',
      'mutation($a: String!, $k: String!) { payOnSite(access: $a, idempotencyKey: $k) { current { id } } }',
      { a: a.bookAppointment.paymentAccess, k: `bola-${i}` },
    );
    if (paid?.payOnSite.current) pools.payment.push({ id: paid.payOnSite.current.id, owner: 'João' });
    const b = await call<{ bookAppointment: { id: string } }>('adminB', BOOK, {
      input: { doctorId: who.rita, patientId: who.carla, startsAt: instant(day, time), reason: `Queixa de Carla nº ${i}` },
    });
    if (b) pools.appointment.push({ id: b.bookAppointment.id, owner: 'Bem Viver' });
  }
}

/** The i-th round of messages, service requests, an appointment request, a plan and an emergency group. */
async function addRecords(call: Call, pools: Pools, who: VolumeOwners, i: number) {
  const m = await call<{ sendMessage: { id: string } }>('joao', 'mutation($i: NewMessageInput!) { sendMessage(input: $i) { id } }', {
    i: { subject: `Dúvida de João ${i}`, body: `Mensagem particular de João nº ${i}` },
  });
  if (m) pools.message.push({ id: m.sendMessage.id, owner: 'João' });
  const mb = await call<{ sendMessage: { id: string } }>('adminB', 'mutation($i: NewMessageInput!) { sendMessage(input: $i) { id } }', {
    i: { subject: `Aviso ${i}`, body: `Mensagem da Bem Viver para Carla nº ${i}`, personId: who.carla },
  });
  if (mb) pools.message.push({ id: mb.sendMessage.id, owner: 'Bem Viver' });
  const sr = await call<{ createServiceRequest: { id: string } }>(
    'CA',
    'mutation($i: ServiceRequestInput!) { createServiceRequest(input: $i) { id } }',
    {
      i: { subject: `person|${who.joaoId}`, note: `Pedido de exame de João nº ${i}` },
    },
  );
  if (sr) pools.serviceRequest.push({ id: sr.createServiceRequest.id, owner: 'João' });
  const srb = await call<{ createServiceRequest: { id: string } }>(
    'adminB',
    'mutation($i: ServiceRequestInput!) { createServiceRequest(input: $i) { id } }',
    {
      i: { subject: `person|${who.carla}`, note: `Pedido de exame de Carla nº ${i}` },
    },
  );
  if (srb) pools.serviceRequest.push({ id: srb.createServiceRequest.id, owner: 'Bem Viver' });
  const ar = await call<{ createAppointmentRequest: { id: string } }>(
    'adminB',
    'mutation($i: AppointmentRequestInput!) { createAppointmentRequest(input: $i) { id } }',
    { i: { personId: who.carla, specialty: '225125', contactNumber: '(21) 3333-4444', observation: `Pedido de Carla nº ${i}` } },
  );
  if (ar) pools.appointmentRequest.push({ id: ar.createAppointmentRequest.id, owner: 'Bem Viver' });
  const plan = await call<{ createPlan: { id: string } }>('adminB', 'mutation($i: PlanInput!) { createPlan(input: $i) { id } }', {
    i: { name: `Plano Bem Viver ${i}`, billType: 'MONTHLY', durationDays: 30, attendanceValueCents: 5_000 + i },
  });
  if (plan) pools.plan.push({ id: plan.createPlan.id, owner: 'Bem Viver' });
  const group = await call<{ createEmergencyGroup: { id: string } }>(
    'adminB',
    'mutation($n: String!) { createEmergencyGroup(input: { name: $n }) { id } }',
    {
      n: `Grupo Bem Viver ${i}`,
    },
  );
  if (group) pools.emergencyGroup.push({ id: group.createEmergencyGroup.id, owner: 'Bem Viver' });
}
