import { type GqlOptions, gql, type SignedIn } from '../../harness/graphql.js';
import type { TestStack } from '../../harness/stack.js';
import type { Sessions } from './principals.js';

/**
 * Real objects of the seeded demo, read by their owners (or the clinic admin) through the API before the tests: the
 * ids and codes the matrix and the id-swap tests present. "A" is Clínica Saúde Total, "B" Clínica Bem Viver.
 */
export type Appt = {
  id: string;
  protocol: string;
  status: string;
  patientId: string;
  doctorId: string;
  startsAt: string;
  roomAccess: string | null;
  cancelAccess: string | null;
  paymentAccess: string | null;
};

export type Fixtures = {
  companyA: string;
  companyB: string;
  persons: { maria: string; pedro: string; joao: string; joaosDependent: string; carla: string };
  professionals: { house: string; ana: string; paulo: string; rita: string };
  appointments: {
    /** Maria's past attendance with Dr. House (finished): hers and his. */
    mariaFinished: Appt;
    /** Maria's coming appointment with Dr. House (scheduled). */
    mariaNext: Appt;
    /** Maria's paid appointment with Dr. House. */
    mariaPaid: Appt;
    /** João's attendance with Dr. Paulo: nobody's among the principals but the staff's. */
    joaoPaulo: Appt;
    /** Bem Viver's (Carla with Dra. Rita). */
    other: Appt;
    all: Appt[];
  };
  planA: string;
  planB: string;
  queue: { id: string; professionalIds: string[] };
  screeningA: string | null;
  serviceRequests: { maria: string | null; joao: string | null };
  messages: { maria: string | null; joao: string | null };
  historyItem: { maria: { itemId: string; type: string } | null };
};

export const APPT_FIELDS = 'id protocol status patientId doctorId startsAt roomAccess cancelAccess paymentAccess';

export async function read<T>(
  stack: TestStack,
  who: SignedIn,
  query: string,
  variables: Record<string, unknown> = {},
  options: GqlOptions = {},
) {
  const r = await gql<T>(stack.gatewayUrl, query, variables, { token: who.accessToken, locale: 'en', ...options });
  if (r.errors) throw new Error(`fixture read failed: ${query.slice(0, 80)}: ${JSON.stringify(r.errors)}`);
  return r.data as T;
}

const one = <T>(items: T[], test: (x: T) => boolean, what: string): T => {
  const found = items.find(test);
  if (!found) throw new Error(`fixture not found: ${what}`);
  return found;
};

type People = Pick<Fixtures, 'persons' | 'professionals'>;

/** The demo's persons (Maria, her son Pedro, João and his dependent, Bem Viver's Carla) and professionals. */
async function loadPeople(stack: TestStack, s: Sessions): Promise<People> {
  const CA = s.CA;
  const pros = await read<{ professionals: { items: Array<{ id: string; userId: string | null; name: string }> } }>(
    stack,
    CA,
    'query { professionals(perPage: 100) { items { id userId name } } }',
  );
  const proB = await read<{ professionals: { items: Array<{ id: string }> } }>(
    stack,
    s.adminB,
    'query { professionals(perPage: 100) { items { id } } }',
  );
  const byName = (prefix: string) => one(pros.professionals.items, (p) => p.name.startsWith(prefix), prefix).id;
  const dependents = async (who: SignedIn) =>
    (
      await read<{ person: { dependents: Array<{ id: string; name: string }> } }>(
        stack,
        who,
        'query($id: ID!) { person(id: $id) { dependents { id name } } }',
        { id: who.viewer.personId },
      )
    ).person.dependents;
  const carla = await read<{ persons: { items: Array<{ id: string; name: string }> } }>(
    stack,
    s.adminB,
    'query { persons(perPage: 100) { items { id name } } }',
  );
  const persons = {
    maria: s.P.viewer.personId!,
    pedro: one(await dependents(s.P), (d) => d.name.startsWith('Pedro'), 'Pedro').id,
    joao: s.joao.viewer.personId!,
    joaosDependent: (await dependents(s.joao))[0]!.id,
    carla: one(carla.persons.items, (p) => p.name.startsWith('Carla'), 'Carla').id,
  };
  const professionals = {
    house: byName('Dr. Gregório'),
    ana: byName('Dra. Ana'),
    paulo: byName('Dr. Paulo'),
    rita: proB.professionals.items[0]!.id,
  };
  return { persons, professionals };
}

