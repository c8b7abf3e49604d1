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
