import { demoClinicAdmin } from './console-api.fixtures';

type Person = { id: string; name: string; displayName: string; status: string };

/** Talks to the gateway as the clinic admin: the persons spec's fixtures go through the API, never the database. */
export async function personsApi(gatewayUrl: string) {
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
    async findByCpf(cpf: string): Promise<Person | null> {
      const { persons } = await call<{ persons: { items: Person[] } }>(
        'query Find($q: String) { persons(filter: { q: $q }) { items { id name displayName status } } }',
        { q: cpf },
        token,
      );
      return persons.items[0] ?? null;
    },
    async readPerson(id: string): Promise<Person | null> {
      const { person } = await call<{ person: Person | null }>(
        'query Read($id: ID!) { person(id: $id) { id name displayName status } }',
        { id },
        token,
      );
      return person;
    },
    async deletePerson(id: string): Promise<void> {
      await call('mutation Delete($id: ID!) { deletePerson(id: $id) { id } }', { id }, token);
    },
  };
}
