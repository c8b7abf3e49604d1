import { asEmail, gql, type SignedIn, signIn } from './graphql.js';

/** Dra. Ana Clínica (demo, granted every demo emergency queue): the professional the tests put on duty. */
export const ON_DUTY = { email: 'dra.ana@example.com', password: 'Medico123' };

const CHECK_IN = 'mutation($ids: [ID!]!) { checkInEmergency(queueIds: $ids) { queueIds } }';
const CHECK_OUT = 'mutation { checkOutEmergency { queueIds } }';
const QUEUE_IDS = 'query { emergencyQueues(activeOnly: true) { id } }';

async function run(gatewayUrl: string, who: SignedIn, query: string, variables: Record<string, unknown> = {}) {
  const r = await gql<Record<string, unknown>>(gatewayUrl, query, variables, { token: who.accessToken, locale: 'en' });
  if (r.errors) throw new Error(`${query}: ${JSON.stringify(r.errors)}`);
  return r.data!;
}

/**
 * Patients join only a queue a professional is checked in to (Emergency is offline otherwise): puts a professional on
 * duty in the given queues, or every active queue granted to them. Returns the signed-in professional, to check out.
 */
export async function putOnDuty(gatewayUrl: string, queueIds?: string[], who?: SignedIn): Promise<SignedIn> {
  const professional = who ?? (await signIn(gatewayUrl, asEmail(ON_DUTY.email, ON_DUTY.password)));
  const ids = queueIds ?? ((await run(gatewayUrl, professional, QUEUE_IDS)).emergencyQueues as Array<{ id: string }>).map((q) => q.id);
  await run(gatewayUrl, professional, CHECK_IN, { ids });
  return professional;
}

export async function takeOffDuty(gatewayUrl: string, professional: SignedIn): Promise<void> {
  await run(gatewayUrl, professional, CHECK_OUT);
}