/** Both clinics' appointments, and the detail (with the short links' codes) of the ones the tests name. */
async function loadAppointments(stack: TestStack, s: Sessions, { persons, professionals }: People): Promise<Fixtures['appointments']> {
  const CA = s.CA;
  const listA = (
    await read<{ appointments: { items: Appt[] } }>(stack, CA, `query { appointments(perPage: 100) { items { ${APPT_FIELDS} } } }`)
  ).appointments.items;
  const listB = (
    await read<{ appointments: { items: Appt[] } }>(stack, s.adminB, `query { appointments(perPage: 100) { items { ${APPT_FIELDS} } } }`)
  ).appointments.items;
  const of = (patient: string, doctor: string, status: string) =>
    one(listA, (a) => a.patientId === patient && a.doctorId === doctor && a.status === status, `${status} appointment`);
  // The short links' codes are on the detail only (T24).
  const detail = async (a: Appt, who: SignedIn = CA) =>
    (await read<{ appointment: Appt }>(stack, who, `query($id: ID!) { appointment(id: $id) { ${APPT_FIELDS} } }`, { id: a.id }))
      .appointment;
  return {
    mariaFinished: await detail(of(persons.maria, professionals.house, 'FINISHED_BY_PROFESSIONAL')),
    mariaNext: await detail(
      listA
        .filter((a) => a.patientId === persons.maria && a.doctorId === professionals.house && a.status === 'SCHEDULED')
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0]!,
    ),
    mariaPaid: await detail(of(persons.maria, professionals.house, 'PAID')),
    joaoPaulo: await detail(of(persons.joao, professionals.paulo, 'LEFT_BY_PATIENT')),
    other: await detail(listB[0]!, s.adminB),
    all: [...listA, ...listB],
  };
}

type Records = Omit<Fixtures, 'companyA' | 'companyB' | 'persons' | 'professionals' | 'appointments'>;

/** Plans, the emergency queue, a questionnaire, service requests, message threads and a history item. */
async function loadRecords(stack: TestStack, s: Sessions, { persons, professionals }: People): Promise<Records> {
  const CA = s.CA;
  const plans = async (who: SignedIn) =>
    (await read<{ plans: { items: Array<{ id: string }> } }>(stack, who, 'query { plans(perPage: 100) { items { id } } }')).plans.items;
  const queues = await read<{ emergencyQueues: Array<{ id: string; professionalIds: string[] }> }>(
    stack,
    CA,
    'query { emergencyQueues { id professionalIds } }',
  );
  const screenings = await read<{ screenings: { items: Array<{ id: string }> } }>(stack, CA, 'query { screenings { items { id } } }');
  const requests = await read<{ serviceRequests: { items: Array<{ id: string; subjectId: string }> } }>(
    stack,
    CA,
    'query { serviceRequests(perPage: 100) { items { id subjectId } } }',
  );
  const threads = await read<{ messages: { items: Array<{ id: string; personId: string }> } }>(
    stack,
    CA,
    'query { messages(perPage: 100) { items { id personId } } }',
  );
  const history = await read<{ personHistory: { items: Array<{ itemId: string; type: string }> } | null }>(
    stack,
    CA,
    'query($id: ID!) { personHistory(personId: $id, perPage: 50) { items { itemId type } } }',
    { id: persons.maria },
  );
  const subjectOf = (personId: string) => requests.serviceRequests.items.find((r) => r.subjectId === personId)?.id ?? null;
  const threadOf = (personId: string) => threads.messages.items.find((m) => m.personId === personId)?.id ?? null;
  return {
    planA: (await plans(CA))[0]!.id,
    planB: (await plans(s.adminB))[0]!.id,
    queue: queues.emergencyQueues.find((q) => q.professionalIds.includes(professionals.house)) ?? queues.emergencyQueues[0]!,
    screeningA: screenings.screenings.items[0]?.id ?? null,
    serviceRequests: { maria: subjectOf(persons.maria), joao: subjectOf(persons.joao) },
    messages: { maria: threadOf(persons.maria), joao: threadOf(persons.joao) },
    historyItem: { maria: history.personHistory?.items.find((i) => i.type !== 'APPOINTMENT') ?? history.personHistory?.items[0] ?? null },
  };
}

export async function loadFixtures(stack: TestStack, s: Sessions): Promise<Fixtures> {
  const people = await loadPeople(stack, s);
  const appointments = await loadAppointments(stack, s, people);
  const records = await loadRecords(stack, s, people);
  return {
    companyA: s.CA.viewer.companyId,
    companyB: s.adminB.viewer.companyId,
    persons: people.persons,
    professionals: people.professionals,
    appointments,
    ...records,
  };
}
