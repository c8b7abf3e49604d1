import { demoClinicAdmin, demoPatient } from './console-api.fixtures';

type Protocol = { id: string; number: string; status: string; position: number | null };

/**
 * Talks to the gateway as the seeded patient (who joins a queue, as the patient app will) and as the clinic admin
 * (to leave the board as it was): through the API, never the database.
 */
export async function emergencyApi(gatewayUrl: string) {
  const endpoint = new URL('/graphql', gatewayUrl);
  const call = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (!body.data || body.errors?.length) throw new Error(`gateway: ${body.errors?.map((e) => e.message).join('; ')}`);
    return body.data;
  };
  const signIn = async (email: string, password: string) =>
    (
      await call<{ signIn: { accessToken: string } }>('mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }', {
        input: { method: 'EMAIL', email, password },
      })
    ).signIn.accessToken;
  const patient = await signIn(demoPatient.email, demoPatient.password);
  const admin = await signIn(demoClinicAdmin.email, demoClinicAdmin.password);

  const queueId = async (name: string) => {
    const { emergencyQueues } = await call<{ emergencyQueues: Array<{ id: string; name: string }> }>(
      'query { emergencyQueues { id name } }',
      {},
      admin,
    );
    return emergencyQueues.find((q) => q.name === name)!.id;
  };

  return {
    /** The seeded patient (Maria Silva) joins a queue. */
    async patientJoins(queueName: string): Promise<Protocol> {
      const { openEmergencyProtocol } = await call<{ openEmergencyProtocol: Protocol }>(
        'mutation Open($queueId: ID!) { openEmergencyProtocol(queueId: $queueId) { id number status position } }',
        { queueId: await queueId(queueName) },
        patient,
      );
      return openEmergencyProtocol;
    },
    /** The patient's protocol as the patient reads it (status and the SPEC §8 notice). */
    async patientReads(id: string, locale = 'en') {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${patient}`, 'Accept-Language': locale },
        body: JSON.stringify({ query: 'query One($id: ID!) { emergencyProtocol(id: $id) { status notice } }', variables: { id } }),
      });
      return ((await response.json()) as { data: { emergencyProtocol: { status: string; notice: string | null } } }).data.emergencyProtocol;
    },
    /** Leaves no open protocol behind (a failed spec must not leave Maria in a queue). */
    async closeIfOpen(id: string): Promise<void> {
      const { emergencyProtocol } = await call<{ emergencyProtocol: Protocol | null }>(
        'query One($id: ID!) { emergencyProtocol(id: $id) { id status } }',
        { id },
        admin,
      );
      if (emergencyProtocol && ['WAITING', 'CALLED', 'IN_ATTENDANCE'].includes(emergencyProtocol.status)) {
        await call('mutation Close($id: ID!) { closeEmergencyProtocol(id: $id, reason: "e2e cleanup") { id } }', { id }, admin);
      }
    },
  };
}
