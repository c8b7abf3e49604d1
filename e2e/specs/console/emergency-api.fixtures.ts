import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin, demoPatient } from './console-api.fixtures';

type Protocol = { id: string; number: string; status: string; position: number | null };

/**
 * Talks to the gateway as the seeded patient (who joins a queue, as the patient app will) and as the clinic admin
 * (to leave the board as it was): through the API, never the database.
 */
export async function emergencyApi(gatewayUrl: string) {
  const gateway = gatewayClient(gatewayUrl);
  const patient = await gateway.signIn(demoPatient);
  const admin = await gateway.signIn(demoClinicAdmin);

  const queueId = async (name: string) => {
    const { emergencyQueues } = await admin.call<{ emergencyQueues: Array<{ id: string; name: string }> }>(
      'query { emergencyQueues { id name } }',
    );
    return emergencyQueues.find((q) => q.name === name)!.id;
  };

  return {
    /** The seeded patient (Maria Silva) joins a queue. */
    async patientJoins(queueName: string): Promise<Protocol> {
      const { openEmergencyProtocol } = await patient.call<{ openEmergencyProtocol: Protocol }>(
        'mutation Open($queueId: ID!) { openEmergencyProtocol(queueId: $queueId) { id number status position } }',
        { queueId: await queueId(queueName) },
      );
      return openEmergencyProtocol;
    },
    /** The patient's protocol as the patient reads it (status and the SPEC §8 notice). */
    async patientReads(id: string, locale = 'en') {
      const { emergencyProtocol } = await patient.call<{ emergencyProtocol: { status: string; notice: string | null } }>(
        'query One($id: ID!) { emergencyProtocol(id: $id) { status notice } }',
        { id },
        { locale },
      );
      return emergencyProtocol;
    },
    /** Leaves no open protocol behind (a failed spec must not leave Maria in a queue). */
    async closeIfOpen(id: string): Promise<void> {
      const { emergencyProtocol } = await admin.call<{ emergencyProtocol: Protocol | null }>(
        'query One($id: ID!) { emergencyProtocol(id: $id) { id status } }',
        { id },
      );
      if (emergencyProtocol && ['WAITING', 'CALLED', 'IN_ATTENDANCE'].includes(emergencyProtocol.status)) {
        await admin.call('mutation Close($id: ID!) { closeEmergencyProtocol(id: $id, reason: "e2e cleanup") { id } }', { id });
      }
    },
  };
}
