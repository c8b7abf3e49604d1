/** Seeded users of the plan and role specs (services demo seed). Every login here is fake. */
export const demoUsers = {
  /** Clinic admin of Clínica Bem Viver: the plan story runs there, so the Saúde Total specs keep their counts. */
  otherClinicAdmin: { email: 'admin@bemviver.example.com', password: 'Admin1234' },
  manager: { email: 'gestor@clinica.example.com', password: 'Gestor1234' },
  representative: { email: 'rep@clinica.example.com', password: 'Representante123' },
} as const;

/** The companies the demo representative represents, by name. */
export const representedCompanies = [
  'Clínica Saúde Total',
  'Clínica Saúde Total — Unidade Bela Vista',
  'Clínica Saúde Total — Unidade Centro',
] as const;

/** Talks to the gateway as a user: the specs check and clean up through the API, never the database. */
export async function gatewayAs(gatewayUrl: string, user: { email: string; password: string }) {
  const endpoint = new URL('/graphql', gatewayUrl);
  let token: string | undefined;
  const call = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
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
    { input: { method: 'EMAIL', ...user } },
  );
  token = signIn.accessToken;

  return {
    readPlan: (id: string) =>
      call<{ plan: { id: string; name: string; attendanceValueCents: number; companyId: string } | null }>(
        'query($id: ID!) { plan(id: $id) { id name attendanceValueCents companyId } }',
        { id },
      ).then((r) => r.plan),
    readCompany: (id: string) =>
      call<{ company: { id: string; name: string; plan: { id: string; name: string } | null } | null }>(
        'query($id: ID!) { company(id: $id) { id name plan { id name } } }',
        { id },
      ).then((r) => r.company),
    /** Teardown: the company keeps existing (companies are never deleted), without the plan; the plan goes. */
    async releaseAndDeletePlan(companyId: string | undefined, planId: string | undefined): Promise<void> {
      if (companyId) await call('mutation($id: ID!) { updateCompany(id: $id, input: { planId: null }) { id } }', { id: companyId });
      if (planId) await call('mutation($id: ID!) { deletePlan(id: $id) { id } }', { id: planId });
    },
  };
}
