import { demoClinicAdmin } from './console-api.fixtures';

type Member = { userId: string; name: string; email: string | null; roles: string[] };

/** Talks to the gateway as the clinic admin: the staff spec's fixtures go through the API, never the database. */
export async function staffApi(gatewayUrl: string) {
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
    async findByEmail(email: string): Promise<Member | null> {
      const { staff } = await call<{ staff: { items: Member[] } }>(
        'query Find($q: String) { staff(filter: { q: $q }) { items { userId name email roles } } }',
        { q: email },
        token,
      );
      return staff.items.find((m) => m.email === email) ?? null;
    },
    /** Revokes the membership (teardown: the shared stack keeps its staff as seeded). */
    async revoke(userId: string): Promise<void> {
      await call('mutation Revoke($userId: ID!) { removeStaffMember(userId: $userId) { userId } }', { userId }, token);
    },
  };
}
