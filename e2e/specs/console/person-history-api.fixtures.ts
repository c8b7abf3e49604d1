import { demoClinicAdmin } from './console-api.fixtures';

type HistoryItem = { itemId: string; type: string; title: string };

/** Reads a person's history through the gateway as the clinic admin: the spec's expectations come from the API. */
export async function personHistoryApi(gatewayUrl: string) {
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
        'query Find($q: String) { persons(filter: { q: $q }) { items { id name } } }',
        { q: name },
        token,
      );
      const found = persons.items.find((p) => p.name === name);
      if (!found) throw new Error(`seeded person "${name}" not found`);
      return found.id;
    },
    async history(personId: string, filter: string[] | null = null): Promise<{ total: number; items: HistoryItem[] }> {
      const { personHistory } = await call<{ personHistory: { total: number; items: HistoryItem[] } }>(
        `query History($personId: ID!, $filter: [PersonHistoryItemType!]) {
          personHistory(personId: $personId, filter: $filter, perPage: 100) { total items { itemId type title } }
        }`,
        { personId, filter },
        token,
      );
      return personHistory;
    },
  };
}
