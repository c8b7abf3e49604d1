import { FIELD_LABELS } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import type { SecurityIncidentInput } from '../gql/graphql';
import { securityIncidentsEn, securityIncidentsPtBr } from './security-incident';

/** The fields of SecurityIncidentInput: the ones the services name in their validation messages. */
const INPUT_FIELDS: ReadonlyArray<keyof SecurityIncidentInput> = [
  'detectedAt',
  'occurredAt',
  'description',
  'dataCategories',
  'affectedSubjects',
  'risk',
  'measures',
  'anpdNotifiedAt',
  'subjectsNotifiedAt',
  'notNotifiedReason',
];

describe('security incident strings', () => {
  it('label each input as the server’s messages name it, in both languages', () => {
    for (const field of INPUT_FIELDS) {
      expect([field, securityIncidentsEn.fields[field]]).toEqual([field, FIELD_LABELS[field]?.en]);
      expect([field, securityIncidentsPtBr.fields[field]]).toEqual([field, FIELD_LABELS[field]?.pt]);
    }
  });
});
