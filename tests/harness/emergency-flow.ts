import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './graphql.js';

/** The demo clinic's adult pre-assessment answered with no red flag (fever, mild pain). */
export const NO_RED_FLAGS = [
  { questionId: 'main_complaint', value: 'fever' },
  { questionId: 'chest_pain_breathing', value: 'no' },
  { questionId: 'fainting', value: 'no' },
  { questionId: 'stroke_signs', value: 'no' },
  { questionId: 'bleeding', value: 'no' },
  { questionId: 'pain_scale', value: 3 },
];

export type EmergencyFlowCast = {
  admin: SignedIn;
  house: SignedIn;
  maria: SignedIn;
  joao: SignedIn;
  /** "Clínica geral" and "Pediatria", both granted to Dr. House, who is checked in to both. */
  queueId: string;
  otherQueueId: string;
};

async function run<T>(gatewayUrl: string, who: SignedIn, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r: GqlResult<T> = await gql<T>(gatewayUrl, query, variables, { token: who.accessToken, locale: 'en' });
  if (r.errors) throw new Error(`${query}: ${JSON.stringify(r.errors)}`);
  return r.data!;
}

/**
 * The person-flow tests' cast: the clinic admin, Dr. House (granted the two demo queues and on duty in both, so
 * patients may join), and the patients Maria and João.
 */
export async function emergencyFlowCast(gatewayUrl: string): Promise<EmergencyFlowCast> {
  const who = async (email: string, password: string) => signIn(gatewayUrl, asEmail(email, password));
  const admin = await who('admin@clinica.example.com', 'Admin1234');
  const house = await who('dr.house@example.com', 'Medico123');
  const maria = await who('maria@example.com', 'Paciente123');
  const joao = await who('joao@example.com', 'Paciente123');
  const { emergencyQueues } = await run<{ emergencyQueues: Array<{ id: string; name: string }> }>(
    gatewayUrl,
    admin,
    'query { emergencyQueues { id name } }',
  );
  const queueId = emergencyQueues.find((q) => q.name === 'Clínica geral')!.id;
  const otherQueueId = emergencyQueues.find((q) => q.name === 'Pediatria')!.id;
  const { professionals } = await run<{ professionals: { items: Array<{ id: string; userId: string | null }> } }>(
    gatewayUrl,
    admin,
    'query { professionals(perPage: 100) { items { id userId } } }',
  );
  const houseId = professionals.items.find((p) => p.userId === house.viewer.id)!.id;
  const grants = 'mutation($id: ID!, $ids: [ID!]!) { setEmergencyQueueGrants(id: $id, professionalIds: $ids) { id } }';
  await run(gatewayUrl, admin, grants, { id: queueId, ids: [houseId] });
  await run(gatewayUrl, admin, grants, { id: otherQueueId, ids: [houseId] });
  await run(gatewayUrl, house, 'mutation($ids: [ID!]!) { checkInEmergency(queueIds: $ids) { queueIds } }', {
    ids: [queueId, otherQueueId],
  });
  return { admin, house, maria, joao, queueId, otherQueueId };
}

type Question = { id: string; kind: string; required: boolean; options: Array<{ id: string; redFlag: boolean }> };

/** An answer with no red flag: NO_RED_FLAGS' when it has one for the question, otherwise a safe one of its kind. */
function safeAnswer(q: Question): unknown {
  const known = NO_RED_FLAGS.find((a) => a.questionId === q.id);
  if (known) return known.value;
  const safe = q.options.filter((o) => !o.redFlag);
  switch (q.kind.toUpperCase()) {
    case 'YES_NO':
      return 'no';
    case 'SINGLE_CHOICE':
      return safe[0]?.id;
    case 'MULTI_CHOICE':
      return [safe[0]?.id];
    case 'NUMBER':
      return 37;
    case 'SCALE_0_10':
      return 3;
    default:
      return 'sem sinais de alarme';
  }
}

/**
 * A patient is callable only from the waiting room (step 6): walks a protocol there as its patient would — check
 * resources (2), payment (3: the clinic charges nothing, or it was paid), the complaint (4) and the pre-assessment (5),
 * answered with no red flag. Steps already taken are skipped. Answers the protocol's step afterwards (6).
 */
export async function toWaitingRoom(gatewayUrl: string, who: SignedIn, id: string, complaint = 'Febre alta desde ontem'): Promise<number> {
  const read = async () =>
    (
      await run<{ emergencyProtocol: { step: number; screening: { questions: Question[] } | null } }>(
        gatewayUrl,
        who,
        'query($id: ID!) { emergencyProtocol(id: $id) { step screening { questions { id kind required options { id redFlag } } } } }',
        { id },
      )
    ).emergencyProtocol;
  let { step } = await read();
  const STEP = 'mutation($id: ID!, $step: Int!) { advanceEmergencyStep(id: $id, step: $step) { step } }';
  for (const next of [2, 3].filter((s) => s > step)) await run(gatewayUrl, who, STEP, { id, step: next });
  if (step < 5) {
    const c = 'mutation($id: ID!, $c: String!) { reportEmergencyComplaint(id: $id, complaint: $c) { step } }';
    await run(gatewayUrl, who, c, { id, c: complaint });
  }
  const { screening } = await read();
  const answers = (screening?.questions ?? []).map((q) => ({ questionId: q.id, value: safeAnswer(q) }));
  const a = 'mutation($id: ID!, $a: [EmergencyAnswerInput!]!) { submitEmergencyScreening(id: $id, answers: $a) { step } }';
  step = (await run<{ submitEmergencyScreening: { step: number } }>(gatewayUrl, who, a, { id, a: answers })).submitEmergencyScreening.step;
  return step;
}
