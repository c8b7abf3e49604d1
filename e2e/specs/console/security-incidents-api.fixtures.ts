import { nowMs } from '@teleconsulta/schema';
import { gatewayClient } from '../../fixtures/gateway.client';
import { demoClinicAdmin } from './console-api.fixtures';

/** An entry of the register as the spec reads it back through the gateway. */
export type StoredIncident = {
  id: string;
  status: string;
  detectedAt: string;
  occurredAt: string | null;
  dataCategories: string[];
  affectedSubjects: number | null;
  risk: string;
  measures: string | null;
  anpdNotifiedAt: string | null;
  subjectsNotifiedAt: string | null;
  notificationDue: string;
  closedByName: string | null;
};

const FIELDS =
  'id status detectedAt occurredAt dataCategories affectedSubjects risk measures anpdNotifiedAt subjectsNotifiedAt notificationDue closedByName';

/**
 * The security incidents spec's fixtures, through the gateway as Saúde Total's clinic admin. Nothing is cleaned up:
 * the register keeps every entry for 5 years (the database refuses a deletion), and each e2e run has its own database.
 */
export async function securityIncidentsApi(gatewayUrl: string) {
  const admin = await gatewayClient(gatewayUrl).signIn(demoClinicAdmin);
  return {
    /** The entry with this description, as stored. */
    async find(description: string): Promise<StoredIncident | undefined> {
      const { securityIncidents } = await admin.call<{ securityIncidents: { items: Array<StoredIncident & { description: string }> } }>(
        `query { securityIncidents(perPage: 100) { items { description ${FIELDS} } } }`,
      );
      return securityIncidents.items.find((item) => item.description === description);
    },
    /** A relevant incident known an hour ago with nobody told yet: its communication is owed, not yet overdue. */
    async recordOwed(description: string): Promise<string> {
      const { recordSecurityIncident } = await admin.call<{ recordSecurityIncident: { id: string } }>(
        'mutation($i: SecurityIncidentInput!) { recordSecurityIncident(input: $i) { id } }',
        {
          i: {
            detectedAt: new Date(nowMs() - 3_600_000).toISOString(),
            description,
            dataCategories: ['CONTACT'],
            risk: 'RELEVANT',
          },
        },
      );
      return recordSecurityIncident.id;
    },
  };
}
