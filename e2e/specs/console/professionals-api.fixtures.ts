import { demoClinicAdmin } from './console-api.fixtures';

type Professional = { id: string; name: string; crm: string; status: string; specialties: Array<{ code: string }> };

/** Talks to the gateway as the clinic admin: the professionals spec's fixtures go through the API, never the database. */
export async function professionalsApi(gatewayUrl: string) {
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
    async findByCrm(crm: string): Promise<Professional | null> {
      const { professionals } = await call<{ professionals: { items: Professional[] } }>(
        'query Find($q: String) { professionals(filter: { q: $q }) { items { id name crm status specialties { code } } } }',
        { q: crm },
        token,
      );
      return professionals.items.find((p) => p.crm === crm) ?? null;
    },
    async deleteProfessional(id: string): Promise<void> {
      await call('mutation Delete($id: ID!) { deleteProfessional(id: $id) { id } }', { id }, token);
    },
  };
}
