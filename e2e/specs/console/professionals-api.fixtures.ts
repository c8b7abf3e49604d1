import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

type Professional = {
  id: string;
  name: string;
  crm: string;
  cpf: string | null;
  rqe: string | null;
  status: string;
  specialties: Array<{ code: string }>;
};

/** Talks to the gateway as the clinic admin: the professionals spec's fixtures go through the API, never the database. */
export async function professionalsApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);

  return {
    async findByCrm(crm: string): Promise<Professional | null> {
      const { professionals } = await admin.call<{ professionals: { items: Professional[] } }>(
        'query Find($q: String) { professionals(filter: { q: $q }) { items { id name crm cpf rqe status specialties { code } } } }',
        { q: crm },
      );
      return professionals.items.find((p) => p.crm === crm) ?? null;
    },
    async deleteProfessional(id: string): Promise<void> {
      await admin.call('mutation Delete($id: ID!) { deleteProfessional(id: $id) { id } }', { id });
    },
  };
}
