import { CreateButton, DataTable, SelectInput, TopToolbar } from 'react-admin';
import { LocalDateField } from '../LocalDateField';
import { PagedList } from '../PagedList';
import { ShowRowsTable } from '../ShowRowsTable';
import { DescriptionSummaryField, IncidentRiskField, IncidentStatusField, NotificationDueField } from './SecurityIncidentFields';
import { STATUS_CHOICES } from './security-incident.choices';

/** Only "Create": the list has no CSV export (exporter={false}), so no Export button that would do nothing. */
const ListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn sx={{ minWidth: 200 }} />];

/**
 * The clinic's register of security incidents, the most recently known first (the server's order), paged and filtered
 * by status on the server; an owed or overdue communication to the ANPD and the data subjects stands out.
 */
const SecurityIncidentList = () => (
  <PagedList filters={filters} actions={<ListActions />} exporter={false}>
    <ShowRowsTable>
      <DataTable.Col source="detectedAt" disableSort>
        <LocalDateField source="detectedAt" showTime sx={{ whiteSpace: 'nowrap' }} />
      </DataTable.Col>
      <DataTable.Col source="description" field={DescriptionSummaryField} disableSort />
      <DataTable.Col source="risk" field={IncidentRiskField} disableSort />
      <DataTable.Col source="status" field={IncidentStatusField} disableSort />
      <DataTable.Col source="notificationDue" field={NotificationDueField} disableSort />
    </ShowRowsTable>
  </PagedList>
);

export default SecurityIncidentList;
