import { signInInTurn } from './demo-logins.js';
import { putOnDuty } from './emergency-duty.js';
import { gql, type SignedIn } from './graphql.js';

export type RealtimeCast = { admin: SignedIn; adminB: SignedIn; queueId: string };

/**
 * The realtime tests' cast: a professional on duty (patients join only a queue someone is checked in to, Emergency is
 * offline otherwise), the two clinics' admins signed in one after the other, and the first emergency queue of the
 * admin's clinic.
 */
export async function realtimeCast(gatewayUrl: string): Promise<RealtimeCast> {
  await putOnDuty(gatewayUrl);
  const [admin, adminB] = await signInInTurn({ gatewayUrl }, 'admin', 'adminB');
  const queues = await gql<{ emergencyQueues: Array<{ id: string }> }>(
    gatewayUrl,
    'query { emergencyQueues { id } }',
    {},
    { token: admin.accessToken },
  );
  return { admin, adminB, queueId: queues.data!.emergencyQueues[0]!.id };
}
