import { demoClinicAdmin } from './console-api.fixtures';

type ServiceRequest = { id: string; subject: string; status: string; priority: string; requesterName: string; note: string | null };

/** Talks to the gateway as the clinic admin: the service-requests spec's fixtures go through the API, never the database. */
export async function serviceRequestsApi(gatewayUrl: string) {
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
  const { signIn } = await call<{ signIn: { accessToken: string } }>(
    'mutation SignIn($input: SignInInput!) { signIn(input: $input) { accessToken } }',
    { input: { method: 'EMAIL', email: demoClinicAdmin.email, password: demoClinicAdmin.password } },
  );
  const token = signIn.accessToken;

  return {
    async personId(name: string): Promise<string> {
      const { persons } = await call<{ persons: { items: Array<{ id: string; name: string }> } }>(
        'query Find($q: String) { persons(perPage: 50, filter: { q: $q }) { items { id name } } }',
        { q: name },
        token,
      );
      const person = persons.items.find((p) => p.name === name);
      if (!person) throw new Error(`seeded person "${name}" not found`);
      return person.id;
    },
    async findByNote(note: string): Promise<ServiceRequest | null> {
      const { serviceRequests } = await call<{ serviceRequests: { items: ServiceRequest[] } }>(
        'query List { serviceRequests(perPage: 100) { items { id subject status priority requesterName note } } }',
        {},
        token,
      );
      return serviceRequests.items.find((r) => r.note === note) ?? null;
    },
    async read(id: string): Promise<ServiceRequest | null> {
      const { serviceRequest } = await call<{ serviceRequest: ServiceRequest | null }>(
        'query Read($id: ID!) { serviceRequest(id: $id) { id subject status priority requesterName note } }',
        { id },
        token,
      );
      return serviceRequest;
    },
    async remove(id: string): Promise<void> {
      await call('mutation Delete($id: ID!) { deleteServiceRequest(id: $id) { id } }', { id }, token);
    },
  };
}
