/** The seeded clinic admin of "Clínica Saúde Total" (services demo seed). Every login here is fake. */
export const demoClinicAdmin = { email: 'admin@clinica.example.com', password: 'Admin1234', name: 'Carlos Admin' } as const;

/** A seeded patient: signs in to the patient app, never to the console. */
export const demoPatient = { email: 'maria@example.com', password: 'Paciente123' } as const;

/** Seeded companies the console specs read. */
export const demoCompanies = {
  main: 'Clínica Saúde Total',
  centro: 'Clínica Saúde Total — Unidade Centro',
  lastByName: 'Clínica Saúde Total — Unidade Vila Mariana',
  /** The main clinic, its Centro unit and 11 other branches. */
  total: 13,
} as const;

type Company = { id: string; name: string; cnpj: string | null };

/** Talks to the gateway as the clinic admin: the specs' fixtures go through the API, never the database. */
export async function gatewayAsClinicAdmin(gatewayUrl: string) {
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
    async findCompany(name: string): Promise<Company> {
      const { companies } = await call<{ companies: { items: Company[] } }>(
        'query Find($q: String) { companies(perPage: 100, filter: { q: $q }) { items { id name cnpj } } }',
        { q: name },
        token,
      );
      const company = companies.items.find((item) => item.name === name);
      if (!company) throw new Error(`seeded company "${name}" not found`);
      return company;
    },
    async readCompany(id: string): Promise<Company> {
      const { company } = await call<{ company: Company }>('query Read($id: ID!) { company(id: $id) { id name cnpj } }', { id }, token);
      return company;
    },
    async renameCompany(id: string, name: string): Promise<void> {
      await call(
        'mutation Rename($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }',
        { id, input: { name } },
        token,
      );
    },
  };
}
