import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

/** João Souza (demo patient), whose dependents no other spec counts. */
const demoJoao = { email: 'joao@example.com', password: 'Paciente123' } as const;

/**
 * The erasure spec's fixtures, through the gateway: João registers a dependent made for the spec and asks for their
 * erasure (anonymising a demo patient would close the account the other specs sign in with; Maria's dependents are
 * counted by other specs). Cleanup removes that
 * dependent (no health record: the request goes with them).
 */
export async function erasureRequestsApi(gatewayUrl: string) {
  const gateway = gatewayClient(gatewayUrl);
  const admin = await gateway.signIn(demoClinicAdmin);
  const patient = await gateway.signIn(demoJoao);
  const made: string[] = [];
  return {
    /** A new dependent of João's, with contact data, whose erasure he asks for. */
    async dependentAsks(name: string): Promise<{ personId: string; requestId: string }> {
      const { me } = await patient.call<{ me: { personId: string } }>('query { me { personId } }');
      const { addDependent } = await patient.call<{ addDependent: { id: string } }>(
        'mutation($p: ID!, $i: PersonInput!) { addDependent(parentId: $p, input: $i) { id } }',
        {
          p: me.personId,
          i: { name, birthDate: '2015-03-10', relationship: 'CHILD', mail: 'dependente.e2e@example.com', cellPhone: '11987654321' },
        },
      );
      made.push(addDependent.id);
      const { requestErasure } = await patient.call<{ requestErasure: { id: string } }>(
        'mutation($p: ID) { requestErasure(personId: $p) { id } }',
        { p: addDependent.id },
      );
      return { personId: addDependent.id, requestId: requestErasure.id };
    },
    async person(id: string) {
      const { person } = await admin.call<{ person: { name: string; mail: string | null; cellPhone: string | null } }>(
        'query($id: ID!) { person(id: $id) { name mail cellPhone } }',
        { id },
      );
      return person;
    },
    async cleanup() {
      for (const id of made) await admin.call('mutation($id: ID!) { deletePerson(id: $id) { id } }', { id }).catch(() => undefined);
    },
  };
}
