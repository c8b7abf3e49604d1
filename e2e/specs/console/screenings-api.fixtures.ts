import { gatewayClient } from '../../fixtures/gateway.client';
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
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
  const FIELDS = 'id version questions { id textPtBR textEn options { redFlag } }';

  return {
    async create(input: Record<string, unknown>): Promise<Screening> {
      const { createScreening } = await admin.call<{ createScreening: Screening }>(
        `mutation Create($input: ScreeningInput!) { createScreening(input: $input) { ${FIELDS} } }`,
        { input },
      );
      return createScreening;
    },
    async read(id: string, version?: number): Promise<Screening | null> {
      const { screening } = await admin.call<{ screening: Screening | null }>(
        `query Read($id: ID!, $version: Int) { screening(id: $id, version: $version) { ${FIELDS} } }`,
        { id, version },
      );
      return screening;
    },
    async remove(id: string): Promise<void> {
      await admin.call('mutation Delete($id: ID!) { deleteScreening(id: $id) { id } }', { id });
    },
  };
}
