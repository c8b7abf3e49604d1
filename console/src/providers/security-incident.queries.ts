import { crudQueries } from './crud-queries';
import {
  RecordSecurityIncidentDocument,
  SecurityIncidentDocument,
  SecurityIncidentListDocument,
  UpdateSecurityIncidentDocument,
} from './security-incident.documents';
import { toSecurityIncidentInput, toSecurityIncidentListVariables } from './security-incident.mappers';

/**
 * react-admin's dataProvider calls for `securityIncidents` (security-incident.graphql): the register, one entry, a new
 * entry (recordSecurityIncident) and the whole entry replaced while it is open. Closing is a dialog of the show page;
 * nothing deletes an entry.
 */
export const securityIncidentQueries = crudQueries({
  typeName: 'SecurityIncident',
  list: { document: SecurityIncidentListDocument, variables: toSecurityIncidentListVariables, page: (data) => data.securityIncidents },
  one: { document: SecurityIncidentDocument, record: (data) => data.securityIncident },
  create: { document: RecordSecurityIncidentDocument, input: toSecurityIncidentInput, record: (data) => data.recordSecurityIncident },
  update: {
    document: UpdateSecurityIncidentDocument,
    patch: (data) => toSecurityIncidentInput(data),
    record: (data) => data.updateSecurityIncident,
  },
});
