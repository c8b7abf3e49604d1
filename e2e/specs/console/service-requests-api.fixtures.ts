import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

type ServiceRequest = { id: string; subject: string; status: string; priority: string; requesterName: string; note: string | null };

/** Talks to the gateway as the clinic admin: the service-requests spec's fixtures go through the API, never the database. */
export async function serviceRequestsApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);

  return {
    async personId(name: string): Promise<string> {
      const { persons } = await admin.call<{ persons: { items: Array<{ id: string; name: string }> } }>(
        'query Find($q: String) { persons(perPage: 50, filter: { q: $q }) { items { id name } } }',
        { q: name },
      );
      const person = persons.items.find((p) => p.name === name);
      if (!person) throw new Error(`seeded person "${name}" not found`);
      return person.id;
    },
    async findByNote(note: string): Promise<ServiceRequest | null> {
      const { serviceRequests } = await admin.call<{ serviceRequests: { items: ServiceRequest[] } }>(
        'query List { serviceRequests(perPage: 100) { items { id subject status priority requesterName note } } }',
        {},
      );
      return serviceRequests.items.find((r) => r.note === note) ?? null;
    },
    async read(id: string): Promise<ServiceRequest | null> {
      const { serviceRequest } = await admin.call<{ serviceRequest: ServiceRequest | null }>(
        'query Read($id: ID!) { serviceRequest(id: $id) { id subject status priority requesterName note } }',
        { id },
      );
      return serviceRequest;
    },
    async remove(id: string): Promise<void> {
      await admin.call('mutation Delete($id: ID!) { deleteServiceRequest(id: $id) { id } }', { id });
    },
  };
}
