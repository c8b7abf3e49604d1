import { demoClinicAdmin } from './console-api.fixtures';

type Screening = {
  id: string;
  version: number;
  questions: Array<{ id: string; textPtBR: string; textEn: string; options: Array<{ redFlag: boolean }> }>;
};

/** A small questionnaire of its own type, so the spec never changes the seeded one. */
export const e2eQuestionnaire = (type: string) => ({
  type,
  titlePtBR: 'Triagem de teste',
  titleEn: 'Test screening',
  questions: [
    {
      textPtBR: 'Está com febre?',
      textEn: 'Do you have a fever?',
      kind: 'YES_NO',
      options: [
        { textPtBR: 'Sim', textEn: 'Yes', redFlag: false },
        { textPtBR: 'Não', textEn: 'No', redFlag: false },
      ],
    },
    { textPtBR: 'Dor de 0 a 10', textEn: 'Pain from 0 to 10', kind: 'SCALE_0_10', options: [] },
  ],
});

/** Talks to the gateway as the clinic admin: the screenings spec's fixtures go through the API, never the database. */
export async function screeningsApi(gatewayUrl: string) {
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
  const FIELDS = 'id version questions { id textPtBR textEn options { redFlag } }';

  return {
    async create(input: Record<string, unknown>): Promise<Screening> {
      const { createScreening } = await call<{ createScreening: Screening }>(
        `mutation Create($input: ScreeningInput!) { createScreening(input: $input) { ${FIELDS} } }`,
        { input },
        token,
      );
      return createScreening;
    },
    async read(id: string, version?: number): Promise<Screening | null> {
      const { screening } = await call<{ screening: Screening | null }>(
        `query Read($id: ID!, $version: Int) { screening(id: $id, version: $version) { ${FIELDS} } }`,
        { id, version },
        token,
      );
      return screening;
    },
    async remove(id: string): Promise<void> {
      await call('mutation Delete($id: ID!) { deleteScreening(id: $id) { id } }', { id }, token);
    },
  };
}
